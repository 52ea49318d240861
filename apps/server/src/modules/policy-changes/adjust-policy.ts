/**
 * Mid-term adjustment (ADJ): changed answers from an effective date inside the
 * term, re-rated on each risk's pinned version with the tax rates of that date; the premium lines
 * are the difference of the annual premiums pro rata for the days left (a return negative), with
 * GST, stamp duty, levy and commission by the new-business rules (domain change-premium.ts).
 * Quoted, referred or declined as the product's rules say; bound by the same `/bind`.
 */
import { isDeepStrictEqual } from "node:util";
import {
  adjustmentBreakdown,
  brokerPremiumError,
  canAdjust,
  checkSequence,
  policyChangeMessages,
  policyChangeSettingsOf,
  TransactionStatus,
  TransactionType,
  type ZPolicyAdjust,
} from "@platform/domain";
import type { z } from "zod";
import type { Ctx } from "../../platform/context/index.ts";
import { invalid, unprocessable } from "../../platform/http/errors.ts";
import { type NewRiskTransaction, rateTransaction, totalGross } from "../risks/index.ts";
import {
  changeOutcome,
  changePolicy,
  changeRowBase,
  premiumColumns,
  recordChange,
} from "./frame.ts";
import { assertRule, type RiskInForce, withoutFraction } from "./state.ts";

type AdjustInput = z.output<typeof ZPolicyAdjust>;

/** A manual premium is the underwriter's price for the old terms: a re-rate is reviewed. */
export const manualPremiumReferral =
  "The policy's premium was set by the underwriter: the adjustment needs their review";

export async function adjustPolicy(ctx: Ctx, input: AdjustInput & { riskPackageId: number }) {
  return changePolicy(ctx, {
    riskPackageId: input.riskPackageId,
    work: async (change) => {
      const { tx, loaded, pkg, policy } = change;
      assertRule(canAdjust(policy.state, input.effectiveDate));
      assertRule(checkSequence(policy.lastChangeEffectiveDate, input.effectiveDate));
      const inForce = policy.risks.filter(
        (r): r is RiskInForce & { lastBound: NonNullable<RiskInForce["lastBound"]> } =>
          r.lastBound !== null && !r.cancelled,
      );
      input.addOns.forEach((addOn, index) => {
        const risk = policy.risks.find((r) => r.pinned.risk.productId === addOn.productId);
        if (!risk || risk === policy.risks[0])
          throw invalid({ [`addOns.${index}.productId`]: policyChangeMessages.unknownProduct });
        if (!inForce.includes(risk as (typeof inForce)[number]))
          throw invalid({ [`addOns.${index}.productId`]: policyChangeMessages.addOnNotInForce });
      });
      const answersOf = (risk: (typeof inForce)[number]) =>
        risk === policy.risks[0]
          ? (input.answers ?? risk.lastBound.answers)
          : (input.addOns.find((a) => a.productId === risk.pinned.risk.productId)?.answers ??
            risk.lastBound.answers);
      if (inForce.every((r) => isDeepStrictEqual(answersOf(r), r.lastBound.answers)))
        throw invalid({ answers: policyChangeMessages.nothingChanged });

      const rated = await Promise.all(
        inForce.map((r) =>
          rateTransaction(tx, loaded.row, r.pinned, {
            answers: answersOf(r),
            overrides: r.lastBound.overrides,
            effectiveDate: input.effectiveDate,
            manualBasePremium: null,
            discountPercent: r.lastBound.discountPercent,
          }),
        ),
      );
      const errors: Record<string, string[]> = {};
      rated.forEach((r, index) => {
        const risk = inForce[index]!;
        const addOnIndex = input.addOns.findIndex(
          (a) => a.productId === risk.pinned.risk.productId,
        );
        const prefix = risk === policy.risks[0] ? "answers" : `addOns.${addOnIndex}.answers`;
        for (const [path, list] of Object.entries(r.result.answerErrors))
          errors[`${prefix}.${path}`] = list;
      });
      if (Object.keys(errors).length > 0) throw invalid(errors);
      // A product that rates no premium (an add-on without formulas) changes nothing.
      const failed = rated.find(
        (r, i) => r.columns.premium === null && inForce[i]!.annual !== null,
      );
      if (failed) {
        const message = failed.columns.premiumError ?? "The premium could not be rated";
        throw unprocessable(
          change.loaded.side === "broker" ? (brokerPremiumError(message) ?? message) : message,
        );
      }

      const details = inForce[0]!.pinned.version.details;
      const outcome = await changeOutcome(change, details, input.effectiveDate, {
        declines: rated.flatMap((r) =>
          r.columns.rules.filter((x) => x.outcome === "decline").map((x) => x.message),
        ),
        referrals: [
          ...rated.flatMap((r) =>
            r.columns.rules.filter((x) => x.outcome === "refer").map((x) => x.message),
          ),
          ...(inForce.some((r) => r.lastBound.manualBasePremium !== null)
            ? [manualPremiumReferral]
            : []),
        ],
      });
      const rows: NewRiskTransaction[] = inForce.map((risk, index) => {
        const after = rated[index]!.columns.premium;
        const premium =
          after && risk.annual
            ? withoutFraction(
                adjustmentBreakdown({
                  before: risk.annual,
                  after,
                  inception: pkg.inceptionDate,
                  expiry: pkg.expiryDate,
                  effective: input.effectiveDate,
                  fees: policyChangeSettingsOf(risk.pinned.version.details).fees,
                }),
              )
            : null;
        return {
          ...changeRowBase(change, outcome.status, input.effectiveDate),
          riskId: risk.pinned.risk.id,
          type: TransactionType.Adjustment,
          basedOnTransactionId: risk.lastBound.id,
          answers: answersOf(risk),
          overrides: risk.lastBound.overrides,
          discountPercent: risk.lastBound.discountPercent,
          values: rated[index]!.columns.values,
          rules: rated[index]!.columns.rules,
          ...premiumColumns(premium),
          annualPremium: after,
        };
      });
      const word =
        outcome.status === TransactionStatus.Quoted
          ? "quoted"
          : outcome.status === TransactionStatus.Referred
            ? "referred"
            : "declined";
      await recordChange(change, rows, {
        referralReasons: outcome.reasons.map((r) => r.message),
        action: "risk.change_requested",
        audit: {
          description: `Adjustment effective ${input.effectiveDate} ${word}`,
          effectiveDate: input.effectiveDate,
          grossPremium: totalGross(rows.map((r) => r.grossPremium ?? null)),
          reasons: outcome.reasons.map((r) => r.message),
        },
        noun: "adjustment",
        word,
      });
    },
  });
}
