/**
 * The underwriter's review of a referred (or quoted) submission: quote (within authority or once
 * approved), decline with a reason, a manual premium or discount with a reason, and underwriting
 * formula overrides. An adjustment or override re-rates the risk and, on a quote, sends it back
 * to Referred: the changed premium is quoted again (and approved when beyond authority). On a
 * mid-term adjustment they set the new annual terms and the change is priced again from them
 * (review-change.ts); a cancellation or reinstatement is refused.
 */
import {
  type ApprovalState,
  quoteExpiresAt,
  TransactionStatus,
  type ZFormulaOverrides,
  type ZManualAdjustment,
  type ZRiskDecline,
} from "@platform/domain";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Actor } from "../../platform/actor/index.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { invalid } from "../../platform/http/errors.ts";
import { todayIn } from "../rating/index.ts";
import { placementOf, quoteNeeds, withinAuthority } from "./authority.ts";
import {
  assertAction,
  mainTransaction,
  mirror,
  newerVersionOnPackage,
  premiumComplete,
  updateCurrent,
} from "./change.ts";
import { queueRiskDocuments } from "./documents.ts";
import { auditRisk, tellUsers } from "./effects.ts";
import type { LoadedPackage } from "./load.ts";
import { rateTransaction } from "./rate.ts";
import { assertRepriceable, changeColumns } from "./review-change.ts";
import { riskTransactions } from "./tables.ts";
import { settleCurrent, underwriterChange } from "./underwriter-change.ts";

/** The broker user of the package, in the broker's company (who hears of a quote or decline). */
const toBroker = (loaded: LoadedPackage) => [
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

export async function quoteRisk(deps: AppDeps, actor: Actor, companyId: number, id: number) {
  return underwriterChange(deps, actor, companyId, id, async ({ tx, afterCommit, loaded, now }) => {
    const authority = await actingAuthority(tx, actor, loaded);
    assertAction("quote", mainTransaction(loaded), {
      now,
      withinAuthority: authority.within,
      newerProductVersion: newerVersionOnPackage(loaded),
      premiumComplete: premiumComplete(loaded),
    });
    await updateCurrent(tx, loaded, {
      status: TransactionStatus.Quoted,
      quotedAt: now,
      quotedByUserId: actor.user.id,
      quoteExpiresAt: quoteExpiresAt(now),
      updatedAt: now,
    });
    await mirror(tx, loaded, now, { quoteWarnedAt: null });
    await queueRiskDocuments(deps, tx, afterCommit, loaded, "quote");
    await auditRisk(tx, actor, loaded.row, "risk.quoted", { needed: authority.needed });
    await tellUsers(
      tx,
      afterCommit,
      deps,
      actor,
      loaded.row,
      toBroker(loaded),
      "risk.quoted",
      "quoted",
    );
  });
}

export async function declineRisk(
  deps: AppDeps,
  actor: Actor,
  companyId: number,
  id: number,
  input: z.output<typeof ZRiskDecline>,
) {
  return underwriterChange(deps, actor, companyId, id, async (step) => {
    assertAction("decline", mainTransaction(step.loaded), { now: step.now });
    await settleCurrent(
      deps,
      actor,
      step,
      { status: TransactionStatus.Declined, declineReason: input.reason },
      "risk.declined",
      { reason: input.reason },
      { to: toBroker(step.loaded), type: "risk.declined", message: "declined" },
    );
  });
}

/** Re-rates one risk's current transaction with changed inputs; a quote returns to Referred. */
async function rerate(
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

export async function adjustPremium(
  deps: AppDeps,
  actor: Actor,
  companyId: number,
  id: number,
  input: z.output<typeof ZManualAdjustment>,
) {
  return underwriterChange(deps, actor, companyId, id, async ({ tx, loaded, now }) => {
    const rated = await rerate(tx, actor, loaded, input.productId, "productId", {
      manualBasePremium: input.basePremium,
      discountPercent: String(input.discountPercent),
      adjustmentReason: input.reason,
      adjustedByUserId: actor.user.id,
      adjustedAt: now,
      // A changed premium needs its approval again.
      approval: "none",
      approvalRequestedByUserId: null,
      approvalDecidedByUserId: null,
    });
    await auditRisk(tx, actor, loaded.row, "risk.adjusted", {
      productId: input.productId,
      basePremium: input.basePremium,
      discountPercent: input.discountPercent,
      reason: input.reason,
      grossPremium: rated.columns.grossPremium,
    });
  });
}

export async function overrideFormulas(
  deps: AppDeps,
  actor: Actor,
  companyId: number,
  id: number,
  input: z.output<typeof ZFormulaOverrides>,
) {
  return underwriterChange(deps, actor, companyId, id, async ({ tx, loaded }) => {
    const target = loaded.current.find((c) => c.pinned.risk.productId === input.productId);
    const rated = await rerate(tx, actor, loaded, input.productId, "productId", {
      overrides: input.overrides,
    });
    const unknown = Object.keys(input.overrides).filter(
      (name) =>
        !rated.result.underwritingFormulas.some((f) => f.name === name && f.overridable) &&
        !rated.result.propertyFormulas.some((f) => f.name === name && f.overridable),
    );
    if (unknown.length > 0)
      throw invalid({ [`overrides.${unknown[0]}`]: "This value cannot be overridden" });
    await auditRisk(tx, actor, loaded.row, "risk.overridden", {
      productId: input.productId,
      overrides: input.overrides,
      previous: target?.tx.overrides ?? {},
      grossPremium: rated.columns.grossPremium,
    });
  });
}
