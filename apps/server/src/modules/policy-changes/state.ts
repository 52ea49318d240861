/**
 * A bound policy as the change rules see it, read from a loaded risk package: each risk's last
 * bound transaction and the annual premium, answers and inputs in force; whether the policy is
 * cancelled; the effective date of the last bound change (out-of-sequence refusal); and the
 * read-only rule of SPEC §4 for the acting user.
 */
import {
  type ChangeRuleResult,
  type PolicyState,
  type PremiumBreakdown,
  policyChangeMessages,
  riskReadOnly,
  TransactionStatus,
  type TransactionStatusId,
  TransactionType,
} from "@platform/domain";
import type { Actor } from "../../platform/actor/index.ts";
import type { DbOrTx } from "../../platform/db/index.ts";
import { conflict, forbidden, invalid } from "../../platform/http/errors.ts";
import {
  isRenewed,
  type LoadedPackage,
  type PinnedRisk,
  type RiskTransactionRow,
} from "../risks/index.ts";

export interface RiskInForce {
  pinned: PinnedRisk;
  /** The risk's last bound transaction (null: never bound). */
  lastBound: RiskTransactionRow | null;
  /** The annual premium in force (before any cancellation), null when never rated. */
  annual: PremiumBreakdown | null;
  /** The risk's last bound transaction is a cancellation. */
  cancelled: boolean;
}

export interface PolicyInForce {
  state: PolicyState;
  risks: RiskInForce[];
  /** The main risk's bound cancellation (what a reinstatement charges back). */
  cancellation: RiskTransactionRow | null;
  /** Effective date of the latest bound change (ADJ, CAN): nothing may take effect before it. */
  lastChangeEffectiveDate: string | null;
  /** The quoted or referred change in progress, if any. */
  openChange: RiskTransactionRow | null;
}

const S = TransactionStatus;
const isChange = (row: RiskTransactionRow) =>
  row.type === TransactionType.Adjustment || row.type === TransactionType.Cancellation;
const annualOf = (row: RiskTransactionRow) =>
  isChange(row) ? (row.annualPremium ?? null) : row.premium;

export function policyInForce(loaded: LoadedPackage): PolicyInForce {
  const risks: RiskInForce[] = loaded.risks.map((pinned) => {
    let lastBound: RiskTransactionRow | null = null;
    for (const row of loaded.transactions)
      if (row.riskId === pinned.risk.id && row.status === S.Bound) lastBound = row;
    return {
      pinned,
      lastBound,
      annual: lastBound ? annualOf(lastBound) : null,
      cancelled: lastBound?.type === TransactionType.Cancellation,
    };
  });
  let lastChangeEffectiveDate: string | null = null;
  for (const row of loaded.transactions)
    if (
      row.status === S.Bound &&
      isChange(row) &&
      row.effectiveDate > (lastChangeEffectiveDate ?? "")
    )
      lastChangeEffectiveDate = row.effectiveDate;
  const main = loaded.current[0]?.tx ?? null;
  const mainInForce = risks[0];
  const open =
    main && (main.status === S.Quoted || main.status === S.Referred) && isChange(main)
      ? main
      : null;
  // A declined or lapsed change leaves the policy as it was bound.
  const latestStatus = (
    main && main.status !== S.Declined && main.status !== S.NotTakenUp
      ? main.status
      : mainInForce?.lastBound
        ? S.Bound
        : (main?.status ?? S.Initiated)
  ) as TransactionStatusId;
  return {
    state: {
      latestStatus,
      cancelled: mainInForce?.cancelled ?? false,
      inceptionDate: loaded.row.inceptionDate,
      expiryDate: loaded.row.expiryDate,
    },
    risks,
    cancellation: mainInForce?.cancelled ? mainInForce.lastBound : null,
    lastChangeEffectiveDate,
    openChange: open,
  };
}

/** SPEC §4 read-only rule for the acting user (one statement: is there a later term). */
export async function readOnlyRule(
  db: DbOrTx,
  loaded: LoadedPackage,
  userId: number,
): Promise<ChangeRuleResult> {
  if (!loaded.canManage)
    return { allowed: false, reason: "You do not have permission to edit this item" };
  return riskReadOnly({
    side: loaded.side,
    isAssignedUnderwriter: loaded.row.assignedUnderwriterUserId === userId,
    hasAssignee: loaded.row.assignedUnderwriterUserId !== null,
    isLatestInChain: !(await isRenewed(db, loaded.row.id)),
    clientEditing: false,
  });
}

/** Refuses a change the acting user may not make on this risk (403 or 409). */
export async function assertWritable(tx: DbOrTx, actor: Actor, loaded: LoadedPackage) {
  const rule = await readOnlyRule(tx, loaded, actor.user.id);
  if (rule.allowed) return;
  if (!loaded.canManage || rule.reason === policyChangeMessages.readOnlyNotAssigned)
    throw forbidden(rule.reason);
  throw conflict(rule.reason);
}

/** Throws the refusal of a change rule: 422 on its field, else 409. */
export function assertRule(rule: ChangeRuleResult) {
  if (rule.allowed) return;
  if (rule.field) throw invalid({ [rule.field]: rule.reason });
  throw conflict(rule.reason);
}

/** A change breakdown as stored: the lines, without the fraction that priced them. */
export function withoutFraction<T extends { change: unknown }>({
  change: _fraction,
  ...lines
}: T): Omit<T, "change"> {
  return lines;
}
