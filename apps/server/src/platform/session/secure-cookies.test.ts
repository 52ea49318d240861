/** SPEC §9: cookies are Secure, except when the app's URL is on the developer's own machine. */
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config.ts";
import { DEMO_PASSWORD, seedDemoMarket } from "../../seed/demo.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { TestClient } from "../../test/client.ts";

const apps: TestApp[] = [];
afterAll(() => Promise.all(apps.map((t) => t.close())));

async function cookiesOf(appUrl: string) {
  const t = await createTestApp({ APP_URL: appUrl });
  apps.push(t);
  await seedDemoMarket(t.db);
  const client = new TestClient(t.app);
  const csrf = await client.get("/api/sanctum/csrf-cookie");
  const login = await client.post("/api/login", {
    email: "broker@demo.test",
    password: DEMO_PASSWORD,
  });
  expect(login.status).toBe(200);
  return {
    cookies: [csrf, login].flatMap((r) => [r.headers["set-cookie"] ?? []].flat().map(String)),
    hsts: csrf.headers["strict-transport-security"],
  };
}

describe("Secure cookies", () => {
  it("are Secure over plain HTTP when the app's URL is not on localhost", async () => {
    const { cookies, hsts } = await cookiesOf("http://placement.example.test");
    expect(cookies.length).toBeGreaterThanOrEqual(2);
    for (const cookie of cookies) expect(cookie, cookie).toMatch(/; Secure/i);
    // HSTS only where the app is really served over HTTPS.
    expect(hsts).toBeUndefined();
  });

  it("are Secure over HTTPS", async () => {
    const { cookies } = await cookiesOf("https://placement.example.test");
    for (const cookie of cookies) expect(cookie, cookie).toMatch(/; Secure/i);
  });

  it("are not Secure when the app's URL is localhost or 127.0.0.1 over plain HTTP", async () => {
    const { cookies } = await cookiesOf("http://localhost:3000");
    for (const cookie of cookies) expect(cookie, cookie).not.toMatch(/; Secure/i);
    const key = { APP_KEY: "k".repeat(32) };
    expect(loadConfig({ ...key, APP_URL: "http://127.0.0.1:3000" }).secureCookies).toBe(false);
    expect(loadConfig({ ...key, APP_URL: "http://10.0.0.5:3000" }).secureCookies).toBe(true);
  });
});
