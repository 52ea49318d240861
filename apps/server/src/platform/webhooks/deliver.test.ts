/**
 * Webhook delivery against a receiver on this machine: the Standard Webhooks headers verify with
 * the reference library under each secret of a rotation, each kind of answer becomes its outcome,
 * internal addresses are refused unless allowed by name, and a receiver's answer is never read
 * whole.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { type AddressInfo, createServer as createNetServer } from "node:net";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { webhookMessages } from "./addresses.ts";
import {
  deliverWebhook,
  parseRetryAfter,
  RETRY_AFTER_MAX_SECONDS,
  WEBHOOK_USER_AGENT,
  type WebhookDelivery,
  webhookRetryDelaySeconds,
} from "./deliver.ts";
import { generateWebhookSecret } from "./sign.ts";

/** Names only these tests resolve: `rebound.test` to this machine (as a rebinding name would). */
vi.mock("node:dns/promises", async (importOriginal) => {
  const real = await importOriginal<typeof import("node:dns/promises")>();
  const lookup = ((host: string, options: object) =>
    host === "rebound.test"
      ? Promise.resolve([{ address: "127.0.0.1", family: 4 }])
      : real.lookup(host, options as never)) as typeof real.lookup;
  return { ...real, default: { ...real, lookup }, lookup };
});

interface Received {
  headers: IncomingMessage["headers"];
  body: string;
  url: string;
}
type Handler = (req: IncomingMessage, res: ServerResponse) => void;

let server: Server;
let port: number;
let handler: Handler;
let received: Received[];
const open = new Set<ServerResponse>();

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      received.push({
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
        url: req.url ?? "",
      });
      open.add(res);
      res.on("close", () => open.delete(res));
      handler(req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  for (const res of open) res.destroy();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  received = [];
  handler = (_req, res) => res.writeHead(204).end();
});

const local = ["127.0.0.1"];
const delivery = (overrides: Partial<WebhookDelivery> = {}): WebhookDelivery => ({
  url: `http://127.0.0.1:${port}/hooks/in`,
  secrets: [generateWebhookSecret()],
  id: "msg_2KWPBgLlAfxdpx2AI54pPJ85f4W",
  timestamp: new Date(),
  body: JSON.stringify({ type: "risk.bound", data: { riskPackageId: 7 } }),
  ...overrides,
});

