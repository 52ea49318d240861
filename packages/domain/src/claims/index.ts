export * from "./fees.ts";
export * from "./ledger.ts";
export * from "./schemas.ts";
