/**
 * Demo workflow configuration: the underwriting statuses of each demo underwriting agency, and
 * an assignment rule so a broker's referral lands with an underwriter without anyone assigning it.
 */
import { ZAssignmentConditions } from "@platform/domain";
import { assignmentRules } from "../modules/assignment-rules/tables.ts";
import { underwritingStatuses } from "../modules/underwriting-statuses/tables.ts";
import type { DbOrTx } from "../platform/db/index.ts";

export const demoUnderwritingStatuses = [
  { name: "New", colour: "#228be6" },
  { name: "In review", colour: "#fab005" },
  { name: "Awaiting broker", colour: "#be4bdb" },
  { name: "Ready to bind", colour: "#40c057" },
] as const;

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
