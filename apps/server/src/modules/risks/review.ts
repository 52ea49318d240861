/**
 * The underwriter's review of a referred (or quoted) submission: quote (within authority or once
 * approved), decline with a reason, a manual premium or discount with a reason, and underwriting
 * formula overrides. An adjustment or override re-rates the risk and, on a quote, sends it back
 * to Referred: the changed premium is quoted again (and approved when beyond authority). On a
 * mid-term adjustment they set the new annual terms and the change is priced again from them
 * (review-change.ts); a cancellation or reinstatement is refused.
 */
import { type ApprovalState, TransactionStatus } from "@platform/domain";
import { eq } from "drizzle-orm";
import type { Actor } from "../../platform/actor/index.ts";
import { invalid } from "../../platform/http/errors.ts";
import { todayIn } from "../rating/index.ts";
import { placementOf, quoteNeeds, withinAuthority } from "./authority.ts";
import { assertAction, mainTransaction, mirror, updateCurrent } from "./change.ts";
import type { LoadedPackage } from "./load.ts";
import { rateTransaction } from "./rate.ts";
import { assertRepriceable, changeColumns } from "./review-change.ts";
import { riskTransactions } from "./tables.ts";

/** The broker user of the package, in the broker's company (who hears of a quote or decline). */
export const toBroker = (loaded: LoadedPackage) => [
  { userId: loaded.row.brokerUserId, companyId: loaded.row.brokerCompanyId },
];

/** Whether the acting underwriter may quote the package's current transactions without approval. */
export async function actingAuthority(
  tx: Parameters<typeof placementOf>[0],
  actor: Actor,
  loaded: LoadedPackage,
) {
  const details = loaded.current[0]!.pinned.version.details;
  const placement = await placementOf(tx, loaded.row, details);
  const needed = quoteNeeds(
    loaded.row,
    loaded.current.map((c) => c.tx),
    todayIn(details.timeZone, actor.now()),
  );
  return {
    placement,
    needed,
    details,
    within: withinAuthority(actor.user.id, details, placement, needed),
  };
}

/** Re-rates one risk's current transaction with changed inputs; a quote returns to Referred. */
export async function rerate(
  tx: Parameters<typeof rateTransaction>[0],
  actor: Actor,
  loaded: LoadedPackage,
  productId: number,
  field: string,
  set: Partial<typeof riskTransactions.$inferInsert>,
) {
  const now = actor.now();
  const main = mainTransaction(loaded);
  assertAction("review", main, { now });
  assertRepriceable(main);
  const target = loaded.current.find((c) => c.pinned.risk.productId === productId);
  if (!target) throw invalid({ [field]: "This product is not part of the risk" });
  const next = { ...target.tx, ...set } as typeof target.tx;
  const rated = await rateTransaction(tx, loaded.row, target.pinned, next);
  // On an adjustment the rated premium is the new annual one; its lines are the change.
  const columns = changeColumns(loaded, target, rated.columns);
  await tx
    .update(riskTransactions)
    .set({ ...set, ...columns, updatedAt: now })
    .where(eq(riskTransactions.id, target.tx.id));
  if (target.tx.status === TransactionStatus.Quoted) {
    await updateCurrent(tx, loaded, {
      status: TransactionStatus.Referred,
      quotedAt: null,
      quoteExpiresAt: null,
      approval: "none" satisfies ApprovalState,
      updatedAt: now,
    });
  }
  await mirror(tx, loaded, now);
  return { ...rated, columns };
}
