export * from "./aggregate.ts";
export * from "./defaults.ts";
export * from "./periods.ts";
export * from "./widgets.ts";
