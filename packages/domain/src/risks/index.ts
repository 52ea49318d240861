export * from "./transitions.ts";
