/**
 * The Bound Policy Data Report (SPEC §2, §5, §7, §9): its query, the §5 date rules
 * (shared by the web form and the server), its file name and its columns. One row per bound
 * transaction (NB, ADJ, CAN, REN) of the company in the range, with its premium lines.
 */
import { z } from "zod";
import { type ReportOutputType, reportOutputTypes, transactionTypeCodes } from "../enums.ts";
import type { PremiumBreakdown } from "../rating/premium.ts";

/** SPEC §9: report dates run from 1 January 2020 to today. */
export const REPORT_EARLIEST_DATE = "2020-01-01";

export const reportMessages = {
  required: "Required",
  beforeEarliest: "The date must not be before 1 January 2020",
  afterToday: "The date must not be after today",
  toBeforeFrom: "The end date must not be before the start date",
} as const;

const DAY_SECONDS = 86_400;
const isoOfSeconds = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);
export const startOfDaySeconds = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 1000;
export const endOfDaySeconds = (iso: string) => startOfDaySeconds(iso) + DAY_SECONDS - 1;

const epochSeconds = z.preprocess(
  (value) => (value === "" || value === undefined || value === null ? undefined : value),
  z.coerce
    .number({ error: reportMessages.required })
    .int(reportMessages.required)
    .min(0, reportMessages.required)
    // 9999-12-31 23:59:59 UTC: past it a Date cannot be written as YYYY-MM-DD.
    .max(253_402_300_799, reportMessages.required),
);

/**
 * `GET /companies/{id}/report/bound-policies?date_from=&date_to=&type=` (SPEC §7): dates in epoch
 * seconds (start and end of day UTC), type csv, json or txt (default csv, SPEC §9).
 */
export const ZBoundPolicyReportQuery = z.object({
  date_from: epochSeconds,
  date_to: epochSeconds,
  type: z.enum(reportOutputTypes).default("csv"),
});
export type TBoundPolicyReportQuery = z.output<typeof ZBoundPolicyReportQuery>;

export type ReportRangeErrors = Partial<Record<"dateFrom" | "dateTo", string>>;

/** SPEC §5 on `YYYY-MM-DD` dates: required, 2020-01-01 to today, dateTo not before dateFrom. */
export function checkReportRange(
  dateFrom: string | null | undefined,
  dateTo: string | null | undefined,
  today: string,
): ReportRangeErrors {
  const errors: ReportRangeErrors = {};
  const check = (key: "dateFrom" | "dateTo", value: string | null | undefined) => {
    if (!value) errors[key] = reportMessages.required;
    else if (value < REPORT_EARLIEST_DATE) errors[key] = reportMessages.beforeEarliest;
    else if (value > today) errors[key] = reportMessages.afterToday;
  };
  check("dateFrom", dateFrom);
  check("dateTo", dateTo);
  if (!errors.dateFrom && !errors.dateTo && dateTo && dateFrom && dateTo < dateFrom)
    errors.dateTo = reportMessages.toBeforeFrom;
  return errors;
}

/** The same rules on the API's epoch seconds; answers the instants to query between. */
export function reportRangeOf(
  query: Pick<TBoundPolicyReportQuery, "date_from" | "date_to">,
  today: string,
): { errors: ReportRangeErrors; from: Date; to: Date } {
  const dateFrom = isoOfSeconds(query.date_from);
  const dateTo = isoOfSeconds(query.date_to);
  const raw = checkReportRange(dateFrom, dateTo, today);
  const errors: ReportRangeErrors = {};
  if (raw.dateFrom) errors.dateFrom = raw.dateFrom;
  if (raw.dateTo) errors.dateTo = raw.dateTo;
  return {
    errors,
    from: new Date(startOfDaySeconds(dateFrom) * 1000),
    to: new Date(endOfDaySeconds(dateTo) * 1000 + 999),
  };
}

/**
 * SPEC §5: moving one date past the other moves the other with it (the form never shows an
 * inverted range).
 */
export function moveReportRange(
  range: { dateFrom: string; dateTo: string },
  change: { dateFrom?: string; dateTo?: string },
): { dateFrom: string; dateTo: string } {
  if (change.dateFrom !== undefined) {
    const dateFrom = change.dateFrom;
    return { dateFrom, dateTo: dateFrom > range.dateTo ? dateFrom : range.dateTo };
  }
  if (change.dateTo !== undefined) {
    const dateTo = change.dateTo;
    return { dateFrom: dateTo < range.dateFrom ? dateTo : range.dateFrom, dateTo };
  }
  return range;
}

