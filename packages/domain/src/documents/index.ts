export * from "./data-model.ts";
export * from "./folder-tree.ts";
export * from "./format.ts";
export * from "./from-risk.ts";
export * from "./sample.ts";
export * from "./schemas.ts";
export * from "./tree.ts";
export * from "./views.ts";
