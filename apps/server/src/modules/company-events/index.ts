/**
 * The public face of the company-events module: the port the raising modules are given, its
 * jobs, and the webhook secrets a chain signs with.
 */
export { sweepAheadEvents } from "./ahead-sweep.ts";
export { companyEventJobs } from "./jobs.ts";
export { companyEventsPort } from "./raise.ts";
export { RUN_JOB } from "./run-chain.ts";
export type { StoredEventAction } from "./tables.ts";
export { companyEvents } from "./tables.ts";
export { WEBHOOK_SECRET_OVERLAP_MS, webhookSecretsOf } from "./webhook-secrets.ts";
