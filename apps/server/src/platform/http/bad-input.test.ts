/**
 * Bad-input walk over every route: ids at or above 2^31 (the columns are int4), impossible
 * calendar dates and bodies of the wrong content type, in path parameters, query parameters and
 * body fields as each route declares them, sent by signed-in users with a valid CSRF token.
 * No answer may be a 5xx: bad input is the caller's error, answered 4xx with the field's message.
 */
import { bordereauMessages, MAX_ID, messages } from "@platform/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import type { TestClient, TestResponse } from "../../test/client.ts";
import { demoMarket } from "../../test/market.ts";
import {
  exampleOf,
  fillPath,
  type JsonSchema,
  leafFields,
  replacedAt,
  type WalkRoute,
  walkRoutes,
} from "../../test/route-walk.ts";

const TOO_BIG_IDS = ["2147483648", "9007199254740991"];
const IMPOSSIBLE_DATES = ["2024-02-30", "2023-02-29", "2026-13-01"];

let t: TestApp;
let market: Awaited<ReturnType<typeof demoMarket>>;
/** Who walks: a platform admin in the operator's company and an underwriter in theirs. */
const walkers: { email: string; handle: string; companyId: number; client: TestClient }[] = [
  { email: "admin@demo.test", handle: "ops", companyId: 0, client: undefined as never },
  { email: "underwriter@demo.test", handle: "coastal", companyId: 0, client: undefined as never },
];

beforeAll(async () => {
  t = await createTestApp();
  market = await demoMarket(t);
  for (const walker of walkers) {
    walker.companyId = await market.companyId(walker.handle);
    walker.client = await market.signIn(walker.email);
  }
});
afterAll(() => t.close());

/** Logging out takes no input; walking it would only sign the walker out. */
const endsSession = (route: WalkRoute) => route.url.endsWith("/logout");

interface Failure {
  label: string;
  status: number;
  message: unknown;
}

/**
 * Sends one request; a 5xx is a failure. A session that an earlier request ended (revoking the
 * walker's sessions) is signed in again and the request sent again, so every route is walked
 * signed in.
 */
async function send(
  walker: (typeof walkers)[number],
  failures: Failure[],
  label: string,
  call: (client: TestClient) => Promise<TestResponse>,
) {
  let response = await call(walker.client);
  if (response.status === 401) {
    walker.client = await market.signIn(walker.email);
    response = await call(walker.client);
  }
  if (response.status >= 500) {
    failures.push({ label, status: response.status, message: response.body?.message });
  }
  return response;
}

function numeric(schema: JsonSchema): boolean {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return types.includes("integer") || types.includes("number");
}

const routes = () => walkRoutes(t.app).filter((route) => !endsSession(route));

