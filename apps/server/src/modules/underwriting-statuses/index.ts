/** Underwriting statuses (workflow configuration): the public API for other modules. */
export { defaultStatusFor, findStatus, presentStatus } from "./statuses.ts";
