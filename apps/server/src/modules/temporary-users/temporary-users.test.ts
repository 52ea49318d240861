import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD, seedDemoMarket } from "../../seed/demo.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { TestClient } from "../../test/client.ts";
import { companyIdOf } from "../../test/market.ts";
import { issueTemporaryAccess, provideTemporarySubjects, revokeTemporaryToken } from "./index.ts";
import { temporaryAccessTokens } from "./tables.ts";

let t: TestApp;
let brokerId: number;
let broker: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoMarket(t.db);
  broker = new TestClient(t.app);
  brokerId = (await broker.login("broker@demo.test", DEMO_PASSWORD)).body.roles[0].company.id;
});
afterAll(() => t.close());

// An item the broker owns, shared the way the proposal flow shares one (SPEC §4).
const SUBJECT = "shared-test-item";
let itemOwner: number | null;
beforeAll(() => {
  itemOwner = brokerId;
  provideTemporarySubjects({ [SUBJECT]: async (_db, id) => (id === "4711" ? itemOwner : null) });
});

const share = (companyId = brokerId) =>
  issueTemporaryAccess(
    { db: t.db, config: t.config },
    {
      companyId,
      name: "Kim Client",
      email: "kim@example.com",
      subjectType: SUBJECT,
      subjectId: "4711",
      expiresInDays: 7,
    },
    null,
  );

const as = (token: string) => ({ headers: { "x-temporary-token": token } });

describe("temporary users", () => {
  it("authenticates by X-Temporary-Token as a temporary user of the creating company", async () => {
    const { token } = await share();
    const client = new TestClient(t.app);
    const user = await client.get("/api/user", as(token));
    expect(user.status).toBe(200);
    expect(user.body).toMatchObject({
      name: "Kim Client",
      isTemporaryUser: true,
      roles: [],
      createdByCompany: { id: brokerId, name: "Harbourside Insurance Brokers" },
    });
    const access = await client.get("/api/temporary-access", as(token));
    expect(access.body).toMatchObject({
      subjectType: SUBJECT,
      subjectId: "4711",
      company: { id: brokerId, handle: "harbourside" },
    });
    // No session or cookie was created for them.
    expect(client.cookies.size).toBe(0);
  });

  it("limits them to the shared item: every other route is refused", async () => {
    const { token } = await share();
    const client = new TestClient(t.app);
    for (const path of [
      "/api/user/notifications",
      "/api/user/security",
      "/api/user/two-factor",
      `/api/companies/${brokerId}/security-policy`,
    ]) {
      expect((await client.get(path, as(token))).status).toBe(403);
    }
    const write = await client.request(
      "PUT",
      "/api/user",
      { name: "Hacker" },
      { csrf: false, ...as(token) },
    );
    expect(write.status).toBe(403);
  });

  it("answers 401 to an unknown, revoked or expired token", async () => {
    const client = new TestClient(t.app);
    expect((await client.get("/api/user", as("x".repeat(43)))).status).toBe(401);

    const revoked = await share();
    await revokeTemporaryToken(t.db, revoked.id, new Date());
    expect((await client.get("/api/user", as(revoked.token))).status).toBe(401);

    const expired = await share();
    await t.db
      .update(temporaryAccessTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(temporaryAccessTokens.id, expired.id));
    expect((await client.get("/api/user", as(expired.token))).status).toBe(401);
  });

  it("stores only a hash of the token, and temporary users cannot sign in with a password", async () => {
    const { id, token } = await share();
    const [row] = await t.db
      .select()
      .from(temporaryAccessTokens)
      .where(eq(temporaryAccessTokens.id, id));
    expect(row!.tokenHash).not.toContain(token);
    const user = await new TestClient(t.app).get("/api/user", as(token));
    const login = await new TestClient(t.app).post("/api/login", {
      email: user.body.email,
      password: "anything",
    });
    expect(login.status).toBe(422);
  });

  it("has no generic route to issue or revoke a link: only the flow that owns the item does", async () => {
    const issue = await broker.post(`/api/companies/${brokerId}/temporary-users`, {
      name: "X",
      subjectType: "proposal",
      subjectId: 1,
    });
    expect(issue.status).toBe(404);
    expect((await broker.delete(`/api/companies/${brokerId}/temporary-users/1`)).status).toBe(404);
  });

  it("issues no link for an item the company does not own, nor for an unknown kind of item", async () => {
    const other = await companyIdOf(t.db, "southerncross");
    await expect(share(other)).rejects.toMatchObject({ code: "notFound" });
    await expect(
      issueTemporaryAccess(
        { db: t.db, config: t.config },
        { companyId: brokerId, name: "X", subjectType: "anything", subjectId: 1, expiresInDays: 1 },
        null,
      ),
    ).rejects.toMatchObject({ code: "notFound" });
  });

  it("a link reaches nothing once its item no longer belongs to the issuing company", async () => {
    const { token } = await share();
    const client = new TestClient(t.app);
    expect((await client.get("/api/temporary-access", as(token))).status).toBe(200);
    itemOwner = await companyIdOf(t.db, "southerncross");
    try {
      expect((await client.get("/api/temporary-access", as(token))).status).toBe(401);
      expect((await client.get("/api/user", as(token))).status).toBe(401);
    } finally {
      itemOwner = brokerId;
    }
  });
});
