import type { AustralianState, Country, InsuranceClassId } from "../enums.ts";
import { Dec, ZERO } from "./decimal.ts";

/**
 * Tax and levy tables. Each row applies from `effectiveFrom` (inclusive) until a later row for the
 * same jurisdiction; to change a rate, append a row with the new rate and date and keep the old
 * one so past transactions re-rate identically. Rates are fractions (`"0.09"` = 9 %).
 *
 * The figures are those published for 2025 (see `source`). `effectiveFrom` is the date from which
 * this table uses the row, not necessarily the date the law set the rate: check each revenue
 * office before relying on a figure.
 */
export interface TaxRateRow {
  rate: string;
  effectiveFrom: string;
  source: string;
  note?: string;
}

export interface GstRateRow extends TaxRateRow {
  country: Country;
}

export interface StampDutyRateRow extends TaxRateRow {
  state: AustralianState;
  /** Insurance classes exempt from this state's duty (none encoded by default: fill in as verified). */
  exemptClasses: InsuranceClassId[];
}

export interface LevyRateRow extends TaxRateRow {
  country: Country;
  /** Omitted for a country-wide levy. */
  state?: AustralianState;
  classes: InsuranceClassId[];
}

export const gstRates: readonly GstRateRow[] = [
  {
    country: "AU",
    rate: "0.10",
    effectiveFrom: "2000-07-01",
    source: "https://www.ato.gov.au/businesses-and-organisations/gst-excise-and-indirect-taxes/gst",
  },
  {
    country: "NZ",
    rate: "0.15",
    effectiveFrom: "2010-10-01",
    source: "https://www.ird.govt.nz/gst",
  },
];

const duty = (
  state: AustralianState,
  rate: string,
  source: string,
  note?: string,
): StampDutyRateRow => ({
  state,
  rate,
  effectiveFrom: "2025-01-01",
  source,
  exemptClasses: [],
  ...(note ? { note } : {}),
});

/** Stamp (insurance) duty on general insurance, applied to premium + levy + GST. */
export const stampDutyRates: readonly StampDutyRateRow[] = [
  duty(
    "NSW",
    "0.09",
    "https://www.revenue.nsw.gov.au/taxes-duties-levies-royalties/insurance-duty",
    "Type A general insurance; some classes are charged at a lower rate (not encoded)",
  ),
  duty("VIC", "0.10", "https://www.sro.vic.gov.au/insurance-duty"),
  duty("QLD", "0.09", "https://qro.qld.gov.au/duties/insurance-duty/"),
  duty("SA", "0.11", "https://www.revenuesa.sa.gov.au/taxes-and-duties/insurance-duty"),
  duty("WA", "0.10", "https://www.wa.gov.au/organisation/department-of-finance/insurance-duty"),
  duty("TAS", "0.10", "https://www.sro.tas.gov.au/insurance-duty"),
  duty("NT", "0.10", "https://treasury.nt.gov.au/dtf/territory-revenue-office/stamp-duty"),
  duty(
    "ACT",
    "0",
    "https://www.revenue.act.gov.au/",
    "The ACT has abolished duty on general insurance",
  ),
];

/**
 * Emergency services / fire levies charged as a rate on premium. Empty by default: the NSW
 * emergency services levy is an insurer contribution each insurer prices itself, and the NZ Fire
 * and Emergency levy is charged on the sum insured, not the premium, so neither is a single rate
 * on premium. Pass the product's levy to `computePremium` (`levy: { rate }` or `{ amount }`), or
 * add rows here.
 */
export const emergencyServicesLevyRates: readonly LevyRateRow[] = [];

function latest<T extends TaxRateRow>(
  rows: readonly T[],
  match: (r: T) => boolean,
  date: string,
): T | undefined {
  let best: T | undefined;
  for (const r of rows)
    if (match(r) && r.effectiveFrom <= date && (!best || r.effectiveFrom >= best.effectiveFrom))
      best = r;
  return best;
}

/** GST rate of a country on a date (`YYYY-MM-DD`). */
export function gstRateFor(
  country: Country,
  date: string,
  table: readonly GstRateRow[] = gstRates,
): GstRateRow {
  const row = latest(table, (r) => r.country === country, date);
  if (!row) throw new RangeError(`No GST rate for ${country} on ${date}`);
  return row;
}

/**
 * Stamp duty row of a state on a date, and whether the class is exempt. New Zealand has no
 * insurance duty: call this for AU risks only.
 */
export function stampDutyFor(
  state: AustralianState,
  insuranceClass: InsuranceClassId,
  date: string,
  table: readonly StampDutyRateRow[] = stampDutyRates,
): { row: StampDutyRateRow; rate: Dec; exempt: boolean } {
  const row = latest(table, (r) => r.state === state, date);
  if (!row) throw new RangeError(`No stamp duty rate for ${state} on ${date}`);
  const exempt = row.exemptClasses.includes(insuranceClass);
  return { row, rate: exempt ? ZERO : new Dec(row.rate), exempt };
}

/** Levy row for a risk, or undefined when none applies. A state row wins over a country-wide row. */
export function emergencyServicesLevyFor(
  country: Country,
  state: AustralianState | undefined,
  insuranceClass: InsuranceClassId,
  date: string,
  table: readonly LevyRateRow[] = emergencyServicesLevyRates,
): LevyRateRow | undefined {
  const applies = (r: LevyRateRow) => r.country === country && r.classes.includes(insuranceClass);
  return (
    (state ? latest(table, (r) => applies(r) && r.state === state, date) : undefined) ??
    latest(table, (r) => applies(r) && r.state === undefined, date)
  );
}
