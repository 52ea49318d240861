/**
 * Display formatting of SPEC §9: money, message timestamps, durations, plurals, time zone
 * labels and the Australian financial year. Pure: "now" is always a parameter.
 */
import Decimal from "decimal.js";
import { type Currency, currencies, defaultCurrency } from "./enums.ts";
import { messages } from "./messages.ts";

// ---------------------------------------------------------------------------------------------
// Money

/** Locale each currency is shown in (SPEC §9). */
export const currencyLocales: Record<Currency, string> = {
  aud: "en-AU",
  usd: "en-US",
  gbp: "en-GB",
  eur: "de-DE",
  nzd: "en-NZ",
};

export type MoneyInput = number | string | bigint | Decimal | null | undefined;

export interface CurrencyFormatOptions {
  /** Two decimals (a fixed-scale amount such as a premium); otherwise whole amounts. */
  fixedScale?: boolean;
}

const decimalText = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;

/**
 * A finite decimal from a number, bigint, Decimal or decimal text (`"1234.5"`, `"-1e3"`),
 * without going through a float for text; null for anything else (including `""`, `"1,000"`,
 * hex, `NaN` and infinities).
 */
export function toDecimal(value: unknown): Decimal | null {
  if (Decimal.isDecimal(value)) return value.isFinite() ? value : null;
  if (typeof value === "number") return Number.isFinite(value) ? new Decimal(value) : null;
  if (typeof value === "bigint") return new Decimal(value.toString());
  if (typeof value === "string") {
    const text = value.trim();
    return decimalText.test(text) ? new Decimal(text) : null;
  }
  return null;
}

function currencyOf(currency: string | null | undefined): Currency {
  const code = currency?.trim().toLowerCase();
  return (currencies as readonly string[]).includes(code ?? "")
    ? (code as Currency)
    : defaultCurrency;
}

const currencyFormatters = new Map<string, Intl.NumberFormat>();

/**
 * Money for display: `$1,234.56` (AUD, USD, NZD), `£1,234.56` (GBP), `1.234,56 €` (EUR, with a
 * non-breaking space). Unknown or missing currency → AUD. Rounded half away from zero to two
 * decimals with `fixedScale`, else to whole amounts. Non-numeric input → `""`.
 */
export function formatCurrency(
  value: MoneyInput,
  currency?: string | null,
  options: CurrencyFormatOptions = {},
): string {
  const amount = toDecimal(value);
  if (!amount) return "";
  const code = currencyOf(currency);
  const places = options.fixedScale ? 2 : 0;
  const key = `${code}:${places}`;
  let formatter = currencyFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(currencyLocales[code], {
      style: "currency",
      currency: code.toUpperCase(),
      minimumFractionDigits: places,
      maximumFractionDigits: places,
    });
    currencyFormatters.set(key, formatter);
  }
  const rounded = amount.toDecimalPlaces(places, Decimal.ROUND_HALF_UP);
  const text = rounded.isZero() ? (0).toFixed(places) : rounded.toFixed(places);
  // Intl formats decimal strings exactly (no float conversion) in current engines.
  return formatter.format(text as unknown as number);
}

// ---------------------------------------------------------------------------------------------
// Time zones

export interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const partFormatters = new Map<string, Intl.DateTimeFormat>();

function partFormatter(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? "";
  let formatter = partFormatters.get(key);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat("en-US", {
        timeZone,
        calendar: "gregory",
        numberingSystem: "latn",
        hourCycle: "h23",
        year: "numeric",
        month: "numeric",
        day: "numeric",
        hour: "numeric",
        minute: "numeric",
        second: "numeric",
      });
    } catch {
      throw new RangeError(messages.invalidTimeZone);
    }
    partFormatters.set(key, formatter);
  }
  return formatter;
}

/** True for an IANA zone name (or alias) the runtime knows. */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    partFormatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** Wall-clock parts of an instant in a time zone (the runtime's zone when omitted). */
export function zonedDateTimeParts(at: Date, timeZone?: string): ZonedParts {
  const formatter = partFormatter(timeZone);
  if (Number.isNaN(at.getTime())) throw new RangeError("Invalid date");
  const parts = formatter.formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value);
  return {
    year: part("year"),
    month: part("month"),
    day: part("day"),
    hour: part("hour") % 24,
    minute: part("minute"),
    second: part("second"),
  };
}

/** Offset from UTC in minutes of a zone at an instant (e.g. 600 for Sydney in winter). */
export function timeZoneOffsetMinutes(timeZone: string, at: Date): number {
  const p = zonedDateTimeParts(at, timeZone);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  const instant = Math.floor(at.getTime() / 1000) * 1000;
  return Math.round((wall - instant) / 60_000);
}

/** `GMT+10:00`, `GMT-05:00`, `GMT+00:00` at the given instant; throws `Invalid timezone`. */
export function timeZoneLabel(timeZone: string, at: Date): string {
  const offset = timeZoneOffsetMinutes(timeZone, at);
  const sign = offset < 0 ? "-" : "+";
  const abs = Math.abs(offset);
  const hh = String(Math.floor(abs / 60)).padStart(2, "0");
  const mm = String(abs % 60).padStart(2, "0");
  return `GMT${sign}${hh}:${mm}`;
}

/**
 * Today's calendar date in a zone, `YYYY-MM-DD`: the date a product's rules compare against
 * (inception backdating, renewal windows, quote validity), never the server's or the browser's.
 */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  const p = zonedDateTimeParts(now, timeZone);
  return `${p.year}-${String(p.month).padStart(2, "0")}-${String(p.day).padStart(2, "0")}`;
}

