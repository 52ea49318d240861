/** Binding agreements: the public API other modules use. */
export { bindingAgreementRoutes } from "./routes.ts";
export { findVisibleAgreement } from "./service.ts";
