/** Syndicates: the public API other modules use. */
export { ownSyndicates } from "./lookup.ts";
export { presentSyndicate } from "./present.ts";
