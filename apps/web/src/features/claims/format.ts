import { formatDateAu } from "@platform/domain/documents/format";
import { formatCurrency } from "@platform/domain/format";

/** Claim money as the platform shows it (AUD, two decimals). */
export const money = (amount: string | null) =>
  amount === null ? "—" : formatCurrency(amount, "aud", { fixedScale: true }) || amount;

/** A calendar date (`YYYY-MM-DD`) as the platform shows it: "3 March 2026" (AU order). */
export const day = (date: string | null) => (date ? formatDateAu(date) : "—");
