/** The proposals module's public API: routes, and the broker's read-only guard. */
import "./guard.ts";

export {
  clientSeesPackages,
  latestProposalsTo,
  openProposalOf,
  proposalOwner,
  proposedToClient,
} from "./store.ts";