describe("every route, walked with bad input", { timeout: 600_000 }, () => {
  it("answers 4xx to an id at or above 2^31 in any path parameter", async () => {
    const failures: Failure[] = [];
    const withParams = routes().filter((route) => route.pathParams.length > 0);
    expect(withParams.length).toBeGreaterThan(100);
    for (const walker of walkers) {
      for (const route of withParams) {
        const body = route.hasBody ? exampleOf(route.bodySchema) : undefined;
        for (const param of route.pathParams) {
          for (const id of TOO_BIG_IDS) {
            const url = fillPath(route.url, walker.companyId, { [param]: id });
            await send(walker, failures, `${walker.handle} ${route.method} ${url}`, (client) =>
              client.request(route.method, url, body),
            );
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it("answers 4xx to a too-big id or an impossible date in any query parameter", async () => {
    const failures: Failure[] = [];
    const withQuery = routes().filter((route) => route.queryFields.length > 0);
    expect(withQuery.length).toBeGreaterThan(10);
    for (const walker of walkers) {
      for (const route of withQuery) {
        const body = route.hasBody ? exampleOf(route.bodySchema) : undefined;
        const url = fillPath(route.url, walker.companyId);
        for (const value of [...TOO_BIG_IDS, ...IMPOSSIBLE_DATES]) {
          // Every parameter at once too: one bad value then passes its required neighbours.
          const all = route.queryFields.map((field) => `${encodeURIComponent(field)}=${value}`);
          const query = `${url}?${all.join("&")}`;
          await send(walker, failures, `${walker.handle} ${route.method} ${query}`, (client) =>
            client.request(route.method, query, body),
          );
        }
        for (const field of route.queryFields) {
          for (const value of [...TOO_BIG_IDS, ...IMPOSSIBLE_DATES]) {
            const query = `${url}?${encodeURIComponent(field)}=${value}`;
            await send(walker, failures, `${walker.handle} ${route.method} ${query}`, (client) =>
              client.request(route.method, query, body),
            );
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it("answers 4xx to a too-big number or an impossible date in any body field", async () => {
    const failures: Failure[] = [];
    const withBody = routes().filter((route) => route.hasBody);
    expect(withBody.length).toBeGreaterThan(50);
    for (const walker of walkers) {
      for (const route of withBody) {
        const base = exampleOf(route.bodySchema);
        const url = fillPath(route.url, walker.companyId);
        for (const field of leafFields(route.bodySchema)) {
          const values = numeric(field.schema)
            ? TOO_BIG_IDS.map(Number)
            : [...IMPOSSIBLE_DATES.slice(0, 1), ...TOO_BIG_IDS.slice(0, 1)];
          for (const value of values) {
            const label = `${walker.handle} ${route.method} ${url} body.${field.path}=${value}`;
            await send(walker, failures, label, (client) =>
              client.request(route.method, url, replacedAt(base, field.path, value)),
            );
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it("answers 415 or 4xx to a body of another content type on every route that takes JSON", async () => {
    const failures: Failure[] = [];
    const withBody = routes().filter((route) => route.hasBody);
    for (const walker of walkers) {
      for (const route of withBody) {
        const url = fillPath(route.url, walker.companyId);
        for (const [type, raw] of [
          ["text/plain", "not json"],
          ["application/octet-stream", "\u0001\u0002"],
          ["application/x-www-form-urlencoded", "a=1&b=2"],
          ["application/pdf", "%PDF-1.4"],
        ] as const) {
          const label = `${walker.handle} ${route.method} ${url} as ${type}`;
          const response = await send(walker, failures, label, (client) =>
            client.request(route.method, url, undefined, {
              rawBody: raw,
              headers: { "content-type": type },
            }),
          );
          if (response.status < 400) failures.push({ label, status: response.status, message: "" });
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it("answers a JSON route's wrong content type with 415 and a clear message", async () => {
    const [admin] = walkers;
    const response = await admin!.client.request("POST", "/api/companies", undefined, {
      rawBody: "name=Acme",
      headers: { "content-type": "text/plain" },
    });
    expect(response.status).toBe(415);
    expect(response.body.message).toBe(messages.unsupportedContentType);
  });
});

describe("bad input is answered with the field's message", () => {
  const underwriter = () => walkers[1]!;
  const risks = () => `/api/companies/${underwriter().companyId}/risks`;

  it("an impossible date in the risks list and bordereaux queries", async () => {
    const list = await underwriter().client.get(`${risks()}?inceptionFrom=2024-02-30`);
    expect(list.status).toBe(422);
    expect(list.body.errors).toEqual({ inceptionFrom: [messages.invalidDate] });
    const bordereaux = `/api/companies/${underwriter().companyId}/bordereaux/1`;
    const bordereau = await underwriter().client.get(`${bordereaux}?periodId=1&dateTo=2023-02-29`);
    expect(bordereau.status).toBe(422);
    expect(bordereau.body.errors).toEqual({ dateTo: [bordereauMessages.invalidDate] });
  });

  it("an id at or above 2^31 in a path, a query list and a body", async () => {
    const one = await underwriter().client.get(`${risks()}/2147483648`);
    expect(one.status).toBe(422);
    expect(Object.values(one.body.errors ?? {})).toEqual([[messages.max(MAX_ID)]]);
    const filtered = await underwriter().client.get(`${risks()}?productId=2147483648`);
    expect(filtered.status).toBe(422);
    expect(filtered.body.errors).toEqual({ productId: [messages.invalidIdList] });
    const syndicate = await underwriter().client.post(
      `/api/companies/${underwriter().companyId}/syndicates`,
      { name: "Big", insurerCompanyId: 2 ** 31 },
    );
    expect(syndicate.status).toBe(422);
    expect(syndicate.body.errors.insurerCompanyId).toEqual([messages.max(MAX_ID)]);
  });
});
