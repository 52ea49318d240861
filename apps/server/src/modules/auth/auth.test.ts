import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD, seedDemoMarket } from "../../seed/demo.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { TestClient } from "../../test/client.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoMarket(t.db);
});
afterAll(() => t.close());

const strongPassword = "Correct-Horse-42";

describe("CSRF", () => {
  it("answers 419 to a mutation without the XSRF header", async () => {
    const client = new TestClient(t.app);
    await client.csrf();
    const response = await client.post(
      "/api/login",
      { email: "a@b.co", password: "x" },
      { csrf: false },
    );
    expect(response.status).toBe(419);
    expect(response.body).toEqual({ message: "CSRF token mismatch." });
  });

  it("answers 419 to a mutation with no session at all", async () => {
    const client = new TestClient(t.app);
    const response = await client.post(
      "/api/login",
      {},
      { headers: { "x-xsrf-token": "forged" }, csrf: false },
    );
    expect(response.status).toBe(419);
  });

  it("answers 419 to a forged token and succeeds after one retry through /sanctum/csrf-cookie", async () => {
    const client = new TestClient(t.app);
    await client.csrf();
    client.cookies.set("XSRF-TOKEN", "stale-token");
    const first = await client.post("/api/login", {
      email: "broker@demo.test",
      password: DEMO_PASSWORD,
    });
    expect(first.status).toBe(419);
    const refreshed = await client.get("/api/sanctum/csrf-cookie");
    expect(refreshed.status).toBe(204);
    expect(refreshed.cookies.find((c) => c.name === "XSRF-TOKEN")?.httpOnly).toBeFalsy();
    const retry = await client.post("/api/login", {
      email: "broker@demo.test",
      password: DEMO_PASSWORD,
    });
    expect(retry.status).toBe(200);
  });

  it("accepts the URI-encoded cookie value in the header", async () => {
    const client = new TestClient(t.app);
    const token = await client.csrf();
    const response = await client.post(
      "/api/login",
      { email: "broker@demo.test", password: DEMO_PASSWORD },
      { csrf: false, headers: { "x-xsrf-token": encodeURIComponent(token) } },
    );
    expect(response.status).toBe(200);
  });
});

describe("authentication", () => {
  it("answers 401 Unauthenticated. to a signed-out user", async () => {
    const response = await new TestClient(t.app).get("/api/user");
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: "Unauthenticated." });
  });

  it("answers 200 and null to a signed-out user asking with optional=true", async () => {
    const client = new TestClient(t.app);
    const anonymous = await client.get("/api/user?optional=true");
    expect(anonymous.status).toBe(200);
    expect(anonymous.body).toBeNull();
    await client.login("broker@demo.test", DEMO_PASSWORD);
    const signedIn = await client.get("/api/user?optional=true");
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.email).toBe("broker@demo.test");
    expect((await client.get("/api/user?optional=maybe")).status).toBe(422);
  });

  it("signs in, rotates the session id, and signs out", async () => {
    const client = new TestClient(t.app);
    await client.csrf();
    const anonymousSession = client.cookies.get("platform_session");
    const login = await client.login("broker@demo.test", DEMO_PASSWORD);
    expect(login.body.email).toBe("broker@demo.test");
    expect(login.body.roles[0].company.name).toBe("Harbourside Insurance Brokers");
    expect(login.body).not.toHaveProperty("passwordHash");
    const sessionCookie = login.cookies.find((c) => c.name === "platform_session")!;
    expect(sessionCookie.httpOnly).toBe(true);
    expect(sessionCookie.sameSite).toBe("Lax");
    expect(sessionCookie.value).not.toBe(anonymousSession);

    // The old anonymous session id no longer works (fixation).
    const stale = new TestClient(t.app);
    stale.cookies.set("platform_session", anonymousSession!);
    expect((await stale.get("/api/user")).status).toBe(401);

    expect((await client.get("/api/user")).status).toBe(200);
    const logout = await client.post("/api/logout");
    expect(logout.status).toBe(204);
    expect((await client.get("/api/user")).status).toBe(401);
    // A fresh anonymous session and token were issued, so signing in again needs no retry.
    expect(
      (await client.post("/api/login", { email: "broker@demo.test", password: DEMO_PASSWORD }))
        .status,
    ).toBe(200);
  });

  it("says only Login failed for a wrong password or an unknown email", async () => {
    const client = new TestClient(t.app);
    const wrongPassword = await client.post("/api/login", {
      email: "broker@demo.test",
      password: "Wrong-Password-1!",
    });
    const unknownEmail = await client.post("/api/login", {
      email: "nobody@demo.test",
      password: "Wrong-Password-1!",
    });
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.status).toBe(422);
      expect(response.body).toEqual({
        message: "Login failed",
        errors: { email: ["Login failed"] },
      });
    }
  });

  it("keeps a remembered session across browser restarts with a max-age", async () => {
    const client = new TestClient(t.app);
    const login = await client.post("/api/login", {
      email: "broker@demo.test",
      password: DEMO_PASSWORD,
      remember: true,
    });
    const cookie = login.cookies.find((c) => c.name === "platform_session")!;
    expect(cookie.maxAge).toBeGreaterThan(29 * 86_400);
  });
});

