/**
 * Calendar dates as whole days since 1970-01-01 (UTC, no time of day, no time zone): the
 * representation used by the formula engine and the pro-rata helpers. Conversion from a
 * wall-clock instant to a date in a product's time zone is the caller's job (dayjs/timezone).
 */

const MS_PER_DAY = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/;

/** Parses `YYYY-MM-DD` (a time part after `T` is ignored) into an epoch day, or `undefined`. */
export function parseIsoDate(text: string): number | undefined {
  const m = ISO_DATE.exec(text);
  if (!m) return undefined;
  const y = Number(m[1]);
  const mo = Number(m[2]);
  const d = Number(m[3]);
  if (mo < 1 || mo > 12 || d < 1 || d > daysInMonth(y, mo)) return undefined;
  // setUTCFullYear, unlike Date.UTC, does not map years 0-99 to 1900-1999.
  return new Date(0).setUTCFullYear(y, mo - 1, d) / MS_PER_DAY;
}

/** Epoch day of a JS Date, taking its UTC calendar date. */
export function epochDayOfDate(date: Date): number {
  return Math.floor(date.getTime() / MS_PER_DAY);
}

/** Epoch day from a `YYYY-MM-DD` string or a Date; throws `RangeError` when invalid. */
export function toEpochDay(value: string | Date): number {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new RangeError("Invalid date");
    return epochDayOfDate(value);
  }
  const day = parseIsoDate(value);
  if (day === undefined) throw new RangeError(`Invalid date: ${value}`);
  return day;
}

export function formatEpochDay(day: number): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  return month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** `{year, month (1-12), day}` of an epoch day. */
export function civilFromEpochDay(day: number): { year: number; month: number; day: number } {
  const d = new Date(day * MS_PER_DAY);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/**
 * Whole years completed between `dob` and `at`. Someone born on 29 February turns a year older
 * on 1 March in common years (their birthday has not happened on 28 February).
 */
export function ageInYears(dob: number, at: number): number {
  const b = civilFromEpochDay(dob);
  const a = civilFromEpochDay(at);
  let years = a.year - b.year;
  if (a.month < b.month || (a.month === b.month && a.day < b.day)) years -= 1;
  return years;
}
