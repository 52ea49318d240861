/**
 * Rating a risk on the product version it is pinned to: answers, underwriting
 * overrides, the insured's state, the transaction's effective date for taxes, the small business
 * declaration, and the underwriter's manual adjustment (a replacement rated premium and a
 * discount on the base premium). No access check: the risks module decides who may rate.
 */
import {
  ChargeType,
  computePremium,
  designMessages,
  InsuranceClass,
  type PremiumBreakdown,
  type RatingResult,
  rateDesign,
  type TProductDetails,
} from "@platform/domain";
import type { DbOrTx } from "../../platform/db/index.ts";
import { raterFor } from "./rater.ts";

export interface PinnedVersion {
  id: number;
  productId: number;
  versionNumber: number;
  details: TProductDetails;
  lockedAt: Date | null;
  usageCount: number;
}

export interface ManualPremium {
  /** Replaces the rated premium (before charges); null keeps the rated one. */
  basePremium: string | null;
  /** Discount in percent of the base premium, shown as its own discount charge. */
  discountPercent: number;
}

export interface PinnedRateInput {
  answers: Record<string, unknown>;
  overrides?: Record<string, unknown>;
  state?: string | null;
  taxDate: string;
  smallBusinessDeclaration?: boolean;
  manual?: ManualPremium | null;
}

export const MANUAL_DISCOUNT_CHARGE = "Underwriter discount";

/** The rating engine's answer for one risk, its premium adjusted by the underwriter's manual figures. */
export async function ratePinnedVersion(
  db: DbOrTx,
  version: PinnedVersion,
  input: PinnedRateInput,
): Promise<RatingResult> {
  const rater = await raterFor(db, version);
  const result = rateDesign(rater.compiled, rater.context, {
    answers: input.answers,
    overrides: input.overrides ?? {},
    state: input.state ?? null,
    taxDate: input.taxDate,
    smallBusinessDeclaration: input.smallBusinessDeclaration === true,
  });
  const manual = input.manual;
  if (!manual || !result.premium) return result;
  if (manual.basePremium === null && manual.discountPercent === 0) return result;
  const settings = rater.compiled.design.premium;
  const premium: PremiumBreakdown = computePremium({
    ratedPremium: manual.basePremium ?? result.premium.ratedPremium,
    charges: [
      ...settings.charges.map((c) => ({
        name: c.name,
        type: c.type,
        ...(c.amount !== null ? { amount: c.amount } : { percent: c.percent ?? 0 }),
      })),
      ...(manual.discountPercent > 0
        ? [
            {
              name: MANUAL_DISCOUNT_CHARGE,
              type: ChargeType.DiscountCharge,
              percent: manual.discountPercent,
            },
          ]
        : []),
    ],
    country: rater.context.country,
    ...(rater.context.country === "AU" ? { state: stateOf(result.premium) } : {}),
    insuranceClass: rater.context.insuranceClassId ?? InsuranceClass.Liability,
    taxDate: input.taxDate,
    smallBusinessDeclaration: input.smallBusinessDeclaration === true,
    brokerCommissionPercent: settings.brokerCommissionPercent,
    adminFee: settings.adminFee,
  });
  return { ...result, premium, premiumError: premium ? null : designMessages.premiumMissing };

  function stateOf(_rated: PremiumBreakdown) {
    const path = settings.stateQuestion;
    let value: unknown = input.answers;
    if (path) {
      for (const part of path.split(".")) {
        value =
          typeof value === "object" && value !== null
            ? (value as Record<string, unknown>)[part]
            : undefined;
      }
    }
    return (typeof value === "string" ? value : input.state) as never;
  }
}
