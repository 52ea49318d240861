import { dayjs } from "../../ui/dayjs.ts";

/** An ISO date (`2026-07-01`) as "1 Jul 2026". */
export function formatIsoDate(date: string): string {
  return dayjs(date).format("D MMM YYYY");
}

/** A date range as "1 Jul 2026 – 30 Jun 2027". */
export function formatPeriod(from: string, to: string): string {
  return `${formatIsoDate(from)} – ${formatIsoDate(to)}`;
}

/** A percentage total for display: at most four decimals, no trailing zeros. */
export function formatPercent(value: number): string {
  return `${Number(value.toFixed(4))}%`;
}
