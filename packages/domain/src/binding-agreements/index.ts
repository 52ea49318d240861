export * from "./authority.ts";
export * from "./limits.ts";
export * from "./loss-ratio.ts";
export * from "./schemas.ts";
export * from "./split.ts";
export * from "./views.ts";
