import { InsuranceClass } from "../enums.ts";
import { Dec } from "./decimal.ts";
import type { StampDutyRateRow } from "./tax-rows.ts";

/*
 * The stamp duty table: one row per state, class scope and start date, each with the page its
 * figure was read from and a note quoting it (see taxes.ts for how a row is chosen, README.md
 * "Stamp duty table" for a summary, docs/decisions.md for what could not be confirmed).
 */

const { ProfessionalIndemnity: PI, Liability, Motor, Property } = InsuranceClass;

/** First date the stamp duty table must answer for (reports go back to it). */
export const stampDutyTableStart = "2020-01-01";
const BEFORE_TABLE =
  "The source gives no start date for this rate: the row starts at the table's start (2020-01-01), the rate being in force then.";

const NSW_TYPES =
  "https://www.revenue.nsw.gov.au/taxes-duties-levies-royalties/insurance-duty/types-of-insurance";
const NSW_SMALL_BUSINESS =
  "https://www.revenue.nsw.gov.au/taxes-duties-levies-royalties/insurance-duty/small-business-exemption";
const VIC_DUTY =
  "https://www.sro.vic.gov.au/businesses-and-organisations/insurance-duty/understanding-insurance-duty";
const VIC_S179 = "http://www5.austlii.edu.au/au/legis/vic/consol_act/da200093/s179.html";
const TAS_RATES = "https://www.sro.tas.gov.au/insurance-duty/rates-of-duty";
const TAS_EXEMPTIONS = "https://www.sro.tas.gov.au/insurance-duty/exemptions";

/** Victoria's business insurance rate steps, Duties Act 2000 (Vic) s 179(4). */
const victorianBusinessSteps: [effectiveFrom: string, rate: string][] = [
  ["2024-07-01", "0.09"],
  ["2025-07-01", "0.08"],
  ["2026-07-01", "0.07"],
  ["2027-07-01", "0.06"],
  ["2028-07-01", "0.05"],
  ["2029-07-01", "0.04"],
  ["2030-07-01", "0.03"],
  ["2031-07-01", "0.02"],
  ["2032-07-01", "0.01"],
  ["2033-07-01", "0"],
];
const VIC_BUSINESS_CLASSES = [PI, Liability, Property] as const;
const VIC_BUSINESS_SCOPE =
  "Business insurance is general insurance in APRA classes Fire and ISR (commercial property), Public and Product Liability, Professional Indemnity, Employers' Liability, Marine and Aviation (Cyber and D&O from 1 January 2025); Commercial Motor is not one of them.";

/**
 * Stamp (insurance) duty on general insurance, applied to premium + levy + GST. One row per state,
 * class scope and start date; see the module comment and README.md ("Stamp duty table").
 */
