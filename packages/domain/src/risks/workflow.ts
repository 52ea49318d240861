/**
 * Workflow configuration views (SPEC §2): underwriting statuses and assignment rules as the
 * API answers them, and the reorder request both lists share.
 */
import { z } from "zod";
import type { TAssignmentConditions } from "./schemas.ts";

/** `PUT …/reorder`: every id of the list, in the new order. */
export const ZReorder = z.strictObject({
  ids: z.array(z.number().int().positive()).min(1).max(500),
});
export type TReorder = z.input<typeof ZReorder>;

export const workflowMessages = {
  reorderMismatch: "List every item once, in the new order",
  underwriterNotEligible: "Choose underwriters of this company who can manage risks",
  statusNotOfCompany: "Choose a status of this company",
} as const;

export interface TUnderwritingStatusView {
  id: number;
  name: string;
  colour: string;
  position: number;
}

export interface TAssignmentRuleView {
  id: number;
  name: string;
  position: number;
  active: boolean;
  conditions: TAssignmentConditions;
  underwriters: { id: number; name: string }[];
}
