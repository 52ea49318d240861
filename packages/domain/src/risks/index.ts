export * from "./policy-changes.ts";
export * from "./schemas.ts";
export * from "./transitions.ts";
