import { formatCurrency } from "@platform/domain/format";

/** Claim money as the platform shows it (AUD, two decimals). */
export const money = (amount: string | null) =>
  amount === null ? "—" : formatCurrency(amount, "aud", { fixedScale: true }) || amount;
