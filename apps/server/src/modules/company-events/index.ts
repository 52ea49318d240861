export type { StoredEventAction } from "./tables.ts";
export { companyEvents } from "./tables.ts";
export { WEBHOOK_SECRET_OVERLAP_MS, webhookSecretsOf } from "./webhook-secrets.ts";
