import { eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outboxMessages } from "../../platform/mail/tables.ts";
import { DEMO_PASSWORD, seedDemoMarket } from "../../seed/demo.ts";
import { assignRole, createCompany, createRole } from "../../seed/factories.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { TestClient } from "../../test/client.ts";
import { lastOutbox, newUser, PASSWORD } from "../../test/security.ts";
import { users } from "../users/tables.ts";
import { isCommonPassword, passwordBase } from "./common-passwords.ts";
import { passwordResetTokens } from "./tables.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoMarket(t.db);
});
afterAll(() => t.close());

const neutral = {
  message: "If an account exists with that email, password reset instructions will be sent.",
};
const invalidLink = "This password reset link is expired or no longer valid";

async function requestReset(email: string) {
  const response = await new TestClient(t.app).post("/api/forgot-password", { email });
  expect(response.status).toBe(200);
  expect(response.body).toEqual(neutral);
  const mail = await lastOutbox(t, email);
  const url = new URL(mail!.body.match(/https?:\/\/\S+/)![0]);
  return { token: url.searchParams.get("token")!, email: url.searchParams.get("email")! };
}

describe("forgot password", () => {
  it("answers the same whether or not the account exists, and mails a link only to a real one", async () => {
    const { email, row } = await newUser(t);
    const client = new TestClient(t.app);
    const known = await client.post("/api/forgot-password", { email });
    const unknown = await client.post("/api/forgot-password", { email: "nobody-here@example.com" });
    expect(known.status).toBe(unknown.status);
    expect(known.body).toEqual(unknown.body);
    expect(known.body).toEqual(neutral);
    // The reply only queued the work, for both: no link exists until the job has run.
    const tokensOf = async () =>
      t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, row.id));
    expect(await tokensOf()).toHaveLength(0);
    expect((await lastOutbox(t, email))?.subject).toBe("Reset your password");
    expect(await tokensOf()).toHaveLength(1);
    expect(await lastOutbox(t, "nobody-here@example.com")).toBeNull();
  });

  it("resets with a single-use token stored hashed, and ends every session", async () => {
    const { email, row, client: signedIn } = await newUser(t);
    const { token } = await requestReset(email);
    const [stored] = await t.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, row.id));
    expect(stored!.tokenHash).not.toContain(token);
    expect(stored!.tokenHash).toMatch(/^[0-9a-f]{64}$/);

    const newPassword = "Quiet-Harbour-2031";
    const body = { token, email, password: newPassword, password_confirmation: newPassword };
    const reset = await new TestClient(t.app).post("/api/reset-password", body);
    expect(reset.status).toBe(204);
    expect((await signedIn.get("/api/user")).status).toBe(401);
    await new TestClient(t.app).login(email, newPassword);

    const again = await new TestClient(t.app).post("/api/reset-password", {
      ...body,
      password: "Another-Lantern-77",
      password_confirmation: "Another-Lantern-77",
    });
    expect(again.status).toBe(422);
    expect(again.body.message).toBe(invalidLink);
  });

  it("resets once of parallel uses of one token", async () => {
    const { email } = await newUser(t);
    const { token } = await requestReset(email);
    const passwords = Array.from({ length: 4 }, (_, i) => `Parallel-Harbour-${40 + i}`);
    const responses = await Promise.all(
      passwords.map(async (password) => {
        const client = new TestClient(t.app);
        await client.csrf();
        return client.post("/api/reset-password", {
          token,
          email,
          password,
          password_confirmation: password,
        });
      }),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([204, 422, 422, 422]);
    const winner = passwords[responses.findIndex((response) => response.status === 204)]!;
    await new TestClient(t.app).login(email, winner);
  });

  it("refuses an expired token, a token for another email, and a new link voids the old", async () => {
    const { email, row } = await newUser(t);
    const { token } = await requestReset(email);
    const body = (password: string) => ({
      token,
      email,
      password,
      password_confirmation: password,
    });

    const other = await newUser(t);
    const wrongEmail = await new TestClient(t.app).post("/api/reset-password", {
      ...body("Fresh-Meadow-4412"),
      email: other.email,
    });
    expect(wrongEmail.body.message).toBe(invalidLink);

    await t.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, row.id));
    const expired = await new TestClient(t.app).post(
      "/api/reset-password",
      body("Fresh-Meadow-4412"),
    );
    expect(expired.status).toBe(422);
    expect(expired.body).toEqual({ message: invalidLink, errors: { token: [invalidLink] } });

    const first = await requestReset(email);
    const second = await requestReset(email);
    const old = await new TestClient(t.app).post("/api/reset-password", {
      ...body("Fresh-Meadow-4412"),
      token: first.token,
    });
    expect(old.body.message).toBe(invalidLink);
    const current = await new TestClient(t.app).post("/api/reset-password", {
      ...body("Fresh-Meadow-4412"),
      token: second.token,
    });
    expect(current.status).toBe(204);
  });

  it("limits requests per email (429 with Retry-After)", async () => {
    const client = new TestClient(t.app);
    const email = "flooded@example.com";
    for (let i = 0; i < 3; i++)
      expect((await client.post("/api/forgot-password", { email })).status).toBe(200);
    const blocked = await client.post("/api/forgot-password", { email });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
  });
});

