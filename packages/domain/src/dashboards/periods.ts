/**
 * Dashboard time periods and intervals (SPEC §9): which calendar dates a widget covers and how
 * they are bucketed. Dates are `YYYY-MM-DD` in the company's time zone; the server turns "now"
 * into the company's today before asking, so a Perth dashboard's "today" is Perth's.
 */
import {
  civilFromEpochDay,
  daysInMonth,
  formatEpochDay,
  parseIsoDate,
  toEpochDay,
} from "../rating/dates.ts";

export const periodKinds = [
  "custom",
  "pastMonth",
  "past3Months",
  "past6Months",
  "pastYear",
  "past2Years",
  "today",
  "thisWeek",
  "thisMonth",
  "thisQuarter",
  "thisYear",
  "thisFinancialYear",
] as const;
export type PeriodKind = (typeof periodKinds)[number];

export const intervals = ["none", "day", "week", "month", "quarter", "year"] as const;
export type Interval = (typeof intervals)[number];

/** Inclusive calendar dates. */
export interface DateRange {
  from: string;
  to: string;
}

/** A custom period may span ten years at most: a decade of daily buckets is already too many. */
export const MAX_CUSTOM_DAYS = 3_653;
/** Buckets one widget may draw; a longer series asks for a coarser interval. */
export const MAX_BUCKETS = 750;

const rolling: Partial<Record<PeriodKind, number>> = {
  pastMonth: 1,
  past3Months: 3,
  past6Months: 6,
  pastYear: 12,
  past2Years: 24,
};

/** The same day `months` later (earlier when negative), the last day of a shorter month. */
export function addMonths(date: string, months: number): string {
  const { year, month, day } = civilFromEpochDay(toEpochDay(date));
  const index = year * 12 + (month - 1) + months;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  return isoDate(y, m, Math.min(day, daysInMonth(y, m)));
}

export function addDays(date: string, days: number): string {
  return formatEpochDay(toEpochDay(date) + days);
}

function isoDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** Days from `from` to `to`, both counted. */
export function daysIn(range: DateRange): number {
  return toEpochDay(range.to) - toEpochDay(range.from) + 1;
}

/** The first day of the bucket `date` falls in: weeks start on Monday (ISO 8601, as in AU/NZ). */
export function bucketStart(date: string, interval: Interval): string {
  const epoch = toEpochDay(date);
  const { year, month } = civilFromEpochDay(epoch);
  switch (interval) {
    case "week":
      // 1970-01-01 was a Thursday: (epoch + 3) mod 7 is 0 on Mondays.
      return formatEpochDay(epoch - ((((epoch + 3) % 7) + 7) % 7));
    case "month":
      return isoDate(year, month, 1);
    case "quarter":
      return isoDate(year, month - ((month - 1) % 3), 1);
    case "year":
      return isoDate(year, 1, 1);
    default:
      return date;
  }
}

/** The first day of the next bucket after the one starting at `start`. */
function nextBucket(start: string, interval: Interval): string {
  switch (interval) {
    case "week":
      return addDays(start, 7);
    case "month":
      return addMonths(start, 1);
    case "quarter":
      return addMonths(start, 3);
    case "year":
      return addMonths(start, 12);
    default:
      return addDays(start, 1);
  }
}

/**
 * The dates a period covers on `today`. Rolling periods ("past 3 months") are the months ending
 * today; calendar ones ("this quarter") the whole unit containing today; the Australian financial
 * year runs 1 July to 30 June.
 */
export function periodRange(
  kind: PeriodKind,
  today: string,
  custom?: Partial<DateRange>,
): DateRange {
  const months = rolling[kind];
  if (months) return { from: addDays(addMonths(today, -months), 1), to: today };
  const { year, month } = civilFromEpochDay(toEpochDay(today));
  switch (kind) {
    case "today":
      return { from: today, to: today };
    case "thisWeek": {
      const from = bucketStart(today, "week");
      return { from, to: addDays(from, 6) };
    }
    case "thisMonth":
      return { from: isoDate(year, month, 1), to: isoDate(year, month, daysInMonth(year, month)) };
    case "thisQuarter": {
      const from = bucketStart(today, "quarter");
      return { from, to: addDays(addMonths(from, 3), -1) };
    }
    case "thisYear":
      return { from: isoDate(year, 1, 1), to: isoDate(year, 12, 31) };
    case "thisFinancialYear": {
      const startYear = month >= 7 ? year : year - 1;
      return { from: isoDate(startYear, 7, 1), to: isoDate(startYear + 1, 6, 30) };
    }
    default: {
      const range = { from: custom?.from ?? "", to: custom?.to ?? "" };
      const problem = customRangeProblem(range);
      if (problem) throw new RangeError(problem);
      return range;
    }
  }
}

/**
 * The period before, for a number widget's change: the previous calendar unit (last quarter,
 * last financial year) or the same number of days just before a rolling or custom range.
 */
export function previousRange(kind: PeriodKind, range: DateRange): DateRange {
  const calendarMonths: Partial<Record<PeriodKind, number>> = {
    thisMonth: 1,
    thisQuarter: 3,
    thisYear: 12,
    thisFinancialYear: 12,
  };
  const months = calendarMonths[kind];
  if (months) return { from: addMonths(range.from, -months), to: addDays(range.from, -1) };
  const rollingMonths = rolling[kind];
  if (rollingMonths) {
    const to = addDays(range.from, -1);
    return { from: addDays(addMonths(to, -rollingMonths), 1), to };
  }
  const length = daysIn(range);
  return { from: addDays(range.from, -length), to: addDays(range.from, -1) };
}

/** Why a custom range cannot be used, in the words the form shows; null when it can. */
export function customRangeProblem(range: Partial<DateRange>): string | null {
  const from = range.from ? parseIsoDate(range.from) : undefined;
  const to = range.to ? parseIsoDate(range.to) : undefined;
  if (from === undefined || to === undefined) return "Choose a start and an end date.";
  if (from > to) return "The end date must be on or after the start date.";
  if (to - from + 1 > MAX_CUSTOM_DAYS) return "Choose a period of ten years or less.";
  return null;
}

/**
 * Every bucket's first day for a range, empty ones included (a chart shows a gap as zero, not
 * as a missing month). The first bucket may start before the range (a week starting on Monday).
 */
export function bucketsOf(range: DateRange, interval: Interval): string[] {
  if (interval === "none") return [range.from];
  const buckets: string[] = [];
  for (
    let start = bucketStart(range.from, interval);
    start <= range.to;
    start = nextBucket(start, interval)
  ) {
    buckets.push(start);
    if (buckets.length > MAX_BUCKETS) break;
  }
  return buckets;
}

/** Why an interval cannot draw a range (too many points), or null. */
export function intervalProblem(range: DateRange, interval: Interval): string | null {
  return bucketsOf(range, interval).length > MAX_BUCKETS
    ? "Too many points for this period: choose a longer interval."
    : null;
}
