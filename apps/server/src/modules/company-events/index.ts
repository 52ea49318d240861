/** The public face of the company-events module: the port the raising modules are given, and its job. */
export { companyEventsPort } from "./raise.ts";
export { companyEventJobs, RUN_JOB } from "./run-chain.ts";
