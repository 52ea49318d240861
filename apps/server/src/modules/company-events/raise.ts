/**
 * Raising a company event (SPEC §2 company events): the companies party to the package whose
 * enabled events of that type fit it each get a run, with the payload the catalogue describes
 * (validated by its schema, under its size limit) and a step per action. A synchronous event runs
 * at once in the raising transaction; an asynchronous one is queued after its delay, in the same
 * transaction, so a change that rolls back raises nothing.
 */
import { randomUUID } from "node:crypto";
import {
  type CompanyEventType,
  companyEventTypes,
  EVENT_PAYLOAD_MAX_BYTES,
  eventPayloadSchema,
} from "@platform/domain";
import type { DbOrTx } from "../../platform/db/index.ts";
import type { AfterCommit } from "../../platform/db/transaction.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import type { CompanyEventsPort, RaisedEvent } from "../../platform/events/index.ts";
import { riskEventFacts } from "../risks/index.ts";
import { matchingEvents } from "./event-facts.ts";
import { presentStepInput } from "./present-runs.ts";
import { queueRun, runInTransaction } from "./run-chain.ts";
import { type CompanyEventRow, companyEventRunSteps, companyEventRuns } from "./tables.ts";

/** The port the raising modules are given (app.ts wires it into the dependencies). */
export function companyEventsPort(deps: AppDeps): CompanyEventsPort {
  return { raise: (tx, afterCommit, event) => raiseEvent(deps, tx, afterCommit, event) };
}

/** The event's `data`: the risk, its transaction when the event carries one, and its own facts. */
async function eventData(tx: DbOrTx, event: RaisedEvent) {
  const facts = await riskEventFacts(tx, event.riskPackageId, event.transactionId);
  const facets: readonly string[] = companyEventTypes[event.type].facets;
  return {
    risk: facts.risk,
    ...(facets.includes("transaction") ? { transaction: facts.transaction } : {}),
    ...event.data,
  };
}

export function eventPayload(
  type: CompanyEventType,
  envelope: { id: string; occurredAt: string; companyId: number },
  data: unknown,
) {
  const payload = eventPayloadSchema(type).parse({ ...envelope, type, data }) as Record<
    string,
    unknown
  >;
  const size = Buffer.byteLength(JSON.stringify(payload));
  if (size > EVENT_PAYLOAD_MAX_BYTES) {
    throw new Error(`The ${type} payload is ${size} bytes, over ${EVENT_PAYLOAD_MAX_BYTES}`);
  }
  return payload;
}

async function raiseEvent(deps: AppDeps, tx: DbOrTx, afterCommit: AfterCommit, event: RaisedEvent) {
  const matches = await matchingEvents(tx, event.type, event.riskPackageId);
  await createRuns(deps, tx, afterCommit, matches, event);
}

/** A run for each of `matches` (company events the event fits), started or queued. */
export async function createRuns(
  deps: AppDeps,
  tx: DbOrTx,
  afterCommit: AfterCommit,
  matches: CompanyEventRow[],
  event: RaisedEvent,
) {
  if (matches.length === 0) return;
  const data = await eventData(tx, event);
  const envelope = { id: `evt_${randomUUID()}`, occurredAt: new Date().toISOString() };
  const runs = await tx
    .insert(companyEventRuns)
    .values(
      matches.map((match) => ({
        companyId: match.companyId,
        companyEventId: match.id,
        eventName: match.name,
        eventType: event.type,
        payload: eventPayload(event.type, { ...envelope, companyId: match.companyId }, data),
        actions: match.actions,
        riskPackageId: event.riskPackageId,
        synchronous: match.synchronous,
        raisedByUserId: event.userId,
      })),
    )
    .returning();
  const steps = await tx
    .insert(companyEventRunSteps)
    .values(
      runs.flatMap((run) =>
        run.actions.map((action, position) => ({
          runId: run.id,
          position,
          name: action.name,
          action: action.action,
          input: presentStepInput(action),
          idempotencyKey: `${run.id}:${position}`,
        })),
      ),
    )
    .returning();
  for (const [index, run] of runs.entries()) {
    const match = matches[index]!;
    if (match.synchronous) {
      const own = steps.filter((s) => s.runId === run.id).sort((a, b) => a.position - b.position);
      await runInTransaction(deps, tx, afterCommit, run, own);
    } else {
      await queueRun(deps, tx, afterCommit, run.id, match.delaySeconds);
    }
  }
}
