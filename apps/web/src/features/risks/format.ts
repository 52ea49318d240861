import { dayjs } from "../../ui/dayjs.ts";

/** Badge colours of the transaction statuses (SPEC §3). */
export const statusColours: Record<number, string> = {
  1: "gray",
  2: "blue",
  3: "teal",
  4: "red",
  5: "orange",
  6: "dark",
  7: "green",
};

export const transactionStatusIds = [1, 2, 3, 4, 5, 6, 7] as const;
export const transactionTypeIds = [1, 2, 3, 4] as const;
export const insuranceClassIds = [1, 2, 3, 4] as const;

/** Inception plus the term, the day before the anniversary is not used: policies run to the same date. */
export const expiryOf = (inception: string, termMonths: number) =>
  dayjs(inception).add(termMonths, "month").format("YYYY-MM-DD");
