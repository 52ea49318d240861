export * from "./schemas.ts";
export * from "./transitions.ts";
