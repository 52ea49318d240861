export * from "./change-premium.ts";
export { ageInYears, formatEpochDay, toEpochDay } from "./dates.ts";
export { Dec, type DecimalInput, toDec } from "./decimal.ts";
export * from "./formula/index.ts";
export { formatCents, percentOf, roundCents } from "./money.ts";
export * from "./premium.ts";
export * from "./prorata.ts";
export * from "./schemas.ts";
export * from "./taxes.ts";
