import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../platform/audit/tables.ts";
import { DEMO_PASSWORD, seedDemoMarket } from "../../seed/demo.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { TestClient } from "../../test/client.ts";
import {
  enrolAuthenticator,
  lastCode,
  loginPending,
  newUser,
  oathtool,
  PASSWORD,
  totp,
} from "../../test/security.ts";
import { trustedDevices, twoFactorChallenges } from "./tables.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoMarket(t.db);
});
afterAll(() => t.close());

const verifyReply = {
  message: "You must verify Two-Factor Authentication to proceed",
  reason: "2fa.verify",
};

describe("authenticator app (TOTP)", () => {
  it("enrols with a QR code and a manual secret, verified by oathtool's codes", async () => {
    const { client } = await newUser(t);
    const noPassword = await client.post("/api/user/two-factor/authenticator", {});
    expect(noPassword.status).toBe(422);
    expect(noPassword.body.errors.password).toEqual(["The current password is incorrect"]);

    const start = await client.post("/api/user/two-factor/authenticator", { password: PASSWORD });
    expect(start.status).toBe(200);
    expect(start.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(start.body.otpauthUrl).toMatch(/^otpauth:\/\/totp\/Slipway:.*secret=/);
    expect(start.body.otpauthUrl).toContain("period=30");
    expect(start.body.otpauthUrl).toContain("digits=6");
    expect(start.body.qrCode).toMatch(/^data:image\/png;base64,/);

    const wrong = await client.post("/api/user/two-factor/authenticator/confirm", {
      code: "000000",
    });
    expect(wrong.status).toBe(422);

    const confirm = await client.post("/api/user/two-factor/authenticator/confirm", {
      code: oathtool(start.body.secret),
    });
    expect(confirm.status).toBe(200);
    expect(confirm.body.recoveryCodes).toHaveLength(8);
    expect(new Set(confirm.body.recoveryCodes).size).toBe(8);

    const overview = await client.get("/api/user/two-factor");
    expect(overview.body.methods).toEqual([
      expect.objectContaining({
        method: "authenticator",
        enabled: true,
        verified: true,
        isDefault: true,
      }),
    ]);
    expect(overview.body.recoveryCodesRemaining).toBe(8);
    // Neither the secret nor the codes are ever shown again.
    expect(JSON.stringify(overview.body)).not.toContain(start.body.secret);
  });

  it("gates a new sign-in with 2fa.verify until verified, then rotates the session id", async () => {
    const { email, client: first } = await newUser(t);
    const { secret } = await enrolAuthenticator(first);

    const client = new TestClient(t.app);
    const login = await client.post("/api/login", { email, password: PASSWORD });
    expect(login.status).toBe(200);
    expect(login.body).toEqual({
      twoFactor: true,
      methods: [{ method: "authenticator", isDefault: true, destination: null }],
      defaultMethod: "authenticator",
    });
    expect(login.body).not.toHaveProperty("email");

    for (const path of ["/api/user", "/api/user/notifications", "/api/user/security"]) {
      const gated = await client.get(path);
      expect(gated.status).toBe(403);
      expect(gated.body).toEqual(verifyReply);
    }
    // Enrolling another method while pending is refused too.
    expect(
      (await client.post("/api/user/two-factor/authenticator", { password: PASSWORD })).status,
    ).toBe(403);
    expect((await client.get("/api/two-factor-auth")).body.defaultMethod).toBe("authenticator");

    const pendingSession = client.cookies.get("platform_session")!;
    const verify = await client.post("/api/two-factor-auth/verify", {
      method: "authenticator",
      code: oathtool(secret, 30),
    });
    expect(verify.status).toBe(204);
    const verifiedSession = client.cookies.get("platform_session")!;
    expect(verifiedSession).not.toBe(pendingSession);
    expect((await client.get("/api/user")).status).toBe(200);

    const stale = new TestClient(t.app);
    stale.cookies.set("platform_session", pendingSession);
    expect((await stale.get("/api/user")).status).toBe(401);

    // Verifying again in a verified session is a conflict, not a second chance.
    expect(
      (
        await client.post("/api/two-factor-auth/verify", {
          method: "authenticator",
          code: "123456",
        })
      ).status,
    ).toBe(409);
  });

  it("accepts a TOTP code once only: a replay inside its window is refused", async () => {
    const { email, client: first } = await newUser(t);
    const { secret } = await enrolAuthenticator(first);
    const code = totp(secret, 30);

    const a = await loginPending(t, email);
    expect(
      (await a.post("/api/two-factor-auth/verify", { method: "authenticator", code })).status,
    ).toBe(204);

    const b = await loginPending(t, email);
    const replay = await b.post("/api/two-factor-auth/verify", { method: "authenticator", code });
    expect(replay.status).toBe(422);
    expect(replay.body.message).toBe("The code is invalid or has expired");
    // An older code than the last one used is refused too.
    const older = await b.post("/api/two-factor-auth/verify", {
      method: "authenticator",
      code: totp(secret, -30),
    });
    expect(older.status).toBe(422);
  });

  it("refuses codes from outside the ±1 step window", async () => {
    const { email, client: first } = await newUser(t);
    const { secret } = await enrolAuthenticator(first);
    const client = await loginPending(t, email);
    const far = await client.post("/api/two-factor-auth/verify", {
      method: "authenticator",
      code: totp(secret, 120),
    });
    expect(far.status).toBe(422);
  });
});

describe("recovery codes", () => {
  it("each works once, and regenerating replaces them all", async () => {
    const { email, client: first } = await newUser(t);
    const { recoveryCodes } = await enrolAuthenticator(first);

    const a = await loginPending(t, email);
    expect(
      (await a.post("/api/two-factor-auth/verify", { recoveryCode: recoveryCodes[0] })).status,
    ).toBe(204);
    expect((await a.get("/api/user/two-factor")).body.recoveryCodesRemaining).toBe(7);

    const b = await loginPending(t, email);
    expect(
      (await b.post("/api/two-factor-auth/verify", { recoveryCode: recoveryCodes[0] })).status,
    ).toBe(422);
    // Upper case and no dash are the same code.
    const loose = recoveryCodes[1]!.replace("-", "").toUpperCase();
    expect((await b.post("/api/two-factor-auth/verify", { recoveryCode: loose })).status).toBe(204);

    expect((await b.post("/api/user/two-factor/recovery-codes", {})).status).toBe(422);
    const regenerated = await b.post("/api/user/two-factor/recovery-codes", { password: PASSWORD });
    expect(regenerated.status).toBe(200);
    expect(regenerated.body.recoveryCodes).toHaveLength(8);

    const c = await loginPending(t, email);
    expect(
      (await c.post("/api/two-factor-auth/verify", { recoveryCode: recoveryCodes[2] })).status,
    ).toBe(422);
    expect(
      (
        await c.post("/api/two-factor-auth/verify", {
          recoveryCode: regenerated.body.recoveryCodes[0],
        })
      ).status,
    ).toBe(204);
  });
});

describe("trust this device", () => {
  it("skips two-factor for 30 days on that device, until revoked or expired", async () => {
    const { email, row, client: first } = await newUser(t);
    const { secret, recoveryCodes } = await enrolAuthenticator(first);

    const client = await loginPending(t, email);
    const verify = await client.post("/api/two-factor-auth/verify", {
      method: "authenticator",
      code: totp(secret, 30),
      trustDevice: true,
    });
    expect(verify.status).toBe(204);
    const cookie = verify.cookies.find((c) => c.name === "platform_trusted_device")!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.maxAge).toBe(30 * 86_400);

    await client.post("/api/logout");
    const trusted = await client.post("/api/login", { email, password: PASSWORD });
    expect(trusted.body.email).toBe(email);
    expect((await client.get("/api/user")).status).toBe(200);

    // Another browser (no cookie) still needs the code; a forged cookie counts for nothing.
    await loginPending(t, email);
    const forged = new TestClient(t.app);
    forged.cookies.set("platform_trusted_device", `${cookie.value.split(".")[0]}.${row.id}.forged`);
    await loginPending(t, email, forged);

    // Expired: two-factor again.
    await t.db
      .update(trustedDevices)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(trustedDevices.userId, row.id));
    await client.post("/api/logout");
    await loginPending(t, email, client);
    expect(
      (
        await client.post("/api/two-factor-auth/verify", {
          recoveryCode: recoveryCodes[0],
          trustDevice: true,
        })
      ).status,
    ).toBe(204);

    // Revoked: two-factor again.
    expect((await client.get("/api/user/two-factor")).body.trustedDevices).toHaveLength(1);
    expect((await client.delete("/api/user/trusted-devices")).status).toBe(204);
    expect((await client.get("/api/user/two-factor")).body.trustedDevices).toHaveLength(0);
    await client.post("/api/logout");
    await loginPending(t, email, client);
  });
});

