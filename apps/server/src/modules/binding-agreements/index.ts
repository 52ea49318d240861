/** Binding agreements: the public API other modules use. */
export { periodVersioning } from "./period-versioned.ts";
export { type PlacementTerms, placementErrors, placementTerms } from "./placement.ts";
export { findVisibleAgreement } from "./service.ts";
