/**
 * Event actions (SPEC §3 event action: name, action) and the chain's type check: each action
 * declares the facets it needs from what came before (the event, then the earlier steps) and the
 * facets it adds. A chain is checked when it is saved, so a step that cannot take the previous
 * step's output is refused beside that step (SPEC §8) rather than failing when it runs.
 */
import { messages } from "../messages.ts";
import { type CompanyEventType, companyEventTypes, type EventFacet } from "./catalogue.ts";

export const eventActionKinds = [
  "sendEmail",
  "generateDocument",
  "callWebhook",
  "setUnderwritingStatus",
  "assignUnderwriter",
  "addNote",
  "notifyUsers",
  "wait",
] as const;
export type EventActionKind = (typeof eventActionKinds)[number];

interface ActionType {
  title: string;
  /** What it needs from the event or an earlier step. */
  needs: readonly EventFacet[];
  /** What it makes available to the steps after it. */
  adds: readonly EventFacet[];
  /** Only touches the database: may run inside the transaction that raised the event. */
  databaseOnly: boolean;
}

export const eventActionTypes: Record<EventActionKind, ActionType> = {
  sendEmail: { title: "Send an email", needs: ["risk"], adds: [], databaseOnly: false },
  generateDocument: {
    title: "Generate a document",
    needs: ["risk", "transaction"],
    adds: ["document"],
    databaseOnly: false,
  },
  callWebhook: { title: "Call a webhook", needs: [], adds: [], databaseOnly: false },
  setUnderwritingStatus: {
    title: "Set the underwriting status",
    needs: ["risk"],
    adds: [],
    databaseOnly: true,
  },
  assignUnderwriter: {
    title: "Assign an underwriter",
    needs: ["risk"],
    adds: [],
    databaseOnly: true,
  },
  addNote: { title: "Add a note", needs: ["risk"], adds: [], databaseOnly: true },
  notifyUsers: { title: "Notify users", needs: [], adds: [], databaseOnly: true },
  wait: { title: "Wait", needs: [], adds: [], databaseOnly: false },
};

export interface ChainStep {
  action: EventActionKind;
  /** An email that attaches the document a step before it generated needs that document. */
  attachPreviousDocument?: boolean;
}

/** What a step needs, its settings included. */
export function stepNeeds(step: ChainStep): EventFacet[] {
  const needs = [...eventActionTypes[step.action].needs];
  if (step.action === "sendEmail" && step.attachPreviousDocument) needs.push("document");
  return needs;
}

export type ChainErrors = Record<string, string>;

/**
 * The chain's errors by field (`actions.{i}.action`, `actions`, `synchronous`), empty when it can
 * run: each step must find what it needs in the event and the steps before it, and a synchronous
 * event (run inside the raising transaction) may only use database actions.
 */
export function checkEventChain(
  event: CompanyEventType,
  steps: readonly ChainStep[],
  { synchronous = false }: { synchronous?: boolean } = {},
): ChainErrors {
  const errors: ChainErrors = {};
  const available = new Set<EventFacet>(companyEventTypes[event].facets);
  steps.forEach((step, i) => {
    const type = eventActionTypes[step.action];
    if (stepNeeds(step).some((facet) => !available.has(facet))) {
      errors[`actions.${i}.action`] = messages.eventActionMismatch;
    } else if (synchronous && !type.databaseOnly) {
      errors[`actions.${i}.action`] = eventMessages.synchronousDatabaseOnly(type.title);
    }
    for (const facet of type.adds) available.add(facet);
  });
  return errors;
}

export const eventMessages = {
  synchronousDatabaseOnly: (title: string) =>
    `A synchronous event runs inside the change that raised it: “${title}” cannot run there. Make the event asynchronous or remove this action`,
} as const;
