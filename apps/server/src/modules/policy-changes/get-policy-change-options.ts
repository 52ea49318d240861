/**
 * `GET …/risks/{id}/policy-changes`: whether the acting user may adjust, cancel, reinstate or
 * withdraw a change now (and why not), the cancellation reasons, and the products in force with
 * their annual premium: what the risk page's actions and the change screens need (3 statements
 * beyond the package read).
 */
import {
  type ChangeRuleResult,
  canAdjust,
  canCancel,
  cancellationReasons,
  canReinstate,
  policyChangeMessages,
  type TPolicyChangeOptions,
  todayIn,
} from "@platform/domain";
import type { Ctx } from "../../platform/context/index.ts";
import { loadPackage } from "../risks/index.ts";
import { policyInForce, readOnlyRule } from "./state.ts";

const view = (rule: ChangeRuleResult) => ({
  allowed: rule.allowed,
  reason: rule.allowed ? null : rule.reason,
});

export async function getPolicyChangeOptions(
  ctx: Ctx,
  input: { riskPackageId: number },
): Promise<TPolicyChangeOptions> {
  const { db, actor } = ctx;
  const loaded = await loadPackage(db, actor, input.riskPackageId);
  const policy = policyInForce(loaded);
  const writable = await readOnlyRule(db, loaded, actor.user.id);
  const gate = (rule: ChangeRuleResult) => view(writable.allowed ? rule : writable);
  const earliest =
    policy.lastChangeEffectiveDate && policy.lastChangeEffectiveDate > loaded.row.inceptionDate
      ? policy.lastChangeEffectiveDate
      : loaded.row.inceptionDate;
  const open = policyInForce(loaded).openChange;
  return {
    // The date is chosen on the screen: the rules are checked at the earliest date allowed.
    adjust: gate(canAdjust(policy.state, earliest)),
    cancel: gate(
      canCancel(policy.state, {
        effectiveDate: earliest,
        reason: cancellationReasons[0],
        confirm: true,
      }),
    ),
    reinstate: gate(canReinstate(policy.state)),
    withdraw: gate(
      open ? { allowed: true } : { allowed: false, reason: policyChangeMessages.nothingToWithdraw },
    ),
    cancelled: policy.state.cancelled,
    inceptionDate: loaded.row.inceptionDate,
    expiryDate: loaded.row.expiryDate,
    earliestEffectiveDate: earliest,
    today: todayIn(loaded.risks[0]!.version.details.timeZone, actor.now()),
    reasons: [...cancellationReasons],
    products: policy.risks.map((r) => ({
      productId: r.pinned.risk.productId,
      productName: r.pinned.productName,
      productKind: r.pinned.risk.productKind,
      inForce: r.lastBound !== null && !r.cancelled,
      annualGrossPremium: r.annual?.grossPremium ?? null,
    })),
  };
}
