/**
 * One webhook delivery (Standard Webhooks): a signed POST to a public address, its outcome
 * classified so the caller knows whether to retry, give up on the endpoint, or stop.
 */
import { webhookTargetRefusal } from "./addresses.ts";
import { webhookHeaders } from "./sign.ts";

export interface WebhookDelivery {
  url: string;
  secrets: string[];
  id: string;
  timestamp: Date;
  body: string;
}

export type DeliveryOutcome =
  | { outcome: "delivered"; status: number; durationMs: number }
  | {
      outcome: "retry";
      status?: number;
      error: string;
      retryAfterSeconds?: number;
      durationMs: number;
    }
  | { outcome: "gone"; status: 410; durationMs: number }
  | { outcome: "refused"; error: string };

const TIMEOUT_MS = 15_000;

export async function deliverWebhook(
  d: WebhookDelivery,
  options: { allowedHosts: string[]; timeoutMs?: number },
): Promise<DeliveryOutcome> {
  const refusal = await webhookTargetRefusal(d.url, new Set(options.allowedHosts));
  if (refusal) return { outcome: "refused", error: refusal };
  const started = Date.now();
  const timestamp = Math.floor(d.timestamp.getTime() / 1000);
  try {
    const response = await fetch(d.url, {
      method: "POST",
      headers: webhookHeaders(d.secrets, { id: d.id, timestamp, body: d.body }),
      body: d.body,
      redirect: "manual",
      signal: AbortSignal.timeout(options.timeoutMs ?? TIMEOUT_MS),
    });
    await response.body?.cancel();
    const durationMs = Date.now() - started;
    const status = response.status;
    if (status >= 200 && status < 300) return { outcome: "delivered", status, durationMs };
    if (status === 410) return { outcome: "gone", status, durationMs };
    const retryAfter = Number(response.headers.get("retry-after"));
    return {
      outcome: "retry",
      status,
      error: `The receiver answered ${status}`,
      ...(Number.isFinite(retryAfter) && retryAfter > 0 ? { retryAfterSeconds: retryAfter } : {}),
      durationMs,
    };
  } catch (error) {
    return {
      outcome: "retry",
      error: error instanceof Error ? error.message : String(error),
      durationMs: Date.now() - started,
    };
  }
}

/** Standard Webhooks' schedule after the first attempt: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h. */
const SCHEDULE_SECONDS = [5, 300, 1800, 7200, 18000, 36000, 36000];

/** Seconds before attempt `attempt` (1-based: attempt 2 is the first retry), Retry-After winning; null = give up. */
export function webhookRetryDelaySeconds(
  attempt: number,
  retryAfterSeconds?: number,
): number | null {
  if (attempt <= 1) return 0;
  const scheduled = SCHEDULE_SECONDS[attempt - 2];
  if (scheduled === undefined) return null;
  return retryAfterSeconds !== undefined ? Math.ceil(retryAfterSeconds) : scheduled;
}
