export * from "./json-schema.ts";
export * from "./model.ts";
export * from "./subsets.ts";
export * from "./validate.ts";