describe("new passwords", () => {
  it("refuses the bundled common passwords however decorated", async () => {
    expect(passwordBase("P@ssw0rd2024#")).toBe("password");
    expect(isCommonPassword("Password123!")).toBe(true);
    expect(isCommonPassword("Welcome2Sydney!")).toBe(false);
    expect(isCommonPassword("Qwertyuiop12#")).toBe(true);
    expect(isCommonPassword(DEMO_PASSWORD)).toBe(false);

    const register = await new TestClient(t.app).post("/api/register", {
      name: "Common",
      email: "common@example.com",
      password: "Password123!",
      password_confirmation: "Password123!",
    });
    expect(register.status).toBe(422);
    expect(register.body.errors.password).toEqual([
      "This password is too common. Choose a less predictable one",
    ]);

    const { client } = await newUser(t);
    const change = await client.put("/api/user/password", {
      current_password: PASSWORD,
      password: "Letmein!2345",
      password_confirmation: "Letmein!2345",
    });
    expect(change.status).toBe(422);
  });

  it("refuses the last 5 passwords, and ends the other sessions on change", async () => {
    const { email, client } = await newUser(t);
    const other = new TestClient(t.app);
    await other.login(email, PASSWORD);
    const passwords = [
      PASSWORD,
      "Second-Orchard-11",
      "Third-Orchard-22",
      "Fourth-Orchard-33",
      "Fifth-Orchard-44",
      "Sixth-Orchard-55",
    ];
    for (let i = 1; i < passwords.length; i++) {
      const change = await client.put("/api/user/password", {
        current_password: passwords[i - 1],
        password: passwords[i],
        password_confirmation: passwords[i],
      });
      expect(change.status).toBe(204);
    }
    expect((await other.get("/api/user")).status).toBe(401);
    expect((await client.get("/api/user")).status).toBe(200);

    const reuse = await client.put("/api/user/password", {
      current_password: passwords[5],
      password: passwords[2],
      password_confirmation: passwords[2],
    });
    expect(reuse.status).toBe(422);
    expect(reuse.body.errors.password).toEqual(["You cannot reuse any of your last 5 passwords"]);
    // The first password is now six changes old: allowed again.
    const oldest = await client.put("/api/user/password", {
      current_password: passwords[5],
      password: passwords[0],
      password_confirmation: passwords[0],
    });
    expect(oldest.status).toBe(204);
  });
});

describe("password expiry", () => {
  it("answers 403 passwordExpired past the company's maximum age until the password is replaced", async () => {
    const { email, row, client } = await newUser(t);
    const company = await createCompany(t.db, {
      name: "Expiry Brokers",
      handle: "expiry",
      refCompanyTypeId: 2,
    });
    const role = await createRole(t.db, company, "Administrator", undefined, true);
    await assignRole(t.db, row.id, role);
    const admin = new TestClient(t.app);
    await admin.login("admin@demo.test", DEMO_PASSWORD);
    expect(
      (await admin.put(`/api/companies/${company.id}/security-policy`, { passwordMaxAgeDays: 90 }))
        .status,
    ).toBe(200);
    expect((await client.get("/api/user")).status).toBe(200);

    await t.db
      .update(users)
      .set({ passwordChangedAt: new Date(Date.now() - 91 * 86_400_000) })
      .where(eq(users.id, row.id));
    const expired = await client.get("/api/user");
    expect(expired.status).toBe(403);
    expect(expired.body).toEqual({
      message: "Your password has expired",
      reason: "passwordExpired",
    });

    const same = await client.post("/api/password-expired", {
      current_password: PASSWORD,
      password: PASSWORD,
      password_confirmation: PASSWORD,
    });
    expect(same.status).toBe(422);
    const wrong = await client.post("/api/password-expired", {
      current_password: "Not-The-Password-1",
      password: "Renewed-Compass-88",
      password_confirmation: "Renewed-Compass-88",
    });
    expect(wrong.body.errors.current_password).toEqual(["The current password is incorrect"]);
    const renewed = await client.post("/api/password-expired", {
      current_password: PASSWORD,
      password: "Renewed-Compass-88",
      password_confirmation: "Renewed-Compass-88",
    });
    expect(renewed.status).toBe(204);
    expect((await client.get("/api/user")).status).toBe(200);
    await new TestClient(t.app).login(email, "Renewed-Compass-88");
  });

  it("uses the platform default when no company sets one", async () => {
    const strict = await createTestApp({ PASSWORD_MAX_AGE_DAYS: "30" });
    try {
      const { row, client } = await newUser(strict);
      expect((await client.get("/api/user")).status).toBe(200);
      await strict.db
        .update(users)
        .set({ passwordChangedAt: new Date(Date.now() - 31 * 86_400_000) })
        .where(eq(users.id, row.id));
      expect((await client.get("/api/user")).body.reason).toBe("passwordExpired");
    } finally {
      await strict.close();
    }
  });
});

