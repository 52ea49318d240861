/**
 * "Sign in with Microsoft" end to end against a local OpenID provider (the oidc-provider
 * package) standing in for Microsoft's per-tenant issuer `{authority}/{tenant}/v2.0`.
 */
import { createServer, type Server } from "node:http";
import { eq } from "drizzle-orm";
import Provider from "oidc-provider";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../platform/audit/tables.ts";
import { sessions } from "../../platform/session/tables.ts";
import { sha256 } from "../../platform/session/tokens.ts";
import { DEMO_PASSWORD, seedDemoMarket } from "../../seed/demo.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { TestClient } from "../../test/client.ts";

const TENANT = "7d3c1f4e-0b7a-4c2e-9a55-3f1b2c4d5e6f";
const APP_URL = "http://localhost:3000";
const accounts: Record<string, { email: string; name: string }> = {
  "ms-uma": { email: "underwriter@demo.test", name: "Uma Underwriter" },
  "ms-stranger": { email: "stranger@example.com", name: "Stranger" },
  "ms-broker": { email: "broker@demo.test", name: "Bianca Broker" },
  "ms-multi": { email: "multi@demo.test", name: "Morgan Multi" },
};
let nextAccount = "ms-uma";

let server: Server;
let authority: string;
let t: TestApp;

beforeAll(async () => {
  server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  authority = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  const prefix = `/${TENANT}/v2.0`;
  const provider = new Provider(`${authority}${prefix}`, {
    clients: [
      {
        client_id: "placement-app",
        client_secret: "placement-secret",
        redirect_uris: [`${APP_URL}/api/microsoft/callback`],
        response_types: ["code"],
        grant_types: ["authorization_code"],
        token_endpoint_auth_method: "client_secret_post",
      },
    ],
    claims: { openid: ["sub", "tid"], email: ["email", "email_verified"], profile: ["name"] },
    conformIdTokenClaims: false,
    findAccount: async (_ctx, id) => ({
      accountId: id,
      claims: async () => ({ sub: id, tid: TENANT, email_verified: true, ...accounts[id] }),
    }),
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    features: { devInteractions: { enabled: false } },
    cookies: { keys: ["oidc-test-cookie-key"] },
    ttl: { Interaction: 600, Grant: 600, Session: 600, AccessToken: 3600, IdToken: 3600 },
  });
  const callback = provider.callback();
  server.on("request", async (req, res) => {
    if (req.url?.startsWith("/interaction/")) {
      // The "user" signs in as `nextAccount` and consents at once.
      const details = await provider.interactionDetails(req, res);
      const grant = new provider.Grant({
        accountId: nextAccount,
        clientId: String(details.params.client_id),
      });
      grant.addOIDCScope("openid profile email");
      const grantId = await grant.save();
      await provider.interactionFinished(req, res, {
        login: { accountId: nextAccount },
        consent: { grantId },
      });
      return;
    }
    // Discovery lives under the issuer path; the provider names its endpoints from the root.
    if (req.url?.startsWith(prefix)) req.url = req.url.slice(prefix.length) || "/";
    callback(req, res);
  });

  t = await createTestApp({
    APP_URL,
    MICROSOFT_CLIENT_ID: "placement-app",
    MICROSOFT_CLIENT_SECRET: "placement-secret",
    MICROSOFT_AUTHORITY: authority,
  });
  await seedDemoMarket(t.db);
});

afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** Follows the provider's redirects like a browser (cookies kept, paths ignored) to our callback. */
async function throughProvider(authorizeUrl: string): Promise<string> {
  const jar = new Map<string, string>();
  let url = authorizeUrl;
  for (let hop = 0; hop < 10; hop++) {
    if (url.startsWith(APP_URL)) return url.slice(APP_URL.length);
    const response = await fetch(url, {
      redirect: "manual",
      headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; ") },
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(";");
      const [name, ...value] = pair!.split("=");
      jar.set(name!.trim(), value.join("="));
    }
    const location = response.headers.get("location");
    if (!location)
      throw new Error(`provider answered ${response.status}: ${await response.text()}`);
    url = new URL(location, url).toString();
  }
  throw new Error("too many redirects");
}

async function companyOf(email: string) {
  const client = new TestClient(t.app);
  const user = (await client.login(email, DEMO_PASSWORD)).body;
  return { client, user, companyId: user.roles[0].company.id as number };
}

async function connectCoastal() {
  const { client, companyId } = await companyOf("underwriter@demo.test");
  const link = await client.post(`/api/companies/${companyId}/microsoft/setup-link`);
  expect(link.status).toBe(200);
  const start = await new TestClient(t.app).get(
    new URL(link.body.url).pathname + new URL(link.body.url).search,
  );
  expect(start.status).toBe(302);
  const consent = new URL(String(start.headers.location));
  expect(consent.origin + consent.pathname).toBe(`${authority}/organizations/v2.0/adminconsent`);
  expect(consent.searchParams.get("redirect_uri")).toBe(
    `${APP_URL}/api/microsoft/admin-consent-callback`,
  );
  const state = consent.searchParams.get("state")!;
  const done = await new TestClient(t.app).get(
    `/api/microsoft/admin-consent-callback?tenant=${TENANT}&admin_consent=True&state=${encodeURIComponent(state)}`,
  );
  expect(done.status).toBe(302);
  expect(done.headers.location).toBe("/company/security?microsoft=connected");
  return { client, companyId };
}

describe("connecting a company's Microsoft organisation", () => {
  it("refuses sign-in before the company is connected", async () => {
    const response = await new TestClient(t.app).get("/api/microsoft/login?companyHandle=coastal");
    expect(response.status).toBe(404);
    expect(response.body.message).toBe("Failed to connect company to Microsoft organisation");
  });

  it("reports a refused consent or a forged link with the spec's message", async () => {
    const { client, companyId } = await companyOf("underwriter@demo.test");
    const link = await client.post(`/api/companies/${companyId}/microsoft/setup-link`);
    expect(link.body.expiresAt - Math.floor(Date.now() / 1000)).toBeGreaterThan(24 * 3600 - 60);
    const forged = await new TestClient(t.app).get(
      "/api/microsoft/admin-consent?token=1.1.9999999999999.forged",
    );
    expect(forged.status).toBe(403);
    expect(forged.body.message).toBe("Failed to connect company to Microsoft organisation");
    const refused = await new TestClient(t.app).get(
      "/api/microsoft/admin-consent-callback?error=access_denied&state=nope",
    );
    expect(refused.headers.location).toContain("microsoft=failed");
    expect(decodeURIComponent(String(refused.headers.location))).toContain(
      "Failed to connect company to Microsoft organisation",
    );
    // Only administrators of the company may create a setup link.
    const { client: assistant } = await companyOf("assistant@demo.test");
    const harbourside = (await assistant.get("/api/user")).body.roles[0].company.id;
    expect(
      (await assistant.post(`/api/companies/${harbourside}/microsoft/setup-link`)).status,
    ).toBe(403);
  });

  it("connects through admin consent with a 24-hour setup link", async () => {
    const { client, companyId } = await connectCoastal();
    const state = await client.get(`/api/companies/${companyId}/microsoft`);
    expect(state.body).toMatchObject({ available: true, connected: true, tenantId: TENANT });
  });
});

describe("signing in with Microsoft", () => {
  it("signs a member in through the provider, links the account, and audits it", async () => {
    await connectCoastal();
    nextAccount = "ms-uma";
    const client = new TestClient(t.app);
    const start = await client.get("/api/microsoft/login?companyHandle=coastal&returnTo=/risks");
    expect(start.status).toBe(302);
    const authorize = new URL(String(start.headers.location));
    expect(authorize.origin + authorize.pathname).toBe(`${authority}/auth`);
    expect(authorize.searchParams.get("code_challenge_method")).toBe("S256");

    const callback = await throughProvider(authorize.toString());
    const before = client.cookies.get("platform_session");
    const done = await client.get(callback);
    expect(done.status).toBe(302);
    expect(done.headers.location).toBe("/risks");
    expect(client.cookies.get("platform_session")).not.toBe(before);
    const user = await client.get("/api/user");
    expect(user.status).toBe(200);
    expect(user.body.email).toBe("underwriter@demo.test");

    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "auth.microsoft_login"));
    expect(entry?.data).toEqual({ tenantId: TENANT });
    const methods = (await client.get("/api/user/two-factor")).body.methods;
    expect(methods).toContainEqual(
      expect.objectContaining({ method: "microsoft", verified: true, enabled: false }),
    );

    // The callback cannot be replayed: the flow was consumed.
    const replay = await client.get(callback);
    expect(replay.headers.location).toContain("microsoft=failed");
  });

  it("refuses a Microsoft account with no member of the company behind it", async () => {
    await connectCoastal();
    // Nor one whose user also belongs to another company: linking would let this company's
    // organisation sign them in to the other one too.
    for (const account of ["ms-stranger", "ms-broker", "ms-multi"]) {
      nextAccount = account;
      const client = new TestClient(t.app);
      const start = await client.get("/api/microsoft/login?companyHandle=coastal");
      const done = await client.get(await throughProvider(String(start.headers.location)));
      expect(done.headers.location).toBe("/login?microsoft=failed&reason=no_account");
      expect((await client.get("/api/user")).status).toBe(401);
    }
  });

  it("refuses a callback whose state does not match", async () => {
    await connectCoastal();
    nextAccount = "ms-uma";
    const client = new TestClient(t.app);
    const start = await client.get("/api/microsoft/login?companyHandle=coastal");
    const callback = await throughProvider(String(start.headers.location));
    const tampered = callback.replace(/state=[^&]+/, "state=forged");
    const done = await client.get(tampered);
    expect(done.headers.location).toBe("/login?microsoft=failed&reason=rejected");
  });

  it("answers 403 microsoftTokenExpired once Microsoft's token has lapsed", async () => {
    await connectCoastal();
    nextAccount = "ms-uma";
    const client = new TestClient(t.app);
    const start = await client.get("/api/microsoft/login?companyHandle=coastal");
    await client.get(await throughProvider(String(start.headers.location)));
    expect((await client.get("/api/user")).status).toBe(200);
    const id = sha256(client.cookies.get("platform_session")!);
    const [row] = await t.db.select().from(sessions).where(eq(sessions.id, id));
    await t.db
      .update(sessions)
      .set({ data: { ...row!.data, microsoftExpiresAt: Date.now() - 1000 } })
      .where(eq(sessions.id, id));
    const expired = await client.get("/api/user");
    expect(expired.status).toBe(403);
    expect(expired.body.reason).toBe("microsoftTokenExpired");
    // Going through Microsoft again is allowed, without naming the company again.
    expect((await client.get("/api/microsoft/available?companyHandle=coastal")).body).toEqual({
      available: true,
    });
    expect((await client.get("/api/microsoft/available?companyHandle=harbourside")).body).toEqual({
      available: false,
    });
    const again = await client.get("/api/microsoft/login?returnTo=/risks");
    expect(again.status).toBe(302);
    const done = await client.get(await throughProvider(String(again.headers.location)));
    expect(done.headers.location).toBe("/risks");
    expect((await client.get("/api/user")).status).toBe(200);
  });

  it("verifies a pending two-factor sign-in through Microsoft when that method is on", async () => {
    await connectCoastal();
    nextAccount = "ms-uma";
    // Turn the Microsoft method on (linked by the first Microsoft sign-in above).
    const setup = new TestClient(t.app);
    await setup.login("underwriter@demo.test", DEMO_PASSWORD);
    const on = await setup.put("/api/user/two-factor/microsoft", {
      enabled: true,
      password: DEMO_PASSWORD,
    });
    expect(on.status).toBe(200);

    const client = new TestClient(t.app);
    const login = await client.post("/api/login", {
      email: "underwriter@demo.test",
      password: DEMO_PASSWORD,
    });
    expect(login.body.twoFactor).toBe(true);
    expect((await client.get("/api/user")).body.reason).toBe("2fa.verify");
    // From the main site: the organisation of the linked Microsoft account is used.
    const start = await client.get("/api/microsoft/login?intent=2fa&returnTo=/account");
    const done = await client.get(await throughProvider(String(start.headers.location)));
    expect(done.headers.location).toBe("/account");
    expect((await client.get("/api/user")).status).toBe(200);
  });
});