/** SPEC §9: the default range is the start of this month to today. */
export function defaultReportRange(today: string): { dateFrom: string; dateTo: string } {
  return { dateFrom: `${today.slice(0, 8)}01`, dateTo: today };
}

/** `bound_policy_report_{yyyyMMdd_HHmmss}.{type}` (SPEC §7), in UTC. */
export function boundPolicyReportFileName(now: Date, type: ReportOutputType): string {
  const iso = now.toISOString();
  const stamp = `${iso.slice(0, 10).replaceAll("-", "")}_${iso.slice(11, 19).replaceAll(":", "")}`;
  return `bound_policy_report_${stamp}.${type}`;
}

/** What one bound transaction contributes to the report. */
export interface BoundTransactionFacts {
  reference: string;
  policyNumber: string | null;
  transactionType: number;
  effectiveDate: string;
  boundAt: Date;
  inceptionDate: string;
  expiryDate: string;
  insuredName: string;
  insuredState: string | null;
  productName: string;
  insuranceClass: string | null;
  brokerName: string;
  currency: string;
  premium: PremiumBreakdown;
}

export interface ReportColumn {
  key: string;
  header: string;
  value: (row: BoundTransactionFacts) => string;
}

/** A line missing from an older stored breakdown is an empty cell, never a failed export. */
const money = (pick: (p: PremiumBreakdown) => string) => (row: BoundTransactionFacts) =>
  pick(row.premium) ?? "";

/** The report's columns, in order; money as decimal strings with two decimals. */
export const boundPolicyColumns: readonly ReportColumn[] = [
  { key: "reference", header: "Reference", value: (r) => r.reference },
  { key: "policyNumber", header: "Policy number", value: (r) => r.policyNumber ?? "" },
  {
    key: "transactionType",
    header: "Transaction type",
    value: (r) =>
      transactionTypeCodes[r.transactionType as 1 | 2 | 3 | 4] ?? String(r.transactionType),
  },
  { key: "effectiveDate", header: "Effective date", value: (r) => r.effectiveDate },
  { key: "boundAt", header: "Bound at (UTC)", value: (r) => r.boundAt.toISOString() },
  { key: "inceptionDate", header: "Inception date", value: (r) => r.inceptionDate },
  { key: "expiryDate", header: "Expiry date", value: (r) => r.expiryDate },
  { key: "insured", header: "Insured", value: (r) => r.insuredName },
  { key: "state", header: "State", value: (r) => r.insuredState ?? "" },
  { key: "product", header: "Product", value: (r) => r.productName },
  { key: "class", header: "Class", value: (r) => r.insuranceClass ?? "" },
  { key: "broker", header: "Broker", value: (r) => r.brokerName },
  { key: "currency", header: "Currency", value: (r) => r.currency.toUpperCase() },
  { key: "basePremium", header: "Base premium", value: money((p) => p.basePremium) },
  { key: "grossPremium", header: "Gross premium", value: money((p) => p.grossPremium) },
  { key: "levy", header: "Emergency services levy", value: money((p) => p.emergencyServicesLevy) },
  { key: "premiumGst", header: "GST on premium", value: money((p) => p.premiumGst) },
  { key: "stampDuty", header: "Stamp duty", value: money((p) => p.stampDuty) },
  { key: "adminFee", header: "Admin fee", value: money((p) => p.adminFee) },
  { key: "adminFeeGst", header: "GST on admin fee", value: money((p) => p.adminFeeGst) },
  { key: "brokerFee", header: "Broker fee", value: money((p) => p.brokerFee) },
  { key: "brokerFeeGst", header: "GST on broker fee", value: money((p) => p.brokerFeeGst) },
  { key: "totalGst", header: "Total GST", value: money((p) => p.totalGst) },
  { key: "amountPayable", header: "Amount payable", value: money((p) => p.amountPayable) },
  { key: "brokerCommission", header: "Broker commission", value: money((p) => p.brokerCommission) },
  {
    key: "brokerCommissionGst",
    header: "GST on broker commission",
    value: money((p) => p.brokerCommissionGst),
  },
  { key: "netPremium", header: "Net premium", value: money((p) => p.netPremium) },
  {
    key: "netToUnderwriter",
    header: "Net to underwriter",
    value: money((p) => p.netToUnderwriter),
  },
];