/** The instant a `YYYY-MM-DD` date starts in a zone (local midnight). */
export function startOfZonedDate(date: string, timeZone: string): Date {
  const [year, month, day] = date.split("-").map(Number);
  return startOfZonedDay(year!, month!, day!, timeZone);
}

/** The instant of midnight at the start of a calendar date in a zone. */
export function startOfZonedDay(year: number, month: number, day: number, timeZone: string): Date {
  const wall = Date.UTC(year, month - 1, day);
  let instant = wall - timeZoneOffsetMinutes(timeZone, new Date(wall)) * 60_000;
  // A second pass settles the offset when the first guess fell across a DST change.
  instant = wall - timeZoneOffsetMinutes(timeZone, new Date(instant)) * 60_000;
  return new Date(instant);
}

// ---------------------------------------------------------------------------------------------
// Message timestamps

const weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

function dayNumber(p: { year: number; month: number; day: number }): number {
  return Math.floor(Date.UTC(p.year, p.month - 1, p.day) / 86_400_000);
}

function weekdayOf(p: { year: number; month: number; day: number }): string {
  return weekdays[new Date(Date.UTC(p.year, p.month - 1, p.day)).getUTCDay()]!;
}

function clockTime(p: ZonedParts): string {
  const hour = p.hour % 12 === 0 ? 12 : p.hour % 12;
  return `${hour}:${String(p.minute).padStart(2, "0")} ${p.hour < 12 ? "AM" : "PM"}`;
}

export interface TimestampOptions {
  /** IANA zone the reader sees times in; the runtime's zone when omitted. */
  timeZone?: string;
}

/**
 * A message or notification time relative to `now` (SPEC §9), by calendar day in the reader's
 * zone:
 * - today: `2:05 PM`
 * - yesterday: `Yesterday 2:05 PM`
 * - 2 to 6 days ago: `Monday 2:05 PM`
 * - otherwise in the same year (including future days): `Mon, Mar 3, 2:05 PM`
 * - another year: `Mon, Mar 3, 2025, 2:05 PM`
 */
export function formatMessageTimestamp(
  at: Date,
  now: Date,
  options: TimestampOptions = {},
): string {
  const p = zonedDateTimeParts(at, options.timeZone);
  const today = zonedDateTimeParts(now, options.timeZone);
  const daysAgo = dayNumber(today) - dayNumber(p);
  const time = clockTime(p);
  if (daysAgo === 0) return time;
  if (daysAgo === 1) return `Yesterday ${time}`;
  if (daysAgo > 1 && daysAgo < 7) return `${weekdayOf(p)} ${time}`;
  const date = `${weekdayOf(p).slice(0, 3)}, ${months[p.month - 1]} ${p.day}`;
  return p.year === today.year ? `${date}, ${time}` : `${date}, ${p.year}, ${time}`;
}

// ---------------------------------------------------------------------------------------------
// Durations and plurals

/**
 * A duration in seconds as `1d 2h 5m 30s`: whole units, largest first, zero units left out,
 * `0s` for less than a second; negative durations get a leading `-`; non-finite → `""`.
 */
export function formatDuration(totalSeconds: number): string {
  if (!Number.isFinite(totalSeconds)) return "";
  const sign = totalSeconds < 0 ? "-" : "";
  let rest = Math.floor(Math.abs(totalSeconds));
  const units: [string, number][] = [
    ["d", 86_400],
    ["h", 3_600],
    ["m", 60],
    ["s", 1],
  ];
  const parts: string[] = [];
  for (const [unit, size] of units) {
    const count = Math.floor(rest / size);
    rest -= count * size;
    if (count > 0) parts.push(`${count}${unit}`);
  }
  return parts.length === 0 ? "0s" : sign + parts.join(" ");
}

/**
 * The word for a count: plural when the count is 0 or above 1 (SPEC §9), so `1 risk`,
 * `0 risks`, `2 risks`. The plural is the word plus `s` unless given.
 */
export function pluralise(word: string, count: number, plural = `${word}s`): string {
  return count === 0 || count > 1 ? plural : word;
}

// ---------------------------------------------------------------------------------------------
// Australian financial year (1 July to 30 June)

export interface FinancialYear {
  /** Calendar year in which it starts (1 July). */
  startYear: number;
  /** Calendar year in which it ends (30 June); the "FY" number, e.g. FY2026. */
  endYear: number;
  /** e.g. `2025-26`. */
  label: string;
  /** `YYYY-07-01`. */
  firstDay: string;
  /** `YYYY-06-30`. */
  lastDay: string;
  /** Midnight starting 1 July in the zone (inclusive). */
  start: Date;
  /** Midnight starting the next 1 July in the zone (exclusive). */
  end: Date;
}

export const DEFAULT_FINANCIAL_YEAR_TIME_ZONE = "Australia/Sydney";

export function australianFinancialYearStarting(
  startYear: number,
  timeZone: string = DEFAULT_FINANCIAL_YEAR_TIME_ZONE,
): FinancialYear {
  const endYear = startYear + 1;
  return {
    startYear,
    endYear,
    label: `${startYear}-${String(endYear % 100).padStart(2, "0")}`,
    firstDay: `${startYear}-07-01`,
    lastDay: `${endYear}-06-30`,
    start: startOfZonedDay(startYear, 7, 1, timeZone),
    end: startOfZonedDay(endYear, 7, 1, timeZone),
  };
}

/** The financial year containing an instant, by its calendar date in the zone. */
export function australianFinancialYear(
  at: Date,
  timeZone: string = DEFAULT_FINANCIAL_YEAR_TIME_ZONE,
): FinancialYear {
  const p = zonedDateTimeParts(at, timeZone);
  return australianFinancialYearStarting(p.month >= 7 ? p.year : p.year - 1, timeZone);
}
