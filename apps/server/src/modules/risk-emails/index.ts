/** The public face of the risk-emails module: the emails a product sends on its triggers. */
export {
  DELIVER_EMAIL_JOB,
  DELIVERY_RETRIES,
  PREPARE_EMAILS_JOB,
  queueRiskEmails,
  riskEmailJobs,
} from "./send.ts";
export type { RiskEmailRow } from "./tables.ts";
