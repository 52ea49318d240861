export * from "./compile.ts";
export * from "./csv.ts";
export * from "./demo.ts";
export * from "./rate.ts";
export * from "./schemas.ts";
export * from "./test-run.ts";
export * from "./views.ts";