describe("registration", () => {
  it("registers, signs the new user in, and refuses the same email twice", async () => {
    const client = new TestClient(t.app);
    const body = {
      name: "Rita Register",
      email: "Rita@Example.com",
      password: strongPassword,
      password_confirmation: strongPassword,
    };
    const response = await client.post("/api/register", body);
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      name: "Rita Register",
      email: "rita@example.com",
      roles: [],
    });
    expect((await client.get("/api/user")).body.id).toBe(response.body.id);

    const again = await new TestClient(t.app).post("/api/register", {
      ...body,
      email: "rita@example.com",
    });
    expect(again.status).toBe(422);
    expect(again.body.errors.email).toEqual(["An account with this email already exists"]);
  });

  it("reports every password rule that fails, in the spec's words", async () => {
    const response = await new TestClient(t.app).post("/api/register", {
      name: "Weak",
      email: "weak@example.com",
      password: "short",
      password_confirmation: "short",
    });
    expect(response.status).toBe(422);
    expect(response.body.errors.password).toEqual([
      "Must have at least 12 characters",
      "Must include uppercase letter",
      "Must include number",
      "Must include special symbol",
    ]);
  });

  it("requires the fields and a matching confirmation", async () => {
    const missing = await new TestClient(t.app).post("/api/register", {});
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors).sort()).toEqual([
      "email",
      "name",
      "password",
      "password_confirmation",
    ]);
    expect(missing.body.errors.name).toEqual(["This field is required"]);

    const mismatch = await new TestClient(t.app).post("/api/register", {
      name: "Mia",
      email: "mia@example.com",
      password: strongPassword,
      password_confirmation: `${strongPassword}x`,
    });
    expect(mismatch.body.errors).toEqual({ password_confirmation: ["The passwords do not match"] });
  });
});

describe("bad input never gives a 500", () => {
  it("malformed JSON is a 400", async () => {
    const response = await new TestClient(t.app).request("POST", "/api/login", undefined, {
      rawBody: "{bad json",
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe("The request body is not valid JSON.");
  });

  it("wrong types and unknown fields are 422 with field messages", async () => {
    const client = new TestClient(t.app);
    const wrongTypes = await client.post("/api/login", { email: 42, password: ["x"] });
    expect(wrongTypes.status).toBe(422);
    expect(Object.keys(wrongTypes.body.errors).sort()).toEqual(["email", "password"]);
    const unknown = await client.post("/api/login", {
      email: "a@b.co",
      password: "x",
      admin: true,
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toHaveProperty("admin");
  });

  it("an oversized body is a 413", async () => {
    const response = await new TestClient(t.app).request("POST", "/api/login", undefined, {
      rawBody: JSON.stringify({ email: "a@b.co", password: "x".repeat(2_000_000) }),
    });
    expect(response.status).toBe(413);
  });

  it("an unsupported content type is a 415", async () => {
    const response = await new TestClient(t.app).request("POST", "/api/login", undefined, {
      rawBody: "email=a",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(response.status).toBe(415);
  });

  it("unknown API routes are a JSON 404", async () => {
    const response = await new TestClient(t.app).get("/api/does-not-exist");
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: "Not found." });
  });
});

describe("platform", () => {
  it("health checks the database", async () => {
    const response = await new TestClient(t.app).get("/api/health");
    expect(response.status).toBe(200);
    expect(response.body.status).toBe("ok");
  });

  it("serves the OpenAPI document with every route", async () => {
    const response = await new TestClient(t.app).get("/api/docs/json");
    expect(response.status).toBe(200);
    const paths = Object.keys(response.body.paths);
    for (const path of [
      "/api/login",
      "/api/register",
      "/api/logout",
      "/api/user",
      "/api/user/password",
      "/api/user/notifications",
      "/api/sanctum/csrf-cookie",
    ]) {
      expect(paths).toContain(path);
    }
  });

  it("sends security headers", async () => {
    const response = await new TestClient(t.app).get("/api/health");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["content-security-policy"]).toContain("default-src 'self'");
  });
});
