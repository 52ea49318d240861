export * from "./bound-policy-report.ts";
export * from "./writers.ts";
