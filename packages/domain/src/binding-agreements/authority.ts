/**
 * Underwriting authority (SPEC §4, §6): an authorised underwriter of a binding agreement holds an
 * authority level (1 highest, 10 lowest), a maximum number of days an inception or effective date
 * may lie in the past, and a maximum discount on base premium. A quote beyond any of them needs
 * approval from an underwriter whose authority covers it.
 */
import { Dec, type DecimalInput, toDec } from "../rating/decimal.ts";

export interface UnderwriterAuthority {
  /** 1 (highest) to 10 (lowest). */
  authorityLevel: number;
  /** 1 to 100 days. */
  maximumBackdateDays: number;
  /** 0 to 100 percent of base premium. */
  maximumDiscountPercent: DecimalInput;
}

export interface AuthorityNeeded {
  /** The level the product or section demands; a level-3 underwriter may act at 3 to 10. */
  authorityLevel?: number;
  /** Days the inception or effective date lies before today (0 or less = not backdated). */
  backdateDays?: number;
  /** Discount on base premium in percent (0 = none). */
  discountPercent?: DecimalInput;
}

export type AuthorityShortfall =
  | "authorityLevel"
  | "backdateDays"
  | "discountPercent"
  | "notAuthorised";

export interface AuthorityDecision {
  allowed: boolean;
  /** Every limit the underwriter lacks, in a fixed order. */
  shortfalls: AuthorityShortfall[];
}

export const authorityMessages: Record<AuthorityShortfall, string> = {
  notAuthorised: "You are not an authorised underwriter of this binding agreement",
  authorityLevel: "The quote needs a higher authority level than yours",
  backdateDays: "The date is backdated further than your authority allows",
  discountPercent: "The discount is larger than your authority allows",
};

/** Whether `underwriter` (null: not authorised on the agreement) may act on what is `needed`. */
export function decideAuthority(
  underwriter: UnderwriterAuthority | null,
  needed: AuthorityNeeded,
): AuthorityDecision {
  if (!underwriter) return { allowed: false, shortfalls: ["notAuthorised"] };
  const shortfalls: AuthorityShortfall[] = [];
  if (needed.authorityLevel !== undefined && underwriter.authorityLevel > needed.authorityLevel) {
    shortfalls.push("authorityLevel");
  }
  if ((needed.backdateDays ?? 0) > underwriter.maximumBackdateDays) shortfalls.push("backdateDays");
  const discount = toDec(needed.discountPercent ?? 0);
  if (discount.greaterThan(toDec(underwriter.maximumDiscountPercent)))
    shortfalls.push("discountPercent");
  return { allowed: shortfalls.length === 0, shortfalls };
}

/**
 * The approvers for what is `needed`: every candidate whose authority covers it, highest authority
 * (lowest level number) first, then by the larger discount and backdate allowance.
 */
export function eligibleApprovers<T extends UnderwriterAuthority>(
  candidates: readonly T[],
  needed: AuthorityNeeded,
): T[] {
  return candidates
    .filter((candidate) => decideAuthority(candidate, needed).allowed)
    .sort(
      (a, b) =>
        a.authorityLevel - b.authorityLevel ||
        new Dec(b.maximumDiscountPercent).comparedTo(new Dec(a.maximumDiscountPercent)) ||
        b.maximumBackdateDays - a.maximumBackdateDays,
    );
}

/** Whole days `date` lies before `today` (both `YYYY-MM-DD`); 0 when on or after today. */
export function backdateDays(date: string, today: string): number {
  const days = (Date.parse(`${today}T00:00:00Z`) - Date.parse(`${date}T00:00:00Z`)) / 86_400_000;
  return Math.max(0, Math.round(days));
}