describe("sign-in throttling and lockout", () => {
  it("locks an email after 5 failures, the same for an unknown email, even with the right password", async () => {
    const { email } = await newUser(t);
    const client = new TestClient(t.app);
    for (const target of [email, "ghost@example.com"]) {
      for (let i = 0; i < 5; i++) {
        const failed = await client.post("/api/login", {
          email: target,
          password: "Wrong-Password-9!",
        });
        expect(failed.status).toBe(422);
        expect(failed.body.message).toBe("Login failed");
      }
      const locked = await client.post("/api/login", {
        email: target,
        password: "Wrong-Password-9!",
      });
      expect(locked.status).toBe(429);
      expect(locked.body).toEqual({ message: "Too many attempts. Please try again later." });
      expect(Number(locked.headers["retry-after"])).toBeGreaterThan(800);
    }
    expect((await client.post("/api/login", { email, password: PASSWORD })).status).toBe(429);
  });

  it("limits failures per address across emails", async () => {
    const app = await createTestApp({ AUTH_IP_MAX_ATTEMPTS: "3" });
    try {
      const client = new TestClient(app.app);
      for (let i = 0; i < 3; i++) {
        expect(
          (
            await client.post("/api/login", {
              email: `x${i}@example.com`,
              password: "Nope-Nope-123!",
            })
          ).status,
        ).toBe(422);
      }
      const blocked = await client.post("/api/login", {
        email: "x9@example.com",
        password: "Nope-Nope-123!",
      });
      expect(blocked.status).toBe(429);
      expect(blocked.headers["retry-after"]).toBeDefined();
    } finally {
      await app.close();
    }
  });
});

describe("delivery", () => {
  it("sends through SMTP when SMTP_URL is set (in-process smtp-server), leaving the outbox empty", async () => {
    const received: { to: string; data: string }[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, session, callback) {
        let data = "";
        stream.on("data", (chunk: Buffer) => {
          data += chunk.toString("utf8");
        });
        stream.on("end", () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(","), data });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = (server.server.address() as { port: number }).port;
    const smtp = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: "Placement <no-reply@example.com>",
    });
    try {
      const { email } = await newUser(smtp);
      const response = await new TestClient(smtp.app).post("/api/forgot-password", { email });
      expect(response.status).toBe(200);
      await smtp.app.jobs.drain();
      expect(received).toHaveLength(1);
      expect(received[0]!.to).toBe(email);
      expect(received[0]!.data).toContain("Subject: Reset your password");
      // Quoted-printable: undo soft line breaks and the encoded "=".
      const text = received[0]!.data.replace(/=\r?\n/g, "").replaceAll("=3D", "=");
      expect(text).toContain("/reset-password?token=");
      expect(await smtp.db.select().from(outboxMessages)).toHaveLength(0);
    } finally {
      await smtp.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it("lists the outbox to system users only", async () => {
    const { email } = await newUser(t);
    await new TestClient(t.app).post("/api/forgot-password", { email });
    await t.app.jobs.drain();
    const admin = new TestClient(t.app);
    await admin.login("admin@demo.test", DEMO_PASSWORD);
    const outbox = await admin.get("/api/system/outbox");
    expect(outbox.status).toBe(200);
    expect(outbox.body.data[0]).toMatchObject({
      channel: "email",
      recipient: email,
      subject: "Reset your password",
    });
    const broker = new TestClient(t.app);
    await broker.login("broker@demo.test", DEMO_PASSWORD);
    expect((await broker.get("/api/system/outbox")).status).toBe(403);
  });
});

describe("account security view", () => {
  it("shows last activity, member since and recent sign-ins including failures", async () => {
    const { email, client } = await newUser(t);
    await new TestClient(t.app).post("/api/login", { email, password: "Wrong-Password-9!" });
    const view = await client.get("/api/user/security");
    expect(view.status).toBe(200);
    expect(view.body.memberSince).toBeGreaterThan(0);
    expect(view.body.lastActivityAt).toBeGreaterThan(0);
    expect(view.body.passwordExpiresAt).toBeNull();
    expect(view.body.recentSignIns).toHaveLength(1);
    expect(view.body.recentSignIns[0]).toMatchObject({
      action: "auth.login",
      ipAddress: "127.0.0.1",
    });
    expect(view.body.events.map((e: { action: string }) => e.action)).toContain(
      "auth.login_failed",
    );
  });
});
