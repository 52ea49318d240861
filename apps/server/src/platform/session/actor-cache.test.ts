/**
 * The actor cache: a signed-in request resolves its session from memory, and every
 * change that affects who the caller is or what they may do takes effect at the very next
 * request, on this instance and (PostgreSQL + Redis) on another one.
 */
import { Permission } from "@platform/domain";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { DEMO_PASSWORD } from "../../seed/demo.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { TestClient } from "../../test/client.ts";
import { demoMarket } from "../../test/market.ts";
import { countStatements } from "../db/statements.ts";
import { createWriteWatch, writtenTables } from "../db/writes.ts";
import { createActorCache, invalidatesActors } from "./actor-cache.ts";

/** A second browser holding the same cookies (a stolen or copied session). */
function copyOf(client: TestClient, app: TestApp["app"]) {
  const copy = new TestClient(app);
  for (const [name, value] of client.cookies) copy.cookies.set(name, value);
  return copy;
}

/** The statements a GET costs once its session is cached. */
async function cachedStatements(client: TestClient, url: string) {
  await client.get(url);
  const { result, statements } = await countStatements(() => client.get(url));
  expect(result.status).toBe(200);
  return statements;
}

describe("which writes invalidate", () => {
  it("reads the tables a statement writes", () => {
    expect(writtenTables('select "id" from "users" for update')).toEqual([]);
    expect(writtenTables('update "roles" set "name" = $1 where "roles"."id" = $2')).toEqual([
      "roles",
    ]);
    expect(writtenTables('delete from "user_company_roles" where "user_id" = $1')).toEqual([
      "user_company_roles",
    ]);
    expect(
      writtenTables(
        'insert into "role_permissions" ("role_id") values ($1) on conflict do update set "x" = 1',
      ),
    ).toEqual(["role_permissions"]);
    expect(
      writtenTables("with gone as (delete from public.sessions where id = $1) select 1"),
    ).toEqual(["sessions"]);
    expect(writtenTables("truncate table companies")).toEqual(["companies"]);
  });

  it("ignores new sessions and the activity note, nothing else on the actor's tables", () => {
    const write = (table: string, sql: string) => invalidatesActors({ table, sql, params: [] });
    expect(write("sessions", 'insert into "sessions" ("id") values ($1)')).toBe(false);
    expect(
      write(
        "sessions",
        'update "sessions" set "last_activity_at" = $1, "expires_at" = $2 where "sessions"."id" = $3',
      ),
    ).toBe(false);
    expect(
      write("users", 'update "users" set "last_activity_at" = $1 where "users"."id" = $2'),
    ).toBe(false);
    expect(write("sessions", 'update "sessions" set "data" = $1 where "sessions"."id" = $2')).toBe(
      true,
    );
    expect(write("sessions", 'delete from "sessions" where "sessions"."id" = $1')).toBe(true);
    expect(write("users", 'update "users" set "password" = $1 where "users"."id" = $2')).toBe(true);
    expect(write("risk_packages", 'update "risk_packages" set "status" = $1')).toBe(false);
  });

  it("keeps no entry past its session's expiry, and none loaded across an invalidation", async () => {
    const watch = createWriteWatch();
    const cache = createActorCache<string>({ ttlSeconds: 60, writes: watch });
    const ticket = cache.ticket();
    cache.set("a", "alive", ticket, Date.now() + 30);
    expect(cache.get("a")).toBe("alive");
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(cache.get("a")).toBeUndefined();

    const stale = cache.ticket();
    watch.notice('delete from "user_company_roles" where "user_id" = $1', [1]);
    cache.set("b", "read before the write", stale, Date.now() + 60_000);
    expect(cache.get("b")).toBeUndefined();
    cache.set("b", "read after", cache.ticket(), Date.now() + 60_000);
    expect(cache.get("b")).toBe("read after");
    watch.notice('update "companies" set "name" = $1', ["x"]);
    expect(cache.size).toBe(0);
    await cache.close();
  });
});

