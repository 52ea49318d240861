/** Underwriting statuses (workflow configuration): the public API for other modules. */
export { moveOnWorkflowEvent } from "./move-on-event.ts";
export { defaultStatusFor, findStatus, ownStatusIds, presentStatus } from "./statuses.ts";
