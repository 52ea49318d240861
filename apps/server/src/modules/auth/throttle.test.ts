/**
 * Sign-in and registration throttling: a client cannot choose its own address with
 * X-Forwarded-For, failures lock an email only at the address they come from (so an attacker
 * cannot lock the owner out), and parallel guesses cannot get past the limit.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig, parseTrustProxy } from "../../config.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { TestClient } from "../../test/client.ts";
import { newUser, PASSWORD } from "../../test/security.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const WRONG = "Wrong-Password-9!";
const at = (app: TestApp, remoteAddress: string) => new TestClient(app.app, { remoteAddress });

describe("client addresses", () => {
  it("ignores a client's X-Forwarded-For by default: spoofing it does not reset the count", async () => {
    const { email } = await newUser(t);
    const attacker = at(t, "203.0.113.66");
    for (let i = 0; i < 5; i++) {
      const failed = await attacker.post(
        "/api/login",
        { email, password: WRONG },
        { headers: { "x-forwarded-for": `198.51.100.${i}` } },
      );
      expect(failed.status).toBe(422);
    }
    const spoofed = await attacker.post(
      "/api/login",
      { email, password: WRONG },
      { headers: { "x-forwarded-for": "198.51.100.200" } },
    );
    expect(spoofed.status).toBe(429);
  });

  it("takes the client's address from X-Forwarded-For only when the peer is a TRUST_PROXY", async () => {
    const proxied = await createTestApp({ TRUST_PROXY: "10.0.0.0/8" });
    try {
      const { email } = await newUser(proxied);
      const proxy = at(proxied, "10.1.2.3");
      for (let i = 0; i < 5; i++) {
        const failed = await proxy.post(
          "/api/login",
          { email, password: WRONG },
          { headers: { "x-forwarded-for": "203.0.113.66" } },
        );
        expect(failed.status).toBe(422);
      }
      // The attacker behind the proxy is locked out of this email …
      const locked = await proxy.post(
        "/api/login",
        { email, password: PASSWORD },
        { headers: { "x-forwarded-for": "203.0.113.66" } },
      );
      expect(locked.status).toBe(429);
      // … the owner behind the same proxy is not,
      const owner = await proxy.post(
        "/api/login",
        { email, password: PASSWORD },
        { headers: { "x-forwarded-for": "203.0.113.7" } },
      );
      expect(owner.status).toBe(200);
      // and a client that is not a trusted proxy cannot claim to be someone else.
      const direct = at(proxied, "198.51.100.77");
      for (let i = 0; i < 5; i++) {
        await direct.post("/api/login", { email, password: WRONG });
      }
      const claimed = await direct.post(
        "/api/login",
        { email, password: PASSWORD },
        { headers: { "x-forwarded-for": "203.0.113.7" } },
      );
      expect(claimed.status).toBe(429);
    } finally {
      await proxied.close();
    }
  });

  it("reads TRUST_PROXY as off, a hop count or a list, and refuses true and non-addresses", () => {
    expect(parseTrustProxy("")).toBe(false);
    expect(parseTrustProxy("false")).toBe(false);
    expect(parseTrustProxy("1")).toBe(1);
    expect(parseTrustProxy("10.0.0.0/8, fd00::/8,loopback,192.0.2.1")).toEqual([
      "10.0.0.0/8",
      "fd00::/8",
      "loopback",
      "192.0.2.1",
    ]);
    for (const wrong of ["true", "10.0.0.0/33", "proxy.example.com", "10.0.0.1/8/8"]) {
      expect(() => parseTrustProxy(wrong)).toThrow(/TRUST_PROXY/);
    }
    expect(() => loadConfig({ APP_KEY: "k".repeat(32), TRUST_PROXY: "true" })).toThrow(
      /TRUST_PROXY/,
    );
  });
});

describe("lockout", () => {
  it("locks an email at the attacker's address only: the owner still signs in from theirs", async () => {
    const { email } = await newUser(t);
    const attacker = at(t, "203.0.113.10");
    for (let i = 0; i < 5; i++) {
      expect((await attacker.post("/api/login", { email, password: WRONG })).status).toBe(422);
    }
    const locked = await attacker.post("/api/login", { email, password: PASSWORD });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(800);

    const owner = at(t, "192.0.2.10");
    const signedIn = await owner.post("/api/login", { email, password: PASSWORD });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.email).toBe(email);
  });

  it("forgets an address's failures for the email once the right password is given there", async () => {
    const { email } = await newUser(t);
    const owner = at(t, "192.0.2.20");
    for (let i = 0; i < 4; i++) {
      expect((await owner.post("/api/login", { email, password: WRONG })).status).toBe(422);
    }
    expect((await owner.post("/api/login", { email, password: PASSWORD })).status).toBe(200);
    for (let i = 0; i < 5; i++) {
      expect((await owner.post("/api/login", { email, password: WRONG })).status).toBe(422);
    }
    expect((await owner.post("/api/login", { email, password: WRONG })).status).toBe(429);
  });

  it("checks at most AUTH_MAX_FAILURES of 20 parallel wrong passwords", async () => {
    const { email } = await newUser(t);
    const attacker = at(t, "203.0.113.30");
    await attacker.csrf();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => attacker.post("/api/login", { email, password: WRONG })),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 422)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
  });

  it("counts parallel guesses across emails against the address limit exactly", async () => {
    const strict = await createTestApp({ AUTH_IP_MAX_ATTEMPTS: "4" });
    try {
      const attacker = at(strict, "203.0.113.40");
      await attacker.csrf();
      const responses = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          attacker.post("/api/login", { email: `guess${i}@example.com`, password: WRONG }),
        ),
      );
      const statuses = responses.map((response) => response.status);
      expect(statuses.filter((status) => status === 422)).toHaveLength(4);
      expect(statuses.filter((status) => status === 429)).toHaveLength(8);
    } finally {
      await strict.close();
    }
  });
});

describe("registration", () => {
  it("answers 'already exists' AUTH_MAX_FAILURES times per address, then 429", async () => {
    const { email } = await newUser(t);
    const prober = at(t, "203.0.113.50");
    const body = (address: string) => ({
      name: "Probe",
      email: address,
      password: "Another-Sturdy-Lantern-84",
      password_confirmation: "Another-Sturdy-Lantern-84",
    });
    await prober.csrf();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => prober.post("/api/register", body(email))),
    );
    const statuses = answers.map((response) => response.status);
    expect(statuses.filter((status) => status === 422)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(3);
    expect(answers.find((response) => response.status === 422)?.body.errors).toEqual({
      email: ["An account with this email already exists"],
    });

    const elsewhere = at(t, "192.0.2.50");
    const answered = await elsewhere.post("/api/register", body(email));
    expect(answered.status).toBe(422);
    const fresh = await elsewhere.post("/api/register", body("fresh-probe@example.com"));
    expect(fresh.status).toBe(201);
  });
});
