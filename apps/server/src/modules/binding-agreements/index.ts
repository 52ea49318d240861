/** Binding agreements: the public API other modules use. */
export { periodVersioning } from "./period-versioned.ts";
export { type Placement, placementOn } from "./placement.ts";
export { bindingAgreementRoutes } from "./routes.ts";
export { findVisibleAgreement } from "./service.ts";
