/**
 * The one way the web shows a date (docs/decisions.md "Dates on screen"): Australian English
 * (SPEC §9 date locale en-au), day, month, year, "3 March 2025", as the server's messages and
 * the documents write it (`formatDateAu`); with a time, "3 March 2025, 2:05 PM"; absent, "—".
 * Date fields keep their own format (MMMM D, YYYY).
 *
 * Written from the date's own fields rather than with Intl.DateTimeFormat or dayjs: a page's
 * first DateTimeFormat loads the browser's date data, 25-30 ms of main thread (110-125 ms at
 * Lighthouse's 4x slowdown), which the products list paid on its first render.
 */
import { monthNames } from "@platform/domain/months";

const NONE = "—";
const day = (date: number, month: number, year: number) => `${date} ${monthNames[month]} ${year}`;

/** An instant (epoch seconds) on the browser's calendar, e.g. "3 March 2025". */
export function formatDate(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined) return NONE;
  const date = new Date(seconds * 1000);
  return day(date.getDate(), date.getMonth(), date.getFullYear());
}

/** e.g. "3 March 2025, 2:05 PM". */
export function formatDateTime(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined) return NONE;
  const date = new Date(seconds * 1000);
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, "0");
  return `${formatDate(seconds)}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? "AM" : "PM"}`;
}

/**
 * A calendar date as the server sends it (`2025-03-03`: a term's dates, already in the product's
 * time zone) as "3 March 2025", read from its digits so no time zone moves it.
 */
export function formatIsoDate(iso: string | null | undefined): string {
  const match = iso ? /^(\d{4})-(\d{2})-(\d{2})/.exec(iso) : null;
  if (!match) return iso || NONE;
  return day(Number(match[3]), Number(match[2]) - 1, Number(match[1]));
}

/** A range of calendar dates, e.g. "1 July 2026 – 30 June 2027". */
export function formatPeriod(from: string, to: string): string {
  return `${formatIsoDate(from)} – ${formatIsoDate(to)}`;
}
