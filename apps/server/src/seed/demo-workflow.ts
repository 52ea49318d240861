/**
 * Demo workflow configuration: the underwriting statuses of each demo underwriting agency, and
 * an assignment rule so a broker's referral lands with an underwriter without anyone assigning it.
 */
import { type WorkflowEvent, ZAssignmentConditions } from "@platform/domain";
import { assignmentRules } from "../modules/assignment-rules/tables.ts";
import { underwritingStatuses } from "../modules/underwriting-statuses/tables.ts";
import type { DbOrTx } from "../platform/db/index.ts";

/**
 * The board's columns in order. New risks start in the first; a quote, a bind and a decline move
 * a risk to the status set on that event, so the demo book spreads over the board by itself.
 */
export const demoUnderwritingStatuses: readonly {
  name: string;
  colour: string;
  setOn: WorkflowEvent | null;
}[] = [
  { name: "New", colour: "#228be6", setOn: null },
  { name: "In review", colour: "#fab005", setOn: null },
  { name: "Awaiting broker", colour: "#be4bdb", setOn: "quote" },
  { name: "Ready to bind", colour: "#15aabf", setOn: null },
  { name: "Bound", colour: "#40c057", setOn: "bind" },
  { name: "Declined", colour: "#fa5252", setOn: "decline" },
];

export async function seedDemoWorkflow(tx: DbOrTx, companyId: number) {
  await tx
    .insert(underwritingStatuses)
    .values(
      demoUnderwritingStatuses.map((status, position) => ({ companyId, ...status, position })),
    );
}

/** "Every referral" → the agency's underwriters (rotating when several): the demo's auto-assignment. */
export async function seedDemoAssignmentRule(
  tx: DbOrTx,
  companyId: number,
  underwriterUserIds: number[],
) {
  await tx.insert(assignmentRules).values({
    companyId,
    name: "Every referral",
    position: 0,
    conditions: ZAssignmentConditions.parse({}),
    underwriterUserIds,
  });
}