describe("delivering a webhook", () => {
  it("posts the body signed per Standard Webhooks, verifiable under each secret of a rotation", async () => {
    const [previous, current] = [generateWebhookSecret(), generateWebhookSecret()];
    const d = delivery({ secrets: [current, previous] });
    const outcome = await deliverWebhook(d, { allowedHosts: local });
    expect(outcome).toMatchObject({ outcome: "delivered", status: 204 });
    const [hit] = received;
    expect(hit!.url).toBe("/hooks/in");
    expect(hit!.body).toBe(d.body);
    expect(hit!.headers).toMatchObject({
      "content-type": "application/json",
      "user-agent": WEBHOOK_USER_AGENT,
      "webhook-id": d.id,
      "webhook-timestamp": String(Math.floor(d.timestamp.getTime() / 1000)),
    });
    const headers = hit!.headers as Record<string, string>;
    expect(headers["webhook-signature"]!.split(" ")).toHaveLength(2);
    for (const secret of [previous, current])
      expect(new Webhook(secret).verify(hit!.body, headers)).toEqual(JSON.parse(d.body));
    expect(() => new Webhook(generateWebhookSecret()).verify(hit!.body, headers)).toThrow();
  });

  it("retries a server error with its status, and says what the receiver answered", async () => {
    handler = (_req, res) => res.writeHead(500).end("database unavailable");
    const outcome = await deliverWebhook(delivery(), { allowedHosts: local });
    expect(outcome).toMatchObject({
      outcome: "retry",
      status: 500,
      error: "HTTP 500: database unavailable",
    });
    expect(outcome).not.toHaveProperty("retryAfterSeconds");
  });

  it("takes the receiver's Retry-After, in seconds or as a date", async () => {
    handler = (_req, res) => res.writeHead(429, { "retry-after": "7" }).end();
    expect(await deliverWebhook(delivery(), { allowedHosts: local })).toMatchObject({
      outcome: "retry",
      status: 429,
      retryAfterSeconds: 7,
    });
    const inAMinute = new Date(Date.now() + 60_000).toUTCString();
    handler = (_req, res) => res.writeHead(503, { "retry-after": inAMinute }).end();
    const outcome = await deliverWebhook(delivery(), { allowedHosts: local });
    expect(outcome.outcome === "retry" && outcome.retryAfterSeconds).toBeGreaterThanOrEqual(58);
    expect(outcome.outcome === "retry" && outcome.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it("stops at 410 Gone", async () => {
    handler = (_req, res) => res.writeHead(410).end();
    expect(await deliverWebhook(delivery(), { allowedHosts: local })).toMatchObject({
      outcome: "gone",
      status: 410,
    });
  });

  it("retries another client error, and follows no redirect", async () => {
    handler = (_req, res) => res.writeHead(401).end("bad signature");
    expect(await deliverWebhook(delivery(), { allowedHosts: local })).toMatchObject({
      outcome: "retry",
      status: 401,
    });
    handler = (req, res) =>
      req.url === "/hooks/in"
        ? res.writeHead(307, { location: `http://127.0.0.1:${port}/elsewhere` }).end()
        : res.writeHead(204).end();
    received = [];
    const outcome = await deliverWebhook(delivery(), { allowedHosts: local });
    expect(outcome).toMatchObject({ outcome: "retry", status: 307 });
    expect(outcome.outcome === "retry" && outcome.error).toContain("/elsewhere");
    expect(received.map((r) => r.url)).toEqual(["/hooks/in"]);
  });

  it("retries when the receiver does not answer in time", async () => {
    handler = () => {};
    const outcome = await deliverWebhook(delivery(), { allowedHosts: local, timeoutMs: 200 });
    expect(outcome).toMatchObject({ outcome: "retry", error: "No answer within 200 ms" });
    expect(outcome.outcome === "retry" && outcome.status).toBeUndefined();
    expect(outcome.outcome === "retry" && outcome.durationMs).toBeGreaterThanOrEqual(150);
  });

  it("retries when nothing listens", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const outcome = await deliverWebhook(delivery({ url: `http://127.0.0.1:${closedPort}/` }), {
      allowedHosts: local,
    });
    expect(outcome).toMatchObject({ outcome: "retry" });
    expect(outcome.outcome === "retry" && outcome.error).toContain("ECONNREFUSED");
  });

  it("reads only the start of an answer that never ends", async () => {
    const endless = (status: number) => (_req: IncomingMessage, res: ServerResponse) => {
      res.writeHead(status, { "content-type": "text/plain" });
      const chunk = Buffer.alloc(64 * 1024, "x");
      const pump = () => {
        while (!res.destroyed && res.write(chunk));
        if (!res.destroyed) res.once("drain", pump);
      };
      pump();
    };
    handler = endless(500);
    const failed = await deliverWebhook(delivery(), { allowedHosts: local, timeoutMs: 5000 });
    expect(failed).toMatchObject({ outcome: "retry", status: 500 });
    expect(failed.outcome === "retry" && failed.error.length).toBeLessThanOrEqual(220);
    handler = endless(200);
    expect(
      await deliverWebhook(delivery(), { allowedHosts: local, timeoutMs: 5000 }),
    ).toMatchObject({ outcome: "delivered", status: 200 });
  });
});

describe("where a webhook may go", () => {
  it("refuses a private address unless its host is allowed by name", async () => {
    const d = delivery();
    expect(await deliverWebhook(d, { allowedHosts: [] })).toEqual({
      outcome: "refused",
      error: webhookMessages.internalAddress("127.0.0.1"),
    });
    expect(received).toHaveLength(0);
    expect(await deliverWebhook(d, { allowedHosts: local })).toMatchObject({
      outcome: "delivered",
    });
  });

  it("refuses a name that resolves inside, and IPv6 and mapped internal addresses", async () => {
    for (const [url, host] of [
      [`http://localhost:${port}/`, "localhost"],
      [`http://rebound.test:${port}/`, "rebound.test"],
      ["http://[::1]/", "::1"],
      ["http://[::ffff:127.0.0.1]/", "::ffff:7f00:1"],
      ["http://[fd12::1]/", "fd12::1"],
      ["http://169.254.169.254/latest/meta-data", "169.254.169.254"],
      ["http://0.0.0.0/", "0.0.0.0"],
      ["http://224.0.0.1/", "224.0.0.1"],
    ]) {
      expect(await deliverWebhook(delivery({ url }), { allowedHosts: [] }), url).toEqual({
        outcome: "refused",
        error: webhookMessages.internalAddress(host!),
      });
    }
    expect(received).toHaveLength(0);
  });

  it("connects to the address it checked, keeping the URL's host", async () => {
    const outcome = await deliverWebhook(delivery({ url: `http://Rebound.test:${port}/in` }), {
      allowedHosts: ["rebound.test"],
    });
    expect(outcome).toMatchObject({ outcome: "delivered" });
    expect(received[0]!.headers.host).toBe(`rebound.test:${port}`);
  });

  it("over https, names the URL's host to TLS (SNI) while connecting to the checked address", async () => {
    let hello: Buffer = Buffer.alloc(0);
    const tls = createNetServer((socket) =>
      socket.once("data", (chunk: Buffer) => {
        hello = chunk;
        socket.destroy();
      }),
    );
    await new Promise<void>((resolve) => tls.listen(0, "127.0.0.1", resolve));
    const tlsPort = (tls.address() as AddressInfo).port;
    try {
      const outcome = await deliverWebhook(delivery({ url: `https://rebound.test:${tlsPort}/` }), {
        allowedHosts: ["rebound.test"],
        timeoutMs: 2000,
      });
      expect(outcome).toMatchObject({ outcome: "retry" });
      expect(hello.includes("rebound.test")).toBe(true);
    } finally {
      await new Promise((resolve) => tls.close(resolve));
    }
  });

  it("refuses what is not an http(s) address, and credentials in it", async () => {
    expect(
      await deliverWebhook(delivery({ url: "ftp://example.com/" }), { allowedHosts: local }),
    ).toEqual({
      outcome: "refused",
      error: webhookMessages.invalidUrl,
    });
    expect(
      await deliverWebhook(delivery({ url: `http://u:p@127.0.0.1:${port}/` }), {
        allowedHosts: local,
      }),
    ).toEqual({ outcome: "refused", error: webhookMessages.credentialsInUrl });
  });
});

describe("the retry schedule (Standard Webhooks)", () => {
  it("is immediately, 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h, then gives up", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((attempt) => webhookRetryDelaySeconds(attempt))).toEqual([
      0, 5, 300, 1800, 7200, 18000, 36000, 36000,
    ]);
    expect(webhookRetryDelaySeconds(9)).toBeNull();
    expect(webhookRetryDelaySeconds(0)).toBeNull();
  });

  it("lets Retry-After win, up to a day, but not past the last attempt", () => {
    expect(webhookRetryDelaySeconds(2, 7)).toBe(7);
    expect(webhookRetryDelaySeconds(3, 3600)).toBe(3600);
    expect(webhookRetryDelaySeconds(4, 10 * 24 * 3600)).toBe(RETRY_AFTER_MAX_SECONDS);
    expect(webhookRetryDelaySeconds(9, 7)).toBeNull();
  });

  it("reads Retry-After as seconds or an HTTP date", () => {
    const now = Date.parse("2026-11-29T10:00:00Z");
    expect(parseRetryAfter("120", now)).toBe(120);
    expect(parseRetryAfter("Sun, 29 Nov 2026 10:05:00 GMT", now)).toBe(300);
    expect(parseRetryAfter("Sun, 29 Nov 2026 09:00:00 GMT", now)).toBe(0);
    expect(parseRetryAfter("999999999", now)).toBe(RETRY_AFTER_MAX_SECONDS);
    expect(parseRetryAfter("soon", now)).toBeUndefined();
    expect(parseRetryAfter(undefined, now)).toBeUndefined();
  });
});
