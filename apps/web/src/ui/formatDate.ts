/**
 * Dates in the browser's time zone with Intl, as dayjs's "D MMMM YYYY" and "D MMMM YYYY, h:mm
 * A" wrote them, so list pages need not load dayjs to show one.
 */
const dateFormat = new Intl.DateTimeFormat("en-AU", {
  day: "numeric",
  month: "long",
  year: "numeric",
});
const timeFormat = new Intl.DateTimeFormat("en-AU", {
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
});

/** A full date for account details, e.g. "3 March 2025". */
export function formatDate(seconds: number): string {
  return dateFormat.format(seconds * 1000);
}

/** e.g. "3 March 2025, 2:05 PM". */
export function formatDateTime(seconds: number): string {
  const parts = timeFormat.formatToParts(seconds * 1000);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((found) => found.type === type)?.value ?? "";
  return `${formatDate(seconds)}, ${part("hour")}:${part("minute")} ${part("dayPeriod").toUpperCase()}`;
}
