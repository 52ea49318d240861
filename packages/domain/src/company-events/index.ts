export * from "./actions.ts";
export * from "./catalogue.ts";
export * from "./schemas.ts";
