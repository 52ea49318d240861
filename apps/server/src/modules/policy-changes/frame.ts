/**
 * The frame every change to a bound policy shares (adjust, cancel, reinstate, withdraw): the risk
 * package loaded and locked, the acting user allowed to change it (SPEC §4 read-only rule) and the
 * policy in force read from it; then the change's own pricing; then the transactions appended,
 * the package mirrored, the audit row written and the underwriter and the broker told.
 */
import {
  backdateDays,
  type PremiumBreakdown,
  quoteExpiresAt,
  submitOutcome,
  type TProductDetails,
  TransactionStatus,
  type TransactionStatusId,
} from "@platform/domain";
import type { AuditAction } from "../../platform/audit/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import type { Tx } from "../../platform/db/index.ts";
import type { AfterCommit } from "../../platform/db/transaction.ts";
import { todayIn } from "../rating/index.ts";
import {
  allowedBackdateDays,
  appendTransactions,
  auditRisk,
  changePackage,
  type LoadedPackage,
  mirror,
  type NewRiskTransaction,
  placementOf,
  type RiskPackageRow,
  tellUsers,
  underwriterSide,
} from "../risks/index.ts";
import { assertWritable, type PolicyInForce, policyInForce } from "./state.ts";

/** What a change works with inside its database transaction. */
export interface PolicyChange {
  /** The use case's context: who is acting and the dependencies the notices go through. */
  ctx: Ctx;
  tx: Tx;
  afterCommit: AfterCommit;
  loaded: LoadedPackage;
  pkg: RiskPackageRow;
  policy: PolicyInForce;
  now: Date;
}

/** Runs `work` on the locked package once the acting user may change the policy; answers the view. */
export function changePolicy(
  ctx: Ctx,
  input: { riskPackageId: number; work: (change: PolicyChange) => Promise<void> },
) {
  const { actor } = ctx;
  const { riskPackageId, work } = input;
  return changePackage(ctx, {
    riskPackageId,
    work: async (tx, afterCommit, loaded) => {
      await assertWritable(tx, actor, loaded);
      await work({
        ctx,
        tx,
        afterCommit,
        loaded,
        pkg: loaded.row,
        policy: policyInForce(loaded),
        now: actor.now(),
      });
    },
  });
}

/**
 * Quoted, referred or declined: the rules' declines and referrals, and a referral when the
 * effective date is backdated beyond the acting user's authority on the product's placement.
 */
export async function changeOutcome(
  change: PolicyChange,
  details: TProductDetails,
  effectiveDate: string,
  rules: { declines: string[]; referrals: string[] },
) {
  const placement = await placementOf(change.tx, change.pkg, details);
  const today = todayIn(details.timeZone, change.now);
  return submitOutcome({
    ...rules,
    incomplete: false,
    backdatedBeyondAuthority:
      backdateDays(effectiveDate, today) >
      allowedBackdateDays(change.loaded.side, change.ctx.actor.user.id, details, placement),
    overNotifiablePremium: false,
  });
}

/** The columns every change transaction of the package shares: status, dates and who made it. */
export function changeRowBase(
  change: PolicyChange,
  status: TransactionStatusId,
  effectiveDate: string,
) {
  const { now } = change;
  const { actor } = change.ctx;
  return {
    riskPackageId: change.pkg.id,
    status,
    effectiveDate,
    submittedAt: now,
    submittedByUserId: actor.user.id,
    ...(status === TransactionStatus.Quoted
      ? { quotedAt: now, quoteExpiresAt: quoteExpiresAt(now) }
      : {}),
    createdByUserId: actor.user.id,
    createdAt: now,
    updatedAt: now,
  };
}

/** The premium lines of a change and their totals, as stored (null when nothing was rated). */
export function premiumColumns(premium: PremiumBreakdown | null) {
  return {
    premium,
    basePremium: premium?.basePremium ?? null,
    grossPremium: premium?.grossPremium ?? null,
    amountPayable: premium?.amountPayable ?? null,
  };
}

/**
 * Writes the change: its transactions, the package mirror (with the referral reasons), the audit
 * row and a `risk.{word}` notice (`{noun} {word}`) to the assigned underwriter and the broker.
 */
export async function recordChange(
  change: PolicyChange,
  rows: NewRiskTransaction[],
  record: {
    referralReasons: string[];
    action: AuditAction;
    audit: Record<string, unknown>;
    noun: string;
    word: string;
  },
) {
  const { tx, pkg, ctx } = change;
  const { actor } = ctx;
  await appendTransactions(tx, rows);
  await mirror(tx, change.loaded, change.now, {
    referralReasons: record.referralReasons,
    quoteWarnedAt: null,
  });
  await auditRisk(tx, actor, pkg, record.action, record.audit);
  await tellUsers(
    tx,
    change.afterCommit,
    ctx,
    actor,
    pkg,
    [
      ...(await underwriterSide(tx, pkg)),
      { userId: pkg.brokerUserId, companyId: pkg.brokerCompanyId },
    ],
    `risk.${record.word}`,
    `${record.noun} ${record.word}`,
  );
}