describe("email and SMS codes", () => {
  it("enrols email, signs in with an emailed 6-digit code bound to that login attempt", async () => {
    const { email, client } = await newUser(t);
    const start = await client.post("/api/user/two-factor/email", { password: PASSWORD });
    expect(start.status).toBe(200);
    expect(start.body.destination).toMatch(/^u\*+@example\.com$/);
    const enrolCode = await lastCode(t, email);
    expect(enrolCode).toMatch(/^\d{6}$/);
    const confirm = await client.post("/api/user/two-factor/email/confirm", { code: enrolCode });
    expect(confirm.status).toBe(200);
    expect(confirm.body.recoveryCodes).toHaveLength(8);

    const a = await loginPending(t, email);
    expect((await a.post("/api/two-factor-auth/send", { method: "email" })).status).toBe(200);
    const codeForA = await lastCode(t, email);

    // The code belongs to attempt A: another login attempt cannot use it.
    const b = await loginPending(t, email);
    expect(
      (await b.post("/api/two-factor-auth/verify", { method: "email", code: codeForA })).status,
    ).toBe(422);
    expect(
      (await a.post("/api/two-factor-auth/verify", { method: "email", code: codeForA })).status,
    ).toBe(204);
    // Used once only.
    const c = await loginPending(t, email);
    expect(
      (await c.post("/api/two-factor-auth/verify", { method: "email", code: codeForA })).status,
    ).toBe(422);
  });

  it("expires codes after 10 minutes", async () => {
    const { email, row, client } = await newUser(t);
    await client.post("/api/user/two-factor/email", { password: PASSWORD });
    await client.post("/api/user/two-factor/email/confirm", { code: await lastCode(t, email) });

    const a = await loginPending(t, email);
    await a.post("/api/two-factor-auth/send", { method: "email" });
    const [challenge] = await t.db
      .select()
      .from(twoFactorChallenges)
      .where(eq(twoFactorChallenges.userId, row.id))
      .orderBy(twoFactorChallenges.id);
    const live = (challenge!.expiresAt.getTime() - challenge!.createdAt.getTime()) / 60_000;
    expect(live).toBeLessThanOrEqual(10.01);
    await t.db
      .update(twoFactorChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(twoFactorChallenges.userId, row.id));
    expect(
      (
        await a.post("/api/two-factor-auth/verify", {
          method: "email",
          code: await lastCode(t, email),
        })
      ).status,
    ).toBe(422);
  });

  it("needs a phone number for SMS, then texts the code", async () => {
    const { client: noPhone } = await newUser(t);
    const refused = await noPhone.post("/api/user/two-factor/sms", { password: PASSWORD });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.phone).toEqual(["SMS verification needs a phone number"]);

    const phone = "+61412345678";
    const { email, client } = await newUser(t, { phone });
    const start = await client.post("/api/user/two-factor/sms", { password: PASSWORD });
    expect(start.body.destination).toBe("*********678");
    const confirm = await client.post("/api/user/two-factor/sms/confirm", {
      code: await lastCode(t, phone),
    });
    expect(confirm.status).toBe(200);

    const a = await loginPending(t, email);
    expect((await a.get("/api/two-factor-auth")).body.methods[0]).toEqual({
      method: "sms",
      isDefault: true,
      destination: "*********678",
    });
    await a.post("/api/two-factor-auth/send", { method: "sms" });
    expect(
      (
        await a.post("/api/two-factor-auth/verify", {
          method: "sms",
          code: await lastCode(t, phone),
        })
      ).status,
    ).toBe(204);
  });
});

