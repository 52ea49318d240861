/**
 * Workflow configuration (SPEC §2): underwriting statuses and assignment rules, their requests
 * and views, and the reorder request both lists share.
 */
import { z } from "zod";
import { australianStates } from "../enums.ts";
import { messages } from "../messages.ts";
import { zId } from "../schemas/primitives.ts";
import { positiveId } from "./ids.ts";
import { riskFieldMessages as m } from "./schemas.ts";

/** `PUT …/reorder`: every id of the list, in the new order. */
export const ZReorder = z.strictObject({
  ids: z.array(zId).min(1).max(500),
});
export type TReorder = z.input<typeof ZReorder>;

export const workflowMessages = {
  reorderMismatch: "List every item once, in the new order",
  underwriterNotEligible: "Choose underwriters of this company who can manage risks",
  statusNotOfCompany: "Choose a status of this company",
} as const;

/**
 * What moves a risk package to a status on its own (SPEC §2 workflow configuration): a quote,
 * a bind or a decline of its transactions. Each event belongs to at most one status of the
 * company; with none configured the package stays where it is.
 */
export const workflowEvents = ["quote", "bind", "decline"] as const;
export type WorkflowEvent = (typeof workflowEvents)[number];

export interface TUnderwritingStatusView {
  id: number;
  name: string;
  colour: string;
  position: number;
  /** The event that moves a risk here, or null (moved by hand only). */
  setOn: WorkflowEvent | null;
}

export interface TAssignmentRuleView {
  id: number;
  name: string;
  position: number;
  active: boolean;
  conditions: TAssignmentConditions;
  underwriters: { id: number; name: string }[];
}

export const ZUnderwritingStatus = z.strictObject({
  name: z
    .string({ error: messages.nameRequired })
    .trim()
    .min(1, messages.nameRequired)
    .max(60, messages.maxLength(60)),
  colour: z.string({ error: messages.required }).regex(/^#[0-9a-fA-F]{6}$/, "Choose a colour"),
  /** Omitted on an update: the status keeps its event. */
  setOn: z
    .enum(workflowEvents, { error: "Choose quote, bind, decline or none" })
    .nullable()
    .optional(),
});
export type TUnderwritingStatusInput = z.input<typeof ZUnderwritingStatus>;

/** `DELETE …/underwriting-statuses/{id}?moveTo=`: active risks must move first (SPEC §4). */
export const underwritingStatusMessages = {
  inUse: "This status has active risks: choose a status to move them to first",
  moveToSelf: "Choose another status",
  /** Two statuses may not claim one event: the risk would not know where to go. */
  eventTaken: (name: string) =>
    `Risks already move to ${name} on this event: choose another event or none`,
} as const;

/** Conditions of an assignment rule; an empty list matches anything. */
export const ZAssignmentConditions = z.strictObject({
  productIds: z.array(positiveId()).default([]),
  classIds: z.array(z.number().int().min(1).max(4)).default([]),
  brokerCompanyIds: z.array(positiveId()).default([]),
  states: z.array(z.enum(australianStates)).default([]),
  minGrossPremium: z.number().min(0).nullable().default(null),
  maxGrossPremium: z.number().min(0).nullable().default(null),
});
export type TAssignmentConditions = z.output<typeof ZAssignmentConditions>;

/** One rule: the first matching rule (by position) picks its underwriter, or rotates in a group. */
export const ZAssignmentRule = z.strictObject({
  name: z.string().trim().min(1, messages.nameRequired).max(100, messages.maxLength(100)),
  conditions: ZAssignmentConditions,
  underwriterUserIds: z.array(positiveId()).min(1, m.underwriterRequired).max(50),
  active: z.boolean().default(true),
});
export type TAssignmentRuleInput = z.input<typeof ZAssignmentRule>;
