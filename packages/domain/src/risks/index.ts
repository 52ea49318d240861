export * from "./assignment.ts";
export * from "./endorsements.ts";
export * from "./policy-change-schemas.ts";
export * from "./policy-changes.ts";
export * from "./schemas.ts";
export * from "./transitions.ts";
export * from "./views.ts";
export * from "./workflow.ts";
