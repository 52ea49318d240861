export * from "./assignment.ts";
export * from "./policy-changes.ts";
export * from "./proposal-views.ts";
export * from "./renewal-views.ts";
export * from "./schemas.ts";
export * from "./transitions.ts";
export * from "./views.ts";
export * from "./workflow.ts";
