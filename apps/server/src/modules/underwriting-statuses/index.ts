/** Underwriting statuses (workflow configuration): the public API for other modules. */
export { underwritingStatusRoutes } from "./routes.ts";
export { defaultStatusFor, findStatus, presentStatus } from "./service.ts";
