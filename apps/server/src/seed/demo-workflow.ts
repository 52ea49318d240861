/** Demo workflow configuration: the underwriting statuses of each demo underwriting agency. */
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
