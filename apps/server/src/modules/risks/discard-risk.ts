import { eq } from "drizzle-orm";
import type { Ctx } from "../../platform/context/index.ts";
import { inTransaction } from "../../platform/db/transaction.ts";
import { authorize } from "./access.ts";
import { assertAction } from "./change.ts";
import { auditRisk } from "./effects.ts";
import { runChangeGuards } from "./guards.ts";
import { loadPackage } from "./load.ts";
import { riskPackages } from "./tables.ts";

/** Deletes an Initiated package (its risks and transactions go with it). */
export async function discardRisk(ctx: Ctx, input: { riskPackageId: number }) {
  const { db, actor } = ctx;
  const id = input.riskPackageId;
  await inTransaction(db, async (tx) => {
    const loaded = await loadPackage(tx, actor, id, { lock: true });
    authorize(actor, "change", loaded.row);
    await runChangeGuards(tx, actor, loaded);
    for (const c of loaded.current) assertAction("discard", c.tx, { now: actor.now() });
    await auditRisk(tx, actor, loaded.row, "risk.discarded");
    await tx.delete(riskPackages).where(eq(riskPackages.id, loaded.row.id));
  });
  return { id, discarded: true as const };
}
