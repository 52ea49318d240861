import { riskMessages, TransactionStatus } from "@platform/domain";
import { eq } from "drizzle-orm";
import type { Ctx } from "../../platform/context/index.ts";
import { conflict } from "../../platform/http/errors.ts";
import { latestPublished } from "../products/index.ts";
import { changePackage, mainTransaction, mirror } from "./change.ts";
import { auditRisk } from "./effects.ts";
import { rateTransaction } from "./rate.ts";
import { risks, riskTransactions } from "./tables.ts";

/**
 * Moves every risk to its product's newest published version (while Initiated or Referred) and,
 * past Initiated, re-rates it there.
 */
export async function migrateRisk(ctx: Ctx, input: { riskPackageId: number }) {
  const { actor } = ctx;
  return changePackage(ctx, {
    riskPackageId: input.riskPackageId,
    work: async (tx, _afterCommit, loaded) => {
      const main = mainTransaction(loaded);
      if (main.status !== TransactionStatus.Initiated && main.status !== TransactionStatus.Referred)
        throw conflict(riskMessages.editOnlyInitiated);
      const now = actor.now();
      const moved: { productId: number; from: number; to: number }[] = [];
      for (const c of loaded.current) {
        const newest = await latestPublished(tx, c.pinned.risk.productId);
        if (!newest || newest.id === c.pinned.version.id) continue;
        await tx
          .update(risks)
          .set({ productVersionId: newest.id })
          .where(eq(risks.id, c.pinned.risk.id));
        moved.push({
          productId: c.pinned.risk.productId,
          from: c.pinned.version.id,
          to: newest.id,
        });
        if (c.tx.status !== TransactionStatus.Initiated) {
          const rated = await rateTransaction(
            tx,
            loaded.row,
            { ...c.pinned, version: newest },
            c.tx,
          );
          await tx
            .update(riskTransactions)
            .set({ ...rated.columns, updatedAt: now })
            .where(eq(riskTransactions.id, c.tx.id));
        }
      }
      await mirror(tx, loaded, now);
      await auditRisk(tx, actor, loaded.row, "risk.migrated", { moved });
    },
  });
}
