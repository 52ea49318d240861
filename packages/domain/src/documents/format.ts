import { monthNames } from "../months.ts";
import { toDec } from "../rating/decimal.ts";

/** `1234.5` → `$1,234.50`; a negative amount prints as `-$12.00`; not a number → as given. */
export function formatMoney(value: unknown): string {
  if (value === null || value === undefined || value === "") return "";
  let dec: ReturnType<typeof toDec>;
  try {
    dec = toDec(value as string);
  } catch {
    return String(value);
  }
  const [whole, cents] = dec.abs().toFixed(2).split(".");
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${dec.isNegative() && !dec.isZero() ? "-" : ""}$${grouped}.${cents}`;
}

/** `2026-07-01` → `1 July 2026` (AU order); anything else as given. */
export function formatDateAu(value: unknown): string {
  if (value === null || value === undefined) return "";
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(String(value));
  if (!match) return String(value);
  return `${Number(match[3])} ${monthNames[Number(match[2]) - 1]} ${match[1]}`;
}
