/**
 * A binding-agreement section's limits (SPEC §3 Sections): the limit of indemnity a policy may
 * carry (minimum and maximum), the largest premium the agency may write without the insurer
 * (maximum premium limit: above it the risk cannot be bound under the section), and the premium
 * above which the insurer must be told (notifiable premium limit: above it the quote is referred).
 */
import { type DecimalInput, toDec } from "../rating/decimal.ts";

export interface SectionLimits {
  minimumLimit?: DecimalInput | null;
  maximumLimit?: DecimalInput | null;
  maximumPremiumLimit?: DecimalInput | null;
  notifiablePremiumLimit?: DecimalInput | null;
}

export type SectionLimitReason =
  | "belowMinimumLimit"
  | "aboveMaximumLimit"
  | "aboveMaximumPremium"
  | "aboveNotifiablePremium";

export interface SectionLimitDecision {
  /** `bind`: inside every limit; `refer`: an underwriter (and the insurer) must look; `refuse`: cannot bind. */
  outcome: "bind" | "refer" | "refuse";
  reasons: SectionLimitReason[];
}

export const sectionLimitMessages: Record<SectionLimitReason, string> = {
  belowMinimumLimit: "The limit of indemnity is below the section's minimum limit",
  aboveMaximumLimit: "The limit of indemnity is above the section's maximum limit",
  aboveMaximumPremium: "The premium is above the section's maximum premium limit",
  aboveNotifiablePremium: "The premium is above the section's notifiable premium limit",
};

const present = (value: DecimalInput | null | undefined): value is DecimalInput =>
  value !== null && value !== undefined && value !== "";

/** Decides a gross premium and (when the product has one) a limit of indemnity against a section. */
export function decideSectionLimits(
  section: SectionLimits,
  risk: { grossPremium: DecimalInput; limit?: DecimalInput | null },
): SectionLimitDecision {
  const refuse: SectionLimitReason[] = [];
  const premium = toDec(risk.grossPremium);
  if (present(risk.limit)) {
    const limit = toDec(risk.limit);
    if (present(section.minimumLimit) && limit.lessThan(toDec(section.minimumLimit))) {
      refuse.push("belowMinimumLimit");
    }
    if (present(section.maximumLimit) && limit.greaterThan(toDec(section.maximumLimit))) {
      refuse.push("aboveMaximumLimit");
    }
  }
  if (
    present(section.maximumPremiumLimit) &&
    premium.greaterThan(toDec(section.maximumPremiumLimit))
  ) {
    refuse.push("aboveMaximumPremium");
  }
  if (refuse.length > 0) return { outcome: "refuse", reasons: refuse };
  if (
    present(section.notifiablePremiumLimit) &&
    premium.greaterThan(toDec(section.notifiablePremiumLimit))
  ) {
    return { outcome: "refer", reasons: ["aboveNotifiablePremium"] };
  }
  return { outcome: "bind", reasons: [] };
}
