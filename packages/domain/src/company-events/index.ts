export * from "./actions.ts";
export * from "./catalogue.ts";
