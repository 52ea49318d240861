/**
 * Dates in the browser's time zone with Intl, as dayjs's "D MMMM YYYY" and "D MMMM YYYY, h:mm
 * A" wrote them, so list pages need not load dayjs to show one.
 *
 * The formatters are made on first use: the page's first `Intl.DateTimeFormat` loads the
 * browser's date data, 25-30 ms (110-125 ms at Lighthouse's 4x slowdown), and made when this
 * module loaded, every page paid it, the login page included, which shows no date.
 */
let formats: { date: Intl.DateTimeFormat; time: Intl.DateTimeFormat } | undefined;
function dateFormats() {
  formats ??= {
    date: new Intl.DateTimeFormat("en-AU", { day: "numeric", month: "long", year: "numeric" }),
    time: new Intl.DateTimeFormat("en-AU", { hour: "numeric", minute: "2-digit", hour12: true }),
  };
  return formats;
}

/** A full date for account details, e.g. "3 March 2025". */
export function formatDate(seconds: number): string {
  return dateFormats().date.format(seconds * 1000);
}

/** e.g. "3 March 2025, 2:05 PM". */
export function formatDateTime(seconds: number): string {
  const parts = dateFormats().time.formatToParts(seconds * 1000);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((found) => found.type === type)?.value ?? "";
  return `${formatDate(seconds)}, ${part("hour")}:${part("minute")} ${part("dayPeriod").toUpperCase()}`;
}
