export * from "./json-schema.ts";
export * from "./model.ts";
export * from "./validate.ts";
