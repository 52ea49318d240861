/** The renewals module's public API: routes, the renewal job, the chain guard. */
import "./chain.ts";

export { inChainOf, liveSuccessors } from "./chain.ts";
export { renewalInvitationDays } from "./invitation-days.ts";
export { RENEWAL_SWEEP_JOB, renewalJobs, sweepRenewals } from "./sweep.ts";
