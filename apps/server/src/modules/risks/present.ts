/** The risk package view (TRiskPackageView) as the acting side may see it. */
import {
  type ApprovalState,
  brokerPremiumError,
  type TInsured,
  type TRiskPackageView,
  type TRiskTransactionView,
  TransactionStatus,
  termPremium,
} from "@platform/domain";
import type { Actor } from "../../platform/actor/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { todayIn } from "../rating/index.ts";
import { toSeconds } from "../users/index.ts";
import { abilities } from "./access.ts";
import { placementOf, quoteNeeds, withinAuthority } from "./authority.ts";
import { type LoadedPackage, type PinnedRisk, packageNames } from "./load.ts";
import { policyStatusOfLoaded } from "./policy-status.ts";
import { repriceable } from "./review-change.ts";
import type { RiskTransactionRow } from "./tables.ts";
import { premiumComplete } from "./transaction-state.ts";

const referredForReview = "Referred to the underwriter for review";
const seconds = (date: Date | null) => (date ? toSeconds(date) : null);

export interface ViewContext {
  /** The acting user may quote within their authority (underwriter side, current transaction). */
  withinAuthority: boolean;
  names: Awaited<ReturnType<typeof packageNames>>;
}

function presentTransaction(
  tx: RiskTransactionRow,
  pinned: PinnedRisk,
  underwriterSide: boolean,
  adjusters: readonly { id: number; name: string }[],
): TRiskTransactionView {
  const visible = pinned.version.details.ruleMessages;
  return {
    id: tx.id,
    type: tx.type,
    status: tx.status,
    basedOnTransactionId: tx.basedOnTransactionId,
    effectiveDate: tx.effectiveDate,
    quoteExpiresAt: seconds(tx.quoteExpiresAt),
    premium: tx.premium,
    premiumError: underwriterSide ? tx.premiumError : brokerPremiumError(tx.premiumError),
    rules: tx.rules.map((r) => ({
      outcome: r.outcome,
      message:
        underwriterSide || visible[r.outcome === "endorse" ? "endorsement" : r.outcome]
          ? r.message
          : null,
    })),
    values: tx.values
      .filter((v) => underwriterSide || !v.underwriting)
      .map((v) => ({
        name: v.name,
        title: v.title,
        dataType: v.dataType,
        value: v.value,
        ...(v.overridden ? { overridden: true } : {}),
      })),
    manualAdjustment:
      tx.adjustmentReason !== null
        ? {
            basePremium: tx.manualBasePremium,
            discountPercent: Number(tx.discountPercent ?? 0),
            reason: tx.adjustmentReason,
            by: adjusters.find((u) => u.id === tx.adjustedByUserId) ?? null,
            at: seconds(tx.adjustedAt) ?? 0,
          }
        : null,
    approval: tx.approval as ApprovalState,
    declineReason: tx.declineReason,
    cancellationReason: tx.cancellationReason,
    reinstatesTransactionId: tx.reinstatesTransactionId,
    submittedAt: seconds(tx.submittedAt),
    quotedAt: seconds(tx.quotedAt),
    boundAt: seconds(tx.boundAt),
    createdAt: toSeconds(tx.createdAt),
  };
}

/**
 * Why the package was referred, as this side may read it: a refer rule's own message reaches
 * brokers only where the product shows referral messages (SPEC §6); other reasons (backdating,
 * an incomplete proposal, limits) are the broker's business and always shown.
 */
function brokerReferralReasons(
  loaded: LoadedPackage,
  underwriterSide: boolean,
  showReferMessages: boolean | undefined,
): string[] {
  const reasons = loaded.row.referralReasons;
  if (underwriterSide || showReferMessages) return reasons;
  const ruleMessages = new Set(
    loaded.current.flatMap((c) =>
      c.tx.rules.filter((r) => r.outcome === "refer").map((r) => r.message),
    ),
  );
  const shown = reasons.filter((reason) => !ruleMessages.has(reason));
  return shown.length < reasons.length ? [...shown, referredForReview] : shown;
}

