/** The proposals module's public API: routes, and the broker's read-only guard. */
import "./guard.ts";

export { clientSeesPackages, openProposalOf, proposalOwner } from "./store.ts";