describe("one instance", () => {
  let t: TestApp;
  let market: Awaited<ReturnType<typeof demoMarket>>;
  let harbourside: number;
  beforeAll(async () => {
    t = await createTestApp();
    market = await demoMarket(t);
    harbourside = await market.companyId("harbourside");
  });
  afterAll(() => t.close());

  it("a cached session costs no statement", async () => {
    const broker = await market.signIn("broker@demo.test");
    expect(await cachedStatements(broker, "/api/user")).toEqual([]);
  });

  it("a signed-out session is refused at the next request", async () => {
    const broker = await market.signIn("broker@demo.test");
    const copy = copyOf(broker, t.app);
    await cachedStatements(copy, "/api/user");
    expect((await broker.post("/api/logout")).status).toBe(204);
    expect((await copy.get("/api/user")).status).toBe(401);
  });

  it("a password change ends the other sessions at their next request", async () => {
    const device = await market.signIn("legal@demo.test");
    const other = await market.signIn("legal@demo.test");
    await cachedStatements(other, "/api/user");
    const changed = await device.put("/api/user/password", {
      current_password: DEMO_PASSWORD,
      password: "Cached-Password-8",
      password_confirmation: "Cached-Password-8",
    });
    expect(changed.status).toBe(204);
    expect((await other.get("/api/user")).status).toBe(401);
    expect((await device.get("/api/user")).status).toBe(200);
  });

  it("a removed permission, then a removed membership, apply at the next request", async () => {
    const admin = await market.signIn("broker@demo.test");
    const assistant = await market.signIn("assistant@demo.test");
    const risks = `/api/companies/${harbourside}/risks`;
    await cachedStatements(assistant, risks);
    const roles = (await admin.get(`/api/companies/${harbourside}/roles`)).body.data;
    const role = roles.find((r: { name: string }) => r.name === "Account assistant");
    const edited = await admin.put(`/api/companies/${harbourside}/roles/${role.id}`, {
      name: role.name,
      permissionIds: [],
    });
    expect(edited.status).toBe(200);
    expect((await assistant.get(risks)).status).toBe(403);

    await admin.put(`/api/companies/${harbourside}/roles/${role.id}`, {
      name: role.name,
      permissionIds: [Permission.ViewRisks],
    });
    expect((await assistant.get(risks)).status).toBe(200);
    const me = (await assistant.get("/api/user")).body;
    expect((await admin.delete(`/api/companies/${harbourside}/users/${me.id}`)).status).toBe(204);
    expect((await assistant.get(risks)).status).toBe(404);
  });

  it("a company's two-factor requirement gates its members at their next request", async () => {
    const admin = await market.signIn("broker@demo.test");
    const member = await market.signIn("multi@demo.test");
    await cachedStatements(member, "/api/user");
    const policy = await admin.put(`/api/companies/${harbourside}/security-policy`, {
      requireTwoFactor: true,
    });
    expect(policy.status).toBe(200);
    const gated = await member.get(`/api/companies/${harbourside}/risks`);
    expect(gated.status).toBe(403);
    expect(gated.body.reason).toBe("2fa.setup");
    await admin.put(`/api/companies/${harbourside}/security-policy`, { requireTwoFactor: false });
  });
});

describe("expiry while cached", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SESSION_IDLE_MINUTES: "1", SESSION_CACHE_SECONDS: "300" });
    await demoMarket(t);
  });
  afterAll(() => t.close());
  afterEach(() => vi.useRealTimers());

  it("an idle session ends on time even though its cache entry would live on", async () => {
    const client = new TestClient(t.app);
    await client.login("broker@demo.test", DEMO_PASSWORD);
    await cachedStatements(client, "/api/user");
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 59_000);
    expect((await client.get("/api/user")).status).toBe(200);
    vi.setSystemTime(Date.now() + 61_000);
    expect((await client.get("/api/user")).status).toBe(401);
  });
});

const postgresUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

/** A GET sent to an instance over the network, as a browser's next request would reach it. */
async function httpGet(base: string, client: TestClient, path: string) {
  const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  const response = await fetch(`${base}${path}`, { headers: { cookie } });
  await response.arrayBuffer();
  return response.status;
}

describe.runIf(Boolean(postgresUrl))("two instances (PostgreSQL + Redis)", () => {
  let a: TestApp;
  let b: TestApp;
  let baseB: string;
  beforeAll(async () => {
    a = await createTestApp({ REDIS_URL: redisUrl });
    b = await createTestApp({ REDIS_URL: redisUrl }, a.databaseUrl);
    baseB = await b.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it("a change made through one instance applies at the next request to the other", async () => {
    const market = await demoMarket(a);
    const harbourside = await market.companyId("harbourside");
    const admin = await market.signIn("broker@demo.test");
    const assistant = await market.signIn("assistant@demo.test");
    // The same browser session, its next requests reaching instance B.
    const onB = copyOf(assistant, b.app);
    const risks = `/api/companies/${harbourside}/risks`;
    const cachedOnB = async (path: string) => {
      expect(await httpGet(baseB, onB, path)).toBe(200);
      expect(await httpGet(baseB, onB, path)).toBe(200);
      expect(b.app.actorCache.size).toBeGreaterThan(0);
    };
    await cachedOnB(risks);

    const roles = (await admin.get(`/api/companies/${harbourside}/roles`)).body.data;
    const role = roles.find((r: { name: string }) => r.name === "Account assistant");
    const edited = await admin.put(`/api/companies/${harbourside}/roles/${role.id}`, {
      name: role.name,
      permissionIds: [],
    });
    expect(edited.status).toBe(200);
    expect(await httpGet(baseB, onB, risks)).toBe(403);

    await cachedOnB("/api/user");
    expect((await assistant.post("/api/logout")).status).toBe(204);
    expect(await httpGet(baseB, onB, "/api/user")).toBe(401);
  });
});
