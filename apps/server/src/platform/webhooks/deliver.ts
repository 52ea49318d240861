/**
 * One webhook delivery attempt per Standard Webhooks (https://www.standardwebhooks.com): the body
 * POSTed with its id, timestamp and one signature per live secret, to an address checked as
 * public at the moment of sending and connected to as checked (a name that resolves elsewhere a
 * second later cannot redirect the request inside). The caller schedules the next attempt with
 * `webhookRetryDelaySeconds`.
 */
import { lookup } from "node:dns/promises";
import http from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { isInternalAddress, webhookMessages } from "./addresses.ts";
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

export const WEBHOOK_TIMEOUT_MS = 15_000;
export const WEBHOOK_USER_AGENT = "Slipway-Webhooks/1.0 (+https://www.standardwebhooks.com)";
/** The longest wait a receiver's Retry-After may ask for. */
export const RETRY_AFTER_MAX_SECONDS = 24 * 3600;
/** How much of a receiver's answer is read, for the error it explains: never the whole of it. */
const RESPONSE_EXCERPT_BYTES = 1024;

/**
 * Standard Webhooks' schedule: the delay before each attempt, the first at once; after the last
 * the delivery is given up.
 */
export const WEBHOOK_SCHEDULE_SECONDS = [
  0,
  5,
  5 * 60,
  30 * 60,
  2 * 3600,
  5 * 3600,
  10 * 3600,
  10 * 3600,
] as const;

/** Seconds before attempt `attempt` (1-based: attempt 2 is the first retry), Retry-After winning; null = give up. */
export function webhookRetryDelaySeconds(
  attempt: number,
  retryAfterSeconds?: number,
): number | null {
  if (!Number.isInteger(attempt) || attempt < 1) return null;
  const scheduled = WEBHOOK_SCHEDULE_SECONDS[attempt - 1];
  if (scheduled === undefined) return null;
  if (attempt > 1 && retryAfterSeconds !== undefined && Number.isFinite(retryAfterSeconds))
    return Math.min(Math.max(0, Math.ceil(retryAfterSeconds)), RETRY_AFTER_MAX_SECONDS);
  return scheduled;
}

/** `Retry-After` as seconds from `now` (a number of seconds or an HTTP date), capped at a day. */
export function parseRetryAfter(value: string | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const text = value.trim();
  let seconds: number;
  if (/^\d+$/.test(text)) seconds = Number(text);
  else {
    const at = Date.parse(text);
    if (Number.isNaN(at)) return undefined;
    seconds = Math.max(0, Math.ceil((at - now) / 1000));
  }
  return Math.min(seconds, RETRY_AFTER_MAX_SECONDS);
}

type Target =
  | { refused: string }
  | { retry: string }
  | { url: URL; addresses: { address: string; family: 4 | 6 }[] };

/** The URL and the checked addresses to connect to, or why not to send (refused) or not now. */
async function resolveTarget(rawUrl: string, allowed: Set<string>): Promise<Target> {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    return { refused: webhookMessages.invalidUrl };
  }
  if (url.protocol !== "https:" && url.protocol !== "http:")
    return { refused: webhookMessages.invalidUrl };
  if (url.username || url.password) return { refused: webhookMessages.credentialsInUrl };
  const host = url.hostname.replace(/^\[|\]$/g, "").toLowerCase();
  let found: { address: string; family: number }[];
  try {
    found = isIP(host)
      ? [{ address: host, family: isIP(host) }]
      : await lookup(host, { all: true, verbatim: true });
  } catch {
    return { retry: webhookMessages.unresolvable(host) };
  }
  if (found.length === 0) return { retry: webhookMessages.unresolvable(host) };
  if (!allowed.has(host) && found.some((entry) => isInternalAddress(entry.address)))
    return { refused: webhookMessages.internalAddress(host) };
  return {
    url,
    addresses: found.map((entry) => ({
      address: entry.address,
      family: entry.family === 6 ? 6 : 4,
    })),
  };
}

