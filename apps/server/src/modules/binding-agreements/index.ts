/** Binding agreements: the public API other modules use. */

export { findVisibleAgreement } from "./agreements.ts";
export { agreementIdsCarriedBy } from "./carried.ts";
export { periodVersioning } from "./period-versioned.ts";
export { type PlacementTerms, placementErrors, placementTerms } from "./placement.ts";
