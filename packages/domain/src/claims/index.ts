export * from "./ledger.ts";
export * from "./schemas.ts";
