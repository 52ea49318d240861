import type { BaseQueryApi } from "@reduxjs/toolkit/query";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { installTestBrowser } from "./testBrowser.ts";

const origin = "http://localhost:3000";
const browser = installTestBrowser(`${origin}/risks?tab=open`);
vi.stubEnv("VITE_API_ORIGIN", origin);

let createBaseQuery: typeof import("./baseQuery.ts").createBaseQuery;
let serializeParams: typeof import("./baseQuery.ts").serializeParams;
const navigations: string[] = [];

beforeAll(async () => {
  ({ createBaseQuery, serializeParams } = await import("./baseQuery.ts"));
  const { registerNavigate } = await import("./navigate.ts");
  registerNavigate((to) => navigations.push(to));
});

interface Call {
  method: string;
  path: string;
  headers: Headers;
}

/** A fake API: each reply is taken in turn for its "METHOD /path". */
function fakeApi(replies: Record<string, (() => Response)[]>) {
  const calls: Call[] = [];
  vi.stubGlobal("fetch", async (input: Request | string, init?: RequestInit) => {
    const request = typeof input === "string" ? new Request(input, init) : input;
    const url = new URL(request.url);
    const key = `${request.method} ${url.pathname}`;
    calls.push({
      method: request.method,
      path: url.pathname + url.search,
      headers: request.headers,
    });
    if (url.pathname === "/api/sanctum/csrf-cookie") {
      browser.jar.set("XSRF-TOKEN", encodeURIComponent(`token-${calls.length}=`));
      return new Response(null, { status: 204 });
    }
    const reply = replies[key]?.shift();
    if (!reply) throw new Error(`Unexpected request ${key}`);
    return reply();
  });
  return calls;
}

const json = (status: number, body: unknown) => () =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

function apiContext(state: unknown = {}) {
  const dispatched: unknown[] = [];
  const api: BaseQueryApi = {
    signal: new AbortController().signal,
    abort: () => undefined,
    dispatch: (action: unknown) => {
      dispatched.push(action);
      return action;
    },
    getState: () => state,
    extra: undefined,
    endpoint: "updateUser",
    type: "mutation",
  } as BaseQueryApi;
  return { api, dispatched };
}

const signedIn = (isTemporaryUser = false) => ({
  api: {
    queries: {
      "getUser(undefined)": { endpointName: "getUser", data: { id: 1, isTemporaryUser } },
    },
  },
});

const reset = { type: "api/resetApiState" };
const baseQuery = () => createBaseQuery({ resetApiState: () => reset });

beforeEach(() => {
  browser.jar.clear();
  localStorage.clear();
  sessionStorage.clear();
  navigations.length = 0;
  browser.goTo("/risks?tab=open");
});

describe("base query", () => {
  it("fetches the XSRF cookie before the first change and sends it back as a header", async () => {
    const calls = fakeApi({ "PUT /api/user": [json(200, { id: 1 })] });
    const { api } = apiContext();
    const result = await baseQuery()({ url: "/user", method: "PUT", body: {} }, api, {});
    expect(result.data).toEqual({ id: 1 });
    expect(calls.map((call) => call.path)).toEqual(["/api/sanctum/csrf-cookie", "/api/user"]);
    expect(calls[1]?.headers.get("X-XSRF-TOKEN")).toBe("token-1=");
  });

  it("retries once after a 419 with a fresh token", async () => {
    browser.jar.set("XSRF-TOKEN", "stale");
    const calls = fakeApi({
      "PUT /api/user": [json(419, { message: "CSRF token mismatch." }), json(200, { id: 1 })],
    });
    const result = await baseQuery()({ url: "/user", method: "PUT" }, apiContext().api, {});
    expect(result.data).toEqual({ id: 1 });
    expect(calls.map((call) => call.path)).toEqual([
      "/api/user",
      "/api/sanctum/csrf-cookie",
      "/api/user",
    ]);
    expect(calls[0]?.headers.get("X-XSRF-TOKEN")).toBe("stale");
    expect(calls[2]?.headers.get("X-XSRF-TOKEN")).toBe("token-2=");
  });

  it("gives up after the one retry", async () => {
    browser.jar.set("XSRF-TOKEN", "stale");
    const mismatch = json(419, { message: "CSRF token mismatch." });
    const calls = fakeApi({ "PUT /api/user": [mismatch, mismatch] });
    const result = await baseQuery()({ url: "/user", method: "PUT" }, apiContext().api, {});
    expect(result.error?.status).toBe(419);
    expect(calls.filter((call) => call.path === "/api/user")).toHaveLength(2);
  });

  it("signs a user out on 401: forgets company and email, resets the cache, goes to /login", async () => {
    browser.jar.set("representingCompanyId", "2");
    localStorage.setItem("email", "broker@demo.test");
    fakeApi({ "GET /api/user/notifications": [json(401, { message: "Unauthenticated." })] });
    const { api, dispatched } = apiContext(signedIn());
    await baseQuery()({ url: "/user/notifications", params: { companyId: 2 } }, api, {});
    expect(browser.jar.has("representingCompanyId")).toBe(false);
    expect(localStorage.getItem("email")).toBeNull();
    expect(dispatched).toContainEqual(reset);
    expect(navigations).toEqual(["/login"]);
  });

  it("leaves a temporary user or a visitor alone on 401", async () => {
    for (const state of [signedIn(true), {}]) {
      browser.jar.set("representingCompanyId", "2");
      fakeApi({ "GET /api/user": [json(401, { message: "Unauthenticated." })] });
      const { api, dispatched } = apiContext(state);
      await baseQuery()("/user", api, {});
      expect(browser.jar.get("representingCompanyId")).toBe("2");
      expect(dispatched).not.toContainEqual(reset);
    }
    expect(navigations).toEqual([]);
  });

  it("sends a 2fa.verify reason to the verify screen, remembering the page", async () => {
    fakeApi({
      "GET /api/user": [
        json(403, {
          message: "You must verify Two-Factor Authentication to proceed",
          reason: "2fa.verify",
        }),
      ],
    });
    const { api, dispatched } = apiContext();
    await baseQuery()("/user", api, {});
    expect(navigations).toEqual(["/two-factor-auth/verify"]);
    expect(sessionStorage.getItem("intendedPath")).toBe("/risks?tab=open");
    expect(dispatched).toContainEqual({
      type: "session/twoFactorStarted",
      payload: "/risks?tab=open",
    });
  });

  it("sends a passwordExpired reason to /password-expired", async () => {
    fakeApi({
      "GET /api/user": [
        json(403, { message: "Your password has expired", reason: "passwordExpired" }),
      ],
    });
    await baseQuery()("/user", apiContext().api, {});
    expect(navigations).toEqual(["/password-expired"]);
  });

  it("sends the page's tempToken as X-Temporary-Token", async () => {
    browser.goTo("/proposal?tempToken=abc123");
    const calls = fakeApi({ "GET /api/user": [json(200, { id: 9 })] });
    await baseQuery()("/user", apiContext().api, {});
    expect(calls[0]?.headers.get("X-Temporary-Token")).toBe("abc123");
  });
});

describe("query strings", () => {
  it("repeats array keys and leaves out empty values", () => {
    expect(
      serializeParams({ companyId: 3, "notificationIds[]": ["a", "b"], status: undefined }),
    ).toBe("companyId=3&notificationIds%5B%5D=a&notificationIds%5B%5D=b");
  });
});
