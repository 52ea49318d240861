/**
 * The frame of every change to a risk package: one database transaction that locks the package
 * row (two binds of one quote bind once), checks the action against the domain rules, writes the
 * transactions, mirrors the latest one onto the package for the list, and answers the new view.
 */
import {
  type ActionContext,
  type ApprovalState,
  checkRiskAction,
  type RiskAction,
  TransactionStatus,
  type TransactionStatusId,
  type TransactionTypeId,
} from "@platform/domain";
import { eq } from "drizzle-orm";
import type { Ctx } from "../../platform/context/index.ts";
import type { DbOrTx, Tx } from "../../platform/db/index.ts";
import { type AfterCommit, inTransaction } from "../../platform/db/transaction.ts";
import { conflict, invalid } from "../../platform/http/errors.ts";
import { authorize } from "./access.ts";
import { runChangeGuards } from "./guards.ts";
import { currentTransactions, type LoadedPackage, loadPackage, transactionsOf } from "./load.ts";
import { viewOf } from "./present.ts";
import { termGross } from "./rate.ts";
import { type RiskTransactionRow, riskPackages, riskTransactions } from "./tables.ts";
import { isPast } from "./transaction-state.ts";

export async function changePackage(
  ctx: Ctx,
  input: {
    riskPackageId: number;
    work: (tx: Tx, afterCommit: AfterCommit, loaded: LoadedPackage) => Promise<void>;
    side?: "underwriter";
  },
) {
  const { db, actor } = ctx;
  const { riskPackageId: id, work, side } = input;
  await inTransaction(db, async (tx, afterCommit) => {
    const loaded = await loadPackage(tx, actor, id, { lock: true });
    authorize(actor, side === "underwriter" ? "underwrite" : "change", loaded.row);
    await runChangeGuards(tx, actor, loaded);
    await work(tx, afterCommit, loaded);
  });
  return viewOf(ctx, await loadPackage(db, actor, id));
}

/** The main risk's current transaction (they all move together). */
export function mainTransaction(loaded: LoadedPackage): RiskTransactionRow {
  const main = loaded.current[0];
  if (!main) throw conflict("This risk has no transaction");
  return main.tx;
}

/** Refuses (409, or 422 on a field) when the domain rules do not allow `action` now. */
export function assertAction(
  action: RiskAction,
  tx: RiskTransactionRow,
  ctx: ActionContext,
): TransactionStatusId | null {
  const result = checkRiskAction(
    action,
    {
      status: tx.status as TransactionStatusId,
      type: tx.type as TransactionTypeId,
      approval: tx.approval as ApprovalState,
      quoteExpiresAt: tx.quoteExpiresAt,
    },
    ctx,
  );
  if (!result.allowed) {
    if (result.field) throw invalid({ [result.field]: result.reason });
    throw conflict(result.reason);
  }
  return result.to;
}

export { isPast, premiumComplete } from "./transaction-state.ts";

export const newerVersionOnPackage = (loaded: LoadedPackage) =>
  loaded.risks.some((p) => (p.latestPublishedVersionNumber ?? 0) > p.version.versionNumber);

/**
 * Updates every current transaction of the package with the same columns, except past ones (a
 * risk cancelled earlier, e.g. an add-on, keeps its bound cancellation while the others change).
 */
export async function updateCurrent(
  tx: DbOrTx,
  loaded: LoadedPackage,
  set: Partial<typeof riskTransactions.$inferInsert>,
) {
  const open = loaded.current.filter((c) => !isPast(c.tx));
  for (const { tx: current } of open) {
    await tx.update(riskTransactions).set(set).where(eq(riskTransactions.id, current.id));
  }
}

/**
 * Copies the latest transaction's type, status, approval and quote expiry onto the package, and
 * the term's gross premium (`termGross`: the bound total once bound, else the quote's).
 */
export async function mirror(
  tx: DbOrTx,
  loaded: LoadedPackage,
  now: Date,
  extra: Partial<typeof riskPackages.$inferInsert> = {},
) {
  const transactions = await transactionsOf(tx, loaded.row.id);
  const current = currentTransactions(loaded.risks, transactions);
  const main = current[0]?.tx;
  await tx
    .update(riskPackages)
    .set({
      transactionType: main?.type ?? loaded.row.transactionType,
      transactionStatus: main?.status ?? TransactionStatus.Initiated,
      approval: main?.approval ?? "none",
      quoteExpiresAt: main?.quoteExpiresAt ?? null,
      grossPremium: termGross(
        transactions,
        current.map((c) => c.tx.grossPremium),
      ),
      updatedAt: now,
      ...extra,
    })
    .where(eq(riskPackages.id, loaded.row.id));
}