export function presentPackage(
  actor: Actor,
  loaded: LoadedPackage,
  ctx: ViewContext,
): TRiskPackageView {
  const { row, side } = loaded;
  const underwriterSide = side !== "broker";
  const main = loaded.current[0];
  const details = main?.pinned.version.details;
  const hideAssignee = side === "broker" && details?.assignment.hideAssignedUnderwriterFromBrokers;
  const newer = loaded.risks.some(
    (p) => (p.latestPublishedVersionNumber ?? 0) > p.version.versionNumber,
  );
  const names = ctx.names;
  return {
    id: row.id,
    reference: row.reference,
    productPackage: { id: row.productPackageId, name: names.packageName },
    underwriterCompany: { id: row.companyId, name: names.underwriterCompanyName },
    brokerCompany: { id: row.brokerCompanyId, name: names.brokerCompanyName },
    brokerUser:
      row.brokerUserId && names.brokerUserName
        ? { id: row.brokerUserId, name: names.brokerUserName }
        : null,
    assignedUnderwriter:
      !hideAssignee && row.assignedUnderwriterUserId && names.assignedName
        ? { id: row.assignedUnderwriterUserId, name: names.assignedName }
        : null,
    underwritingStatus: names.status?.id ? names.status : null,
    insured: row.insured as TInsured,
    inceptionDate: row.inceptionDate,
    expiryDate: row.expiryDate,
    termMonths: row.termMonths,
    policyNumber: row.policyNumber,
    transactionType: row.transactionType,
    transactionStatus: row.transactionStatus,
    policyStatus: policyStatusOfLoaded(loaded, actor.now()),
    termPremium: termPremium(loaded.transactions),
    referralReasons: brokerReferralReasons(loaded, underwriterSide, details?.ruleMessages.refer),
    can: abilities(actor, row, {
      main: main?.tx ?? null,
      withinAuthority: ctx.withinAuthority,
      newerProductVersion: newer,
      premiumComplete: premiumComplete(loaded),
      repriceable: Boolean(main && repriceable(main.tx)),
    }),
    risks: loaded.risks.map((pinned) => ({
      id: pinned.risk.id,
      productId: pinned.risk.productId,
      productName: pinned.productName,
      productKind: pinned.risk.productKind,
      productVersionId: pinned.version.id,
      productVersionNumber: pinned.version.versionNumber,
      answers: lastOf(loaded.transactions, pinned.risk.id)?.answers ?? {},
      transactions: loaded.transactions
        .filter((tx) => tx.riskId === pinned.risk.id)
        .map((tx) => presentTransaction(tx, pinned, underwriterSide, names.adjusters)),
    })),
    createdAt: toSeconds(row.createdAt),
    updatedAt: toSeconds(row.updatedAt),
  };
}

function lastOf(transactions: RiskTransactionRow[], riskId: number) {
  let last: RiskTransactionRow | undefined;
  for (const tx of transactions) if (tx.riskId === riskId) last = tx;
  return last;
}

/** The view of a loaded package for the acting user (two or three statements). */
export async function viewOf(ctx: Ctx, loaded: LoadedPackage): Promise<TRiskPackageView> {
  const { db, actor } = ctx;
  const main = loaded.current[0];
  const referred = main?.tx.status === TransactionStatus.Referred && loaded.side !== "broker";
  const [names, placement] = await Promise.all([
    packageNames(db, loaded.row.id),
    referred ? placementOf(db, loaded.row, main.pinned.version.details) : Promise.resolve(null),
  ]);
  const authorised =
    referred &&
    withinAuthority(
      actor.user.id,
      main.pinned.version.details,
      placement,
      quoteNeeds(
        loaded.row,
        loaded.current.map((c) => c.tx),
        todayIn(main.pinned.version.details.timeZone, actor.now()),
      ),
    );
  return presentPackage(actor, loaded, { names, withinAuthority: Boolean(authorised) });
}
