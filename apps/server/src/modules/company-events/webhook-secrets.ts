/**
 * The plain secrets a webhook step signs with: its current one first and, for a day after a
 * rotation, the one it replaced (Standard Webhooks sends one signature per secret, so a receiver
 * still holding the old one keeps verifying while it switches).
 */
import { unseal } from "../../platform/crypto/index.ts";
import { WEBHOOK_SECRET_PURPOSE } from "./event-input.ts";
import type { StoredEventAction } from "./tables.ts";

/** How long the secret a rotation replaced still signs. */
export const WEBHOOK_SECRET_OVERLAP_MS = 24 * 3600 * 1000;

/** The secrets to sign `action`'s deliveries with at `now`; none for a step that is not a webhook. */
export function webhookSecretsOf(action: StoredEventAction, now: Date, appKey: string): string[] {
  if (action.action !== "callWebhook" || !action.sealedSecret) return [];
  const secrets = [unseal(appKey, WEBHOOK_SECRET_PURPOSE, action.sealedSecret)];
  const { previousSealedSecret, previousSecretExpiresAt } = action;
  if (previousSealedSecret && previousSecretExpiresAt && new Date(previousSecretExpiresAt) > now)
    secrets.push(unseal(appKey, WEBHOOK_SECRET_PURPOSE, previousSealedSecret));
  return secrets;
}
