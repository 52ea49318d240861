export * from "./bordereau.ts";
export * from "./bordereau-api.ts";
export * from "./bound-policy-report.ts";
export * from "./cents.ts";
export * from "./writers.ts";
