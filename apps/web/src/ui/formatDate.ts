/**
 * Dates in the browser's time zone, as dayjs's "D MMMM YYYY" and "D MMMM YYYY, h:mm A" wrote
 * them, so list pages need not load dayjs to show one.
 *
 * Written from the Date's own fields rather than with Intl.DateTimeFormat: a page's first
 * DateTimeFormat loads the browser's date data, 25-30 ms of main thread (110-125 ms at
 * Lighthouse's 4x slowdown), which the products list paid on its first render.
 */
import { monthNames } from "@platform/domain/months";

/** A full date for account details, e.g. "3 March 2025". */
export function formatDate(seconds: number): string {
  const date = new Date(seconds * 1000);
  return `${date.getDate()} ${monthNames[date.getMonth()]} ${date.getFullYear()}`;
}

/** e.g. "3 March 2025, 2:05 PM". */
export function formatDateTime(seconds: number): string {
  const date = new Date(seconds * 1000);
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, "0");
  return `${formatDate(seconds)}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? "AM" : "PM"}`;
}