describe("managing methods", () => {
  it("sets the default, disables with the password, and two-factor ends with the last method", async () => {
    const phone = "+61498765432";
    const { email, client } = await newUser(t, { phone });
    const { recoveryCodes } = await enrolAuthenticator(client);
    await client.post("/api/user/two-factor/sms", { password: PASSWORD });
    const sms = await client.post("/api/user/two-factor/sms/confirm", {
      code: await lastCode(t, phone),
    });
    // Recovery codes are handed out once, with the first method.
    expect(sms.body.recoveryCodes).toEqual([]);

    const makeDefault = await client.put("/api/user/two-factor/sms", { default: true });
    expect(makeDefault.status).toBe(200);
    expect(
      makeDefault.body.methods.find((m: { method: string }) => m.method === "sms").isDefault,
    ).toBe(true);
    expect(
      makeDefault.body.methods.filter((m: { isDefault: boolean }) => m.isDefault),
    ).toHaveLength(1);
    expect(
      (await loginPending(t, email).then((c) => c.get("/api/two-factor-auth"))).body.defaultMethod,
    ).toBe("sms");

    expect((await client.put("/api/user/two-factor/sms", { enabled: false })).status).toBe(422);
    const off = await client.put("/api/user/two-factor/sms", {
      enabled: false,
      password: PASSWORD,
    });
    expect(off.status).toBe(200);
    expect(
      off.body.methods.find((m: { method: string }) => m.method === "authenticator").isDefault,
    ).toBe(true);

    const lastOff = await client.put("/api/user/two-factor/authenticator", {
      enabled: false,
      password: PASSWORD,
    });
    expect(lastOff.status).toBe(200);
    expect(lastOff.body.recoveryCodesRemaining).toBe(0);
    // No method left: sign-in is by password alone, and old recovery codes are gone.
    const login = await new TestClient(t.app).post("/api/login", { email, password: PASSWORD });
    expect(login.body.email).toBe(email);
    expect(recoveryCodes).toHaveLength(8);

    const never = await client.put("/api/user/two-factor/email", { default: true });
    expect(never.status).toBe(422);
  });
});

