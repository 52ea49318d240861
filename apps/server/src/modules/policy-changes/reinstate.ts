/**
 * Reinstatement of a cancelled policy (issue 13 part 2): an adjustment effective on the
 * cancellation's date that charges back exactly what the cancellation returned, line by line,
 * and puts the annual premium in force again. The risks the cancellation cancelled (bound with
 * it) are reinstated together; an underwriter's request is quoted, a broker's is referred to the
 * underwriter. Also: withdrawing a quoted or referred change (it lapses as not taken up).
 */
import {
  canReinstate,
  policyChangeMessages,
  quoteExpiresAt,
  reinstatementBreakdown,
  TransactionStatus,
  TransactionType,
} from "@platform/domain";
import type { Actor } from "../../platform/actor/index.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { conflict } from "../../platform/http/errors.ts";
import {
  appendTransactions,
  auditRisk,
  changePackage,
  mirror,
  type NewRiskTransaction,
  tellUsers,
  totalGross,
  updateCurrent,
} from "../risks/index.ts";
import { assertRule, assertWritable, policyInForce } from "./state.ts";

export const reinstatementReferral =
  "A reinstatement requested by the broker is reviewed by the underwriter";

export async function reinstatePolicy(deps: AppDeps, actor: Actor, companyId: number, id: number) {
  return changePackage(deps, actor, companyId, id, async (tx, afterCommit, loaded) => {
    await assertWritable(tx, actor, loaded);
    const now = actor.now();
    const pkg = loaded.row;
    const policy = policyInForce(loaded);
    assertRule(canReinstate(policy.state));
    const cancellation = policy.cancellation;
    if (!cancellation) throw conflict(policyChangeMessages.notCancelled);
    const boundAt = cancellation.boundAt?.getTime();
    const cancelledTogether = policy.risks.filter(
      (r) => r.cancelled && r.lastBound?.boundAt?.getTime() === boundAt,
    );
    const quoted = loaded.side !== "broker";
    const status = quoted ? TransactionStatus.Quoted : TransactionStatus.Referred;
    const rows: NewRiskTransaction[] = cancelledTogether.map((risk) => {
      const can = risk.lastBound!;
      const premium = can.premium ? reinstatementBreakdown(can.premium) : null;
      return {
        riskId: risk.pinned.risk.id,
        riskPackageId: pkg.id,
        type: TransactionType.Adjustment,
        status,
        basedOnTransactionId: can.id,
        reinstatesTransactionId: can.id,
        effectiveDate: can.effectiveDate,
        answers: can.answers,
        overrides: can.overrides,
        discountPercent: can.discountPercent,
        values: can.values,
        premium,
        annualPremium: can.annualPremium,
        basePremium: premium?.basePremium ?? null,
        grossPremium: premium?.grossPremium ?? null,
        amountPayable: premium?.amountPayable ?? null,
        submittedAt: now,
        submittedByUserId: actor.user.id,
        ...(quoted ? { quotedAt: now, quoteExpiresAt: quoteExpiresAt(now) } : {}),
        createdByUserId: actor.user.id,
        createdAt: now,
        updatedAt: now,
      };
    });
    await appendTransactions(tx, rows);
    await mirror(tx, loaded, now, {
      referralReasons: quoted ? [] : [reinstatementReferral],
      quoteWarnedAt: null,
    });
    const word = quoted ? "quoted" : "referred";
    await auditRisk(tx, actor, pkg, "risk.reinstatement_requested", {
      description: `Reinstatement from ${cancellation.effectiveDate} ${word}`,
      cancellationId: cancellation.id,
      grossPremium: totalGross(rows.map((r) => r.grossPremium ?? null)),
    });
    await tellUsers(
      tx,
      afterCommit,
      deps,
      actor,
      pkg,
      [
        { userId: pkg.assignedUnderwriterUserId, companyId: pkg.companyId },
        { userId: pkg.brokerUserId, companyId: pkg.brokerCompanyId },
      ],
      `risk.${word}`,
      `reinstatement ${word}`,
    );
  });
}

/** Withdraws the quoted or referred change in progress: Not Taken Up, the policy as bound. */
export async function withdrawChange(deps: AppDeps, actor: Actor, companyId: number, id: number) {
  return changePackage(deps, actor, companyId, id, async (tx, _afterCommit, loaded) => {
    await assertWritable(tx, actor, loaded);
    const now = actor.now();
    const open = policyInForce(loaded).openChange;
    if (!open) throw conflict(policyChangeMessages.nothingToWithdraw);
    await updateCurrent(tx, loaded, { status: TransactionStatus.NotTakenUp, updatedAt: now });
    await mirror(tx, loaded, now, { referralReasons: [] });
    await auditRisk(tx, actor, loaded.row, "risk.change_withdrawn", {
      description: `${open.type === TransactionType.Cancellation ? "Cancellation" : "Adjustment"} effective ${open.effectiveDate} withdrawn`,
    });
  });
}
