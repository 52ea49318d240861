import { dayjs } from "./dayjs.ts";

/** A full date for account details, e.g. "3 March 2025". */
export function formatDate(seconds: number): string {
  return dayjs.unix(seconds).format("D MMMM YYYY");
}

/** e.g. "3 March 2025, 2:05 PM". */
export function formatDateTime(seconds: number): string {
  return dayjs.unix(seconds).format("D MMMM YYYY, h:mm A");
}