describe("company requires two-factor (2fa.setup)", () => {
  it("sends members without a method to setup, and keeps at least one method", async () => {
    const admin = new TestClient(t.app);
    await admin.login("broker2@demo.test", DEMO_PASSWORD);
    const company = (await admin.get("/api/user")).body.roles[0].company;
    const member = new TestClient(t.app);
    await member.login("broker2@demo.test", DEMO_PASSWORD);

    const policy = await admin.put(`/api/companies/${company.id}/security-policy`, {
      requireTwoFactor: true,
    });
    expect(policy.status).toBe(200);
    expect(policy.body).toEqual({
      companyId: company.id,
      requireTwoFactor: true,
      passwordMaxAgeDays: null,
    });

    const gated = await member.get("/api/user");
    expect(gated.status).toBe(403);
    expect(gated.body).toEqual({
      message: "At least one method must be verified to access the product",
      reason: "2fa.setup",
    });
    // Setup itself stays reachable.
    expect((await member.get("/api/user/two-factor")).body.required).toBe(true);
    const start = await member.post("/api/user/two-factor/authenticator", {
      password: DEMO_PASSWORD,
    });
    expect(start.status).toBe(200);
    const confirm = await member.post("/api/user/two-factor/authenticator/confirm", {
      code: totp(start.body.secret),
    });
    expect(confirm.status).toBe(200);
    expect((await member.get("/api/user")).status).toBe(200);

    const disable = await member.put("/api/user/two-factor/authenticator", {
      enabled: false,
      password: DEMO_PASSWORD,
    });
    expect(disable.status).toBe(422);
    expect(disable.body.message).toBe("At least one method must be verified to access the product");

    // An assistant without ManageCompanyDetails cannot change the policy.
    const assistant = new TestClient(t.app);
    await assistant.login("assistant@demo.test", DEMO_PASSWORD);
    const harbourside = (await assistant.get("/api/user")).body.roles[0].company.id;
    expect(
      (
        await assistant.put(`/api/companies/${harbourside}/security-policy`, {
          requireTwoFactor: true,
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await assistant.put(`/api/companies/${company.id}/security-policy`, {
          requireTwoFactor: false,
        })
      ).status,
    ).toBe(404);
  });
});

describe("throttling two-factor verification", () => {
  it("answers 429 with Retry-After on the attempt after the limit", async () => {
    const { email, client: first } = await newUser(t);
    await enrolAuthenticator(first);
    const client = await loginPending(t, email);
    for (let i = 0; i < t.config.security.maxFailures; i++) {
      const wrong = await client.post("/api/two-factor-auth/verify", {
        method: "authenticator",
        code: "000000",
      });
      expect(wrong.status).toBe(422);
    }
    const blocked = await client.post("/api/two-factor-auth/verify", {
      method: "authenticator",
      code: "000000",
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe("Too many attempts. Please try again later.");
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
  });
});

describe("codes are checked and consumed atomically", () => {
  // The sign-in limits are raised so that only the codes' own checks decide the outcome.
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_MAX_FAILURES: "100", AUTH_IP_MAX_ATTEMPTS: "1000" });
  });
  afterAll(() => t.close());
  const parallel = 8;
  const statuses = (responses: { status: number }[]) =>
    responses.map((response) => response.status).sort();

  it("accepts one emailed code once of parallel uses in one sign-in", async () => {
    const { email, row, client } = await newUser(t);
    await client.post("/api/user/two-factor/email", { password: PASSWORD });
    await client.post("/api/user/two-factor/email/confirm", { code: await lastCode(t, email) });
    const pending = await loginPending(t, email);
    await pending.csrf();
    await pending.post("/api/two-factor-auth/send", { method: "email" });
    const code = await lastCode(t, email);
    const responses = await Promise.all(
      Array.from({ length: parallel }, () =>
        pending.post("/api/two-factor-auth/verify", { method: "email", code }),
      ),
    );
    expect(statuses(responses)).toEqual([204, ...Array(parallel - 1).fill(422)]);
    const verified = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.userId, row.id))
      .then((rows) => rows.filter((entry) => entry.action === "2fa.verified"));
    expect(verified).toHaveLength(1);
  });

  it("counts parallel wrong codes against the challenge's 5 attempts, never more", async () => {
    const { email, row, client } = await newUser(t);
    await client.post("/api/user/two-factor/email", { password: PASSWORD });
    await client.post("/api/user/two-factor/email/confirm", { code: await lastCode(t, email) });
    const pending = await loginPending(t, email);
    await pending.csrf();
    await pending.post("/api/two-factor-auth/send", { method: "email" });
    const code = await lastCode(t, email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    await Promise.all(
      Array.from({ length: parallel }, () =>
        pending.post("/api/two-factor-auth/verify", { method: "email", code: wrong }),
      ),
    );
    const [challenge] = await t.db
      .select()
      .from(twoFactorChallenges)
      .where(eq(twoFactorChallenges.userId, row.id))
      .orderBy(desc(twoFactorChallenges.id))
      .limit(1);
    expect(challenge!.attempts).toBe(5);
    // The attempts are spent: even the right code no longer works for this challenge.
    const right = await pending.post("/api/two-factor-auth/verify", { method: "email", code });
    expect(right.status).toBe(422);
  });

  it("accepts one TOTP code and one recovery code once of parallel uses", async () => {
    const { email, client: first } = await newUser(t);
    const { secret, recoveryCodes } = await enrolAuthenticator(first);
    const code = totp(secret, 30);
    const clients: TestClient[] = [];
    for (let i = 0; i < parallel; i++) clients.push(await loginPending(t, email));
    const totpRuns = await Promise.all(
      clients.map((client) =>
        client.post("/api/two-factor-auth/verify", { method: "authenticator", code }),
      ),
    );
    expect(statuses(totpRuns)).toEqual([204, ...Array(parallel - 1).fill(422)]);
    const stillPending = clients.filter((_, i) => totpRuns[i]!.status === 422);
    const recoveryRuns = await Promise.all(
      stillPending.map((client) =>
        client.post("/api/two-factor-auth/verify", { recoveryCode: recoveryCodes[0] }),
      ),
    );
    expect(statuses(recoveryRuns)).toEqual([204, ...Array(parallel - 2).fill(422)]);
  });

  it("activates a pending authenticator once of parallel confirmations", async () => {
    const { client } = await newUser(t);
    const start = await client.post("/api/user/two-factor/authenticator", { password: PASSWORD });
    const code = totp(start.body.secret);
    const responses = await Promise.all(
      Array.from({ length: 4 }, () =>
        client.post("/api/user/two-factor/authenticator/confirm", { code }),
      ),
    );
    expect(statuses(responses)).toEqual([200, 422, 422, 422]);
    const issued = responses.find((response) => response.status === 200)!.body.recoveryCodes;
    expect((await client.get("/api/user/two-factor")).body.recoveryCodesRemaining).toBe(
      issued.length,
    );
  });
});

