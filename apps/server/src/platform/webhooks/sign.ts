/**
 * Standard Webhooks signing (https://www.standardwebhooks.com): each delivery carries
 * `webhook-id`, `webhook-timestamp` (seconds) and `webhook-signature`, the HMAC-SHA256 of
 * `{id}.{timestamp}.{body}` under the endpoint's secret (`whsec_` + base64 key), as `v1,<base64>`.
 * While a secret is being rotated both are used, their signatures separated by a space, so a
 * receiver that knows either verifies.
 */
import { createHmac, randomBytes } from "node:crypto";

const PREFIX = "whsec_";

/** A new endpoint secret: 24 random bytes, shown to its owner once and stored encrypted. */
export function generateWebhookSecret(): string {
  return `${PREFIX}${randomBytes(24).toString("base64")}`;
}

export function isWebhookSecret(secret: string): boolean {
  if (!secret.startsWith(PREFIX)) return false;
  const key = Buffer.from(secret.slice(PREFIX.length), "base64");
  return key.length >= 24 && key.length <= 64;
}

/** `v1,<base64 HMAC-SHA256 of {id}.{timestamp}.{body}>` under one secret. */
export function signWebhook(
  secret: string,
  message: { id: string; timestamp: number; body: string },
): string {
  const key = Buffer.from(secret.slice(PREFIX.length), "base64");
  const signed = `${message.id}.${message.timestamp}.${message.body}`;
  return `v1,${createHmac("sha256", key).update(signed).digest("base64")}`;
}

/** The three headers of one delivery, signed with every current secret. */
export function webhookHeaders(
  secrets: readonly string[],
  message: { id: string; timestamp: number; body: string },
): Record<string, string> {
  return {
    "content-type": "application/json",
    "webhook-id": message.id,
    "webhook-timestamp": String(message.timestamp),
    "webhook-signature": secrets.map((secret) => signWebhook(secret, message)).join(" "),
  };
}
