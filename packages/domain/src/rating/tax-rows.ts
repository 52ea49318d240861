import type { AustralianState, Country, InsuranceClassId } from "../enums.ts";

/**
 * Tax and levy tables. A row applies from `effectiveFrom` (inclusive) until a later row of the same
 * scope (country, or state and insurance class); to change a rate, append a row with the new rate
 * and date and keep the old one so past transactions re-rate identically. Rates are fractions
 * (`"0.09"` = 9 %). Every row names the page its figure was read from (`source`) and says in
 * `note` what that page states; where the page did not confirm a figure or a date, the note says
 * so. The stamp duty table answers for every state and class from 1 January 2020 (reports go back
 * to then): a row whose rate was set before that date starts at the date the law set it when the
 * source gives one, otherwise at 2020-01-01 with a note.
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
  /** The insurance classes this row prices; omitted for every class. */
  classes?: readonly InsuranceClassId[];
  /** Classes in scope that are exempt from this state's duty (their rate is 0). */
  exemptClasses?: readonly InsuranceClassId[];
  /**
   * Classes in scope exempt when the insured has declared itself a small business for the cover
   * (`smallBusinessDeclaration` on the risk). Only NSW has such an exemption (Duties Act 1997
   * s 259B).
   */
  smallBusinessExemptClasses?: readonly InsuranceClassId[];
}

export interface LevyRateRow extends TaxRateRow {
  country: Country;
  /** Omitted for a country-wide levy. */
  state?: AustralianState;
  classes: InsuranceClassId[];
}
