import type { AustralianState, Country, InsuranceClassId } from "../enums.ts";
import { Dec, ZERO } from "./decimal.ts";
import { stampDutyRates } from "./stamp-duty-table.ts";

export { stampDutyRates, stampDutyTableStart } from "./stamp-duty-table.ts";

export type {
  GstRateRow,
  LevyRateRow,
  StampDutyRateRow,
  TaxRateRow,
} from "./tax-rows.ts";

import type { GstRateRow, LevyRateRow, StampDutyRateRow, TaxRateRow } from "./tax-rows.ts";

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
    note: "New Zealand has no insurance stamp duty; GST 15 %.",
  },
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

/** Why a risk pays no stamp duty: its class is exempt, a small business declaration, or the insured's own exemption. */
export type StampDutyExemption = "class" | "small-business" | "insured";

export interface StampDutyDeclarations {
  /**
   * The insured has declared itself a small business for this cover (NSW: a small business
   * declaration given when the contract is effected or renewed, Duties Act 1997 s 259C).
   */
  smallBusiness?: boolean;
}

/**
 * Stamp duty of a state for an insurance class on a date: the latest row of that state whose
 * class scope includes the class and whose `effectiveFrom` is on or before the date. A class
 * exemption, or a small business exemption the risk has declared, gives rate 0 with the reason in
 * `exemption`. New Zealand has no insurance duty: call this for AU risks only.
 */
export function stampDutyFor(
  state: AustralianState,
  insuranceClass: InsuranceClassId,
  date: string,
  table: readonly StampDutyRateRow[] = stampDutyRates,
  declarations: StampDutyDeclarations = {},
): { row: StampDutyRateRow; rate: Dec; exempt: boolean; exemption: StampDutyExemption | null } {
  const row = latest(
    table,
    (r) => r.state === state && (r.classes === undefined || r.classes.includes(insuranceClass)),
    date,
  );
  if (!row)
    throw new RangeError(
      `No stamp duty rate for ${state}, insurance class ${insuranceClass}, on ${date}`,
    );
  const exemption: StampDutyExemption | null = row.exemptClasses?.includes(insuranceClass)
    ? "class"
    : declarations.smallBusiness && row.smallBusinessExemptClasses?.includes(insuranceClass)
      ? "small-business"
      : null;
  const exempt = exemption !== null;
  return { row, rate: exempt ? ZERO : new Dec(row.rate), exempt, exemption };
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
