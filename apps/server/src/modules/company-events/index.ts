/** The public face of the company-events module: the port the raising modules are given, and its job. */

export { sweepAheadEvents } from "./ahead-sweep.ts";
export { companyEventJobs } from "./jobs.ts";
export { companyEventsPort } from "./raise.ts";
export { RUN_JOB } from "./run-chain.ts";
