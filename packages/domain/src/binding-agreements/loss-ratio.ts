/**
 * The loss ratio of a binding agreement's period for its insurer and agency (SPEC §1 "Insurers
 * get real-time bordereaux data and monitor products"): what the claims cost, paid plus
 * outstanding, over the premium earned. Decimal arithmetic throughout; amounts come in as the
 * database's numeric strings.
 */
import { Dec, type DecimalInput, toDec, ZERO } from "../rating/decimal.ts";

/** A bound transaction's gross premium and the term it pays for: `from` inclusive, `to` exclusive. */
export interface EarningTerm {
  gross: DecimalInput;
  /** The effective date (a change earns from its own date to the policy's expiry). */
  from: string;
  /** The policy's expiry date, the first day no longer covered. */
  to: string;
}

/** The days earned so far: both dates inclusive. */
export interface EarningWindow {
  from: string;
  to: string;
}

const DAY = 86_400_000;
const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY;

/**
 * The days of the period earned by `today`: from the period's first day to today or its last
 * day, whichever comes first; null before the period starts.
 */
export function earningWindow(
  period: { dateFrom: string; dateTo: string },
  today: string,
): EarningWindow | null {
  if (today < period.dateFrom) return null;
  return { from: period.dateFrom, to: today < period.dateTo ? today : period.dateTo };
}

/**
 * Daily pro rata: the gross premium spread evenly over the days of its term, and the share of
 * those days that fall inside the window. A term with no days earns nothing.
 */
export function earnedPremium(term: EarningTerm, window: EarningWindow): Dec {
  const termFrom = dayNumber(term.from);
  const termDays = dayNumber(term.to) - termFrom;
  if (termDays <= 0) return ZERO;
  const start = Math.max(termFrom, dayNumber(window.from));
  const end = Math.min(dayNumber(term.to), dayNumber(window.to) + 1);
  if (end <= start) return ZERO;
  return toDec(term.gross)
    .times(end - start)
    .dividedBy(termDays);
}

export interface LossRatio {
  /** Earned premium to the cent. */
  earned: string;
  paid: string;
  outstanding: string;
  /** Paid plus outstanding. */
  incurred: string;
  /** Incurred over earned, in percent to one decimal; null while nothing is earned. */
  percent: string | null;
}

/** The period's loss ratio from its terms and its claims' paid and outstanding totals. */
export function lossRatio(
  terms: readonly EarningTerm[],
  window: EarningWindow | null,
  claims: { paid: DecimalInput; outstanding: DecimalInput },
): LossRatio {
  const earned = window
    ? terms.reduce((sum, term) => sum.plus(earnedPremium(term, window)), new Dec(0))
    : ZERO;
  const paid = toDec(claims.paid);
  const outstanding = toDec(claims.outstanding);
  const incurred = paid.plus(outstanding);
  return {
    earned: earned.toFixed(2),
    paid: paid.toFixed(2),
    outstanding: outstanding.toFixed(2),
    incurred: incurred.toFixed(2),
    percent: earned.greaterThan(0) ? incurred.dividedBy(earned).times(100).toFixed(1) : null,
  };
}
