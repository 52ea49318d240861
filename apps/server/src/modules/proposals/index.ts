/** The proposals module's public API (issue 13): routes, and the broker's read-only guard. */
import "./guard.ts";

export { proposalRoutes } from "./routes.ts";
export { clientSeesPackages, openProposalOf } from "./store.ts";