describe("administrator resets a user's authenticator", () => {
  const signIn = async (email: string) => {
    const client = new TestClient(t.app);
    const user = (await client.login(email, DEMO_PASSWORD)).body;
    return { client, user, companyId: user.roles[0].company.id as number };
  };
  const enrol = async (client: TestClient) => {
    const start = await client.post("/api/user/two-factor/authenticator", {
      password: DEMO_PASSWORD,
    });
    await client.post("/api/user/two-factor/authenticator/confirm", {
      code: totp(start.body.secret),
    });
  };
  const resetPath = (companyId: number, userId: number) =>
    `/api/companies/${companyId}/users/${userId}/two-factor/authenticator`;

  it("needs ManageCompanyUsers in a company the user belongs to, and is audited", async () => {
    const broker = await signIn("broker@demo.test");
    const assistant = await signIn("assistant@demo.test");
    await enrol(assistant.client);
    const outsider = await signIn("insurer@demo.test");
    const path = resetPath(broker.companyId, assistant.user.id);
    expect((await outsider.client.delete(path)).status).toBe(404);

    expect((await broker.client.delete(path)).status).toBe(204);
    expect((await assistant.client.get("/api/user/two-factor")).body.methods[0].enabled).toBe(
      false,
    );
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "2fa.admin_reset"));
    expect(entry).toMatchObject({
      companyId: broker.companyId,
      subjectId: String(assistant.user.id),
    });
    const security = await assistant.client.get("/api/user/security");
    expect(
      security.body.events.some(
        (e: { action: string; byAdministrator: boolean }) =>
          e.action === "2fa.admin_reset" && e.byAdministrator,
      ),
    ).toBe(true);
  });

  it("is refused to one company's administrator for a user who also belongs to another company; the system company may", async () => {
    const coastalAdmin = await signIn("underwriter@demo.test");
    const multi = await signIn("multi@demo.test");
    await enrol(multi.client);
    const path = resetPath(coastalAdmin.companyId, multi.user.id);
    const refused = await coastalAdmin.client.delete(path);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      "This user also belongs to another company: only the system company can change their account",
    );
    expect((await multi.client.get("/api/user/two-factor")).body.methods[0].enabled).toBe(true);

    // The users list says so, so the panel offers no reset there.
    const listed = await coastalAdmin.client.get(
      `/api/companies/${coastalAdmin.companyId}/users?perPage=50`,
    );
    const row = (id: number) => listed.body.data.find((person: { id: number }) => person.id === id);
    expect(row(multi.user.id).canChangeAccount).toBe(false);
    expect(row(coastalAdmin.user.id).canChangeAccount).toBe(true);

    const system = await signIn("admin@demo.test");
    const asSystem = await system.client.get(
      `/api/companies/${coastalAdmin.companyId}/users?perPage=50`,
    );
    expect(
      asSystem.body.data.find((person: { id: number }) => person.id === multi.user.id)
        .canChangeAccount,
    ).toBe(true);
    expect((await system.client.delete(path)).status).toBe(204);
    expect((await multi.client.get("/api/user/two-factor")).body.methods[0].enabled).toBe(false);
  });
});