export const stampDutyRates: readonly StampDutyRateRow[] = [
  // New South Wales: Duties Act 1997 (NSW) ss 233, 234, 259B.
  {
    state: "NSW",
    classes: [Property],
    rate: "0.09",
    effectiveFrom: stampDutyTableStart,
    source: NSW_TYPES,
    note: `Type A, "any general insurance other than type B or type C": 9 per cent of the premium. ${BEFORE_TABLE}`,
  },
  {
    state: "NSW",
    classes: [Liability],
    rate: "0.09",
    effectiveFrom: stampDutyTableStart,
    source: NSW_TYPES,
    smallBusinessExemptClasses: [Liability],
    note: `Type A: 9 per cent. Product and public liability insurance of a small business is exempt for contracts effected or renewed from 1 January 2018 when the insured gives a small business declaration (s 259B(1)(d), ${NSW_SMALL_BUSINESS}; the stored copy of that page held only its menu, so the scope is from s 259B as published and brokers' summaries of it). ${BEFORE_TABLE}`,
  },
  {
    state: "NSW",
    classes: [PI, Motor],
    rate: "0.05",
    effectiveFrom: stampDutyTableStart,
    source: NSW_TYPES,
    smallBusinessExemptClasses: [PI, Motor],
    note: `Type B "includes motor vehicle insurance, aviation insurance, disability income insurance, occupational indemnity insurance…": 5 per cent of the premium (s 234(2)). Small business exemption (s 259B(1)(a), (c)): commercial vehicle insurance for a vehicle used primarily for business purposes, and occupational indemnity other than medical indemnity, from 1 January 2018 with a declaration. ${BEFORE_TABLE}`,
  },
  // Victoria: Duties Act 2000 (Vic) s 179.
  {
    state: "VIC",
    classes: [Motor],
    rate: "0.10",
    effectiveFrom: stampDutyTableStart,
    source: VIC_DUTY,
    note: `"Non-business insurance is charged at 10%" (s 179(1)); commercial motor is not business insurance (SRO draft ruling DA-068, https://sro.vic.gov.au/abolition-duty-business-insurance). ${BEFORE_TABLE}`,
  },
  {
    state: "VIC",
    classes: VIC_BUSINESS_CLASSES,
    rate: "0.10",
    effectiveFrom: stampDutyTableStart,
    source: VIC_S179,
    note: `s 179(4): business insurance effected or renewed "on or before 30 June 2024": 10%. ${VIC_BUSINESS_SCOPE} ${BEFORE_TABLE}`,
  },
  ...victorianBusinessSteps.map(
    ([effectiveFrom, rate]): StampDutyRateRow => ({
      state: "VIC",
      classes: VIC_BUSINESS_CLASSES,
      rate,
      effectiveFrom,
      source: VIC_S179,
      note: `s 179(4): business insurance effected or renewed from ${effectiveFrom}: ${new Dec(rate).times(100).toFixed()}%. "Duty on certain business insurance premiums is reducing by 1% each year from 1 July 2024 until it is abolished on 1 July 2033" (${VIC_DUTY}). The Act keys the rate on the date the contract is effected or renewed.`,
    }),
  ),
  // Queensland: Duties Act 2001 (Qld).
  {
    state: "QLD",
    rate: "0.09",
    effectiveFrom: "2013-08-01",
    source: "https://qro.qld.gov.au/?p=893",
    note: `"The insurance duty rate for both class 1 and class 2 general insurance is 9% of the premium paid (including GST)"; class 2 covers professional indemnity and motor vehicles (other than CTP), class 1 the rest. The start date (contracts entered into and premiums paid from 1 August 2013, before which class 1 was 7.5 % and class 2 5 %) is from a broker's summary of the 2013–14 budget (https://abcomsure.com.au/2013/09/03/new-insurance-duty-rates/), not the QRO page.`,
  },
  // South Australia: Stamp Duties Act 1923 (SA).
  {
    state: "SA",
    rate: "0.11",
    effectiveFrom: "2011-05-01",
    source:
      "https://www.revenuesa.sa.gov.au/stamp-duty-insurance/general-insurance-property-risk-inside-south-australia",
    note: 'General insurers "pay stamp duty at the rate of 11% of premium subject to duty". Before May 2011 the same rate was expressed as $11 per $100 or part (http://www.revenuesa.sa.gov.au/taxes-and-duties/stamp-duties/insurance). No class-specific rate or small business exemption found.',
  },
  // Western Australia: Duties Act 2008 (WA).
  {
    state: "WA",
    rate: "0.10",
    effectiveFrom: stampDutyTableStart,
    source:
      "https://www.wa.gov.au/service/financial-management/taxation-and-duty/self-assess-and-pay-insurance-duty",
    note: `"Duty is calculated at a rate of 10% on the total premium paid in relation to the policy of general insurance"; motor vehicles are named among common general insurance. ${BEFORE_TABLE}`,
  },
  // Tasmania: Duties Act 2001 (Tas).
  {
    state: "TAS",
    classes: [PI, Motor, Property],
    rate: "0.10",
    effectiveFrom: "2012-10-01",
    source: TAS_RATES,
    note: '"The rate of duty for general insurance is 10% of the premium paid including commission payments, intermediary discounts, GST…". "This rate came into effect on 1 October 2012. The previous rate was 8%."',
  },
  {
    state: "TAS",
    classes: [Liability],
    rate: "0",
    effectiveFrom: "2002-07-01",
    source: TAS_EXEMPTIONS,
    exemptClasses: [Liability],
    note: 'Exempt "effective from 1 July 2002": "insurance effected by a separate policy in a distinct sum against a claim for public liability" and public liability in a distinct sum within a package other than a home or contents policy (s 190). Products liability and other liability not in a distinct public liability sum stay dutiable at 10 %: a product mixing them must apportion, which this table does not do.',
  },
  // Northern Territory: Stamp Duty Act 1978 (NT).
  {
    state: "NT",
    rate: "0.10",
    effectiveFrom: stampDutyTableStart,
    source: "https://treasury.nt.gov.au/dtf/territory-revenue-office/stamp-duty",
    note: `The Territory Revenue Office page says duty is imposed on "policies of general insurance" but its stored copy gives no rate; 10 % is from a news report of the 2015–16 budget ("a 10% duty on the premium", https://insurancenews.com.au/regulatory-government/nt-channels-tio-funds-into-flood-mitigation). Not confirmed on a revenue office page. ${BEFORE_TABLE}`,
  },
  // Australian Capital Territory.
  {
    state: "ACT",
    rate: "0",
    effectiveFrom: "2016-07-01",
    source: "http://www.revenue.act.gov.au/duties-and-taxes/abolished-taxes-and-duties/insurance",
    note: '"Duty on general and life insurance was fully abolished on 1 July 2016. For premiums paid on or after 1 July 2016, the rate of duty is nil."',
  },
];
