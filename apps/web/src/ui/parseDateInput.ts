import customParseFormat from "dayjs/plugin/customParseFormat";
import { dayjs } from "./dayjs.ts";

dayjs.extend(customParseFormat);

/** SPEC §9: the date picker's format. */
export const DATE_FIELD_FORMAT = "MMMM D, YYYY";

// What people type into a date field in this market, besides the field's own format: the ISO
// date, the Australian day-first forms and the written ones.
const TYPED_FORMATS = [
  "YYYY-MM-DD",
  DATE_FIELD_FORMAT,
  "MMM D, YYYY",
  "D/M/YYYY",
  "D-M-YYYY",
  "D.M.YYYY",
  "D MMMM YYYY",
  "D MMM YYYY",
];

/** A typed date as `YYYY-MM-DD`, or null when it is not a whole, real calendar date. */
export function parseDateInput(text: string): string | null {
  const value = text.trim();
  for (const format of TYPED_FORMATS) {
    // Strict: "2024-02-30" and "31/4/2026" are not dates, and "1/2/26" is not 1926.
    const parsed = dayjs(value, format, "en", true);
    if (parsed.isValid()) return parsed.format("YYYY-MM-DD");
  }
  return null;
}