/** A `lookup` answering only the addresses already checked, whatever the name resolves to now. */
function pinnedLookup(addresses: { address: string; family: 4 | 6 }[]): LookupFunction {
  return (_hostname, options, callback) => {
    const usable =
      options.family === 4 || options.family === 6
        ? addresses.filter((a) => a.family === options.family)
        : addresses;
    if (usable.length === 0) {
      const error = Object.assign(new Error("No checked address of that family"), {
        code: "ENOTFOUND",
      });
      callback(error, "", 0);
      return;
    }
    if (options.all) callback(null, usable);
    else callback(null, usable[0]!.address, usable[0]!.family);
  };
}

interface Answer {
  status: number;
  retryAfter?: string;
  location?: string;
  excerpt: string;
}

function post(
  target: { url: URL; addresses: { address: string; family: 4 | 6 }[] },
  headers: Record<string, string>,
  body: string,
  signal: AbortSignal,
): Promise<Answer> {
  const client = target.url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      target.url,
      {
        method: "POST",
        headers: { ...headers, "content-length": String(Buffer.byteLength(body)) },
        lookup: pinnedLookup(target.addresses),
        agent: false,
        signal,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const answer = (excerpt: string) => {
          response.destroy();
          resolve({
            status,
            retryAfter: response.headers["retry-after"],
            location: response.headers.location,
            excerpt,
          });
        };
        if (status >= 200 && status < 300) {
          answer("");
          return;
        }
        const chunks: Buffer[] = [];
        let length = 0;
        const done = () => answer(Buffer.concat(chunks).toString("utf8").slice(0, 200).trim());
        response.on("data", (chunk: Buffer) => {
          chunks.push(chunk);
          length += chunk.length;
          if (length >= RESPONSE_EXCERPT_BYTES) done();
        });
        response.on("end", done);
        response.on("error", done);
        response.on("close", done);
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

function failureMessage(error: unknown, signal: AbortSignal, timeoutMs: number): string {
  if (signal.aborted)
    return `No answer within ${timeoutMs >= 1000 ? `${timeoutMs / 1000} s` : `${timeoutMs} ms`}`;
  const code = (error as { code?: string }).code;
  const message = error instanceof Error ? error.message : String(error);
  return code && !message.includes(code) ? `${code}: ${message}` : message;
}

/**
 * Sends one delivery. 2xx is delivered and 410 gone (the receiver wants no more); any other
 * answer, a redirect (never followed), a network failure or no answer in time is retried
 * (docs/decisions.md "Webhook delivery"). An address the platform must not reach is refused.
 */
export async function deliverWebhook(
  d: WebhookDelivery,
  options: { allowedHosts: string[]; timeoutMs?: number },
): Promise<DeliveryOutcome> {
  const timeoutMs = options.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
  const allowed = new Set(options.allowedHosts.map((host) => host.trim().toLowerCase()));
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const target = await resolveTarget(d.url, allowed);
  if ("refused" in target) return { outcome: "refused", error: target.refused };
  if ("retry" in target) return { outcome: "retry", error: target.retry, durationMs: elapsed() };
  if (d.secrets.length === 0) return { outcome: "refused", error: "The webhook has no secret" };

  const headers = {
    ...webhookHeaders(d.secrets, {
      id: d.id,
      timestamp: Math.floor(d.timestamp.getTime() / 1000),
      body: d.body,
    }),
    "user-agent": WEBHOOK_USER_AGENT,
  };
  const signal = AbortSignal.timeout(timeoutMs);
  let answer: Answer;
  try {
    answer = await post(target, headers, d.body, signal);
  } catch (error) {
    return {
      outcome: "retry",
      error: failureMessage(error, signal, timeoutMs),
      durationMs: elapsed(),
    };
  }
  const durationMs = elapsed();
  const { status } = answer;
  if (status >= 200 && status < 300) return { outcome: "delivered", status, durationMs };
  if (status === 410) return { outcome: "gone", status, durationMs };
  const retryAfterSeconds = parseRetryAfter(answer.retryAfter);
  const error =
    status >= 300 && status < 400
      ? `HTTP ${status}: redirected${answer.location ? ` to ${answer.location.slice(0, 200)}` : ""}, and webhooks follow no redirects`
      : `HTTP ${status}${answer.excerpt ? `: ${answer.excerpt}` : ""}`;
  return {
    outcome: "retry",
    status,
    error,
    ...(retryAfterSeconds !== undefined ? { retryAfterSeconds } : {}),
    durationMs,
  };
}
