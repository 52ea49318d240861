/**
 * Route-level security over the whole app: every private route needs a session, and every
 * company-scoped route refuses a user of another company, for reads and writes alike.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { TestClient } from "../../test/client.ts";
import { demoMarket } from "../../test/market.ts";

let t: TestApp;
let market: Awaited<ReturnType<typeof demoMarket>>;

beforeAll(async () => {
  t = await createTestApp();
  market = await demoMarket(t);
});
afterAll(() => t.close());

const apiRoutes = () =>
  t.app.routeList.filter(
    (route) =>
      route.url.startsWith("/api/") &&
      !route.url.startsWith("/api/docs") &&
      route.method !== "HEAD",
  );

const fill = (url: string, companyId: number) =>
  url.replace(":companyId", String(companyId)).replace(/:[A-Za-z]+/g, "1");

describe("every route", () => {
  it("answers 401 to an anonymous caller unless it is public", async () => {
    const anonymous = new TestClient(t.app);
    const privateRoutes = apiRoutes().filter((route) => !route.public);
    expect(privateRoutes.length).toBeGreaterThan(10);
    for (const route of privateRoutes) {
      const response = await anonymous.request(
        route.method as "GET",
        fill(route.url, 1),
        route.method === "GET" ? undefined : {},
      );
      expect({ route: `${route.method} ${route.url}`, status: response.status }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 401,
      });
    }
  });

  it("answers 419 to a mutation without the CSRF token, before anything else", async () => {
    const client = await market.signIn("broker@demo.test");
    for (const route of apiRoutes().filter((r) => r.method !== "GET")) {
      const response = await client.request(
        route.method as "POST",
        fill(route.url, 1),
        {},
        { csrf: false },
      );
      expect({ route: `${route.method} ${route.url}`, status: response.status }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 419,
      });
    }
  });
});

describe("tenant isolation", () => {
  it("a broker gets 404 on every company-scoped route of another company, read or write", async () => {
    const coastal = await market.companyId("coastal");
    const broker = await market.signIn("broker@demo.test");
    const scoped = apiRoutes().filter((route) => route.url.includes(":companyId") && !route.public);
    expect(scoped.length).toBeGreaterThan(8);
    for (const route of scoped) {
      const response = await broker.request(
        route.method as "GET",
        fill(route.url, coastal),
        route.method === "GET" ? undefined : { name: "x" },
      );
      expect({ route: `${route.method} ${route.url}`, status: response.status }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 404,
      });
      expect(JSON.stringify(response.body)).not.toContain("Coastal");
    }
  });

  it("nothing of another company appears in the user's lists", async () => {
    const broker = await market.signIn("broker@demo.test");
    const companies = JSON.stringify((await broker.get("/api/companies")).body);
    expect(companies).not.toContain("Coastal");
    const notifications = JSON.stringify((await broker.get("/api/user/notifications")).body);
    expect(notifications).not.toContain("Coastal");
  });

  it("the system company may read any company's private data", async () => {
    const coastal = await market.companyId("coastal");
    const admin = await market.signIn("admin@demo.test");
    expect((await admin.get(`/api/companies/${coastal}/users`)).status).toBe(200);
    expect((await admin.get(`/api/companies/${coastal}/roles`)).status).toBe(200);
  });
});
