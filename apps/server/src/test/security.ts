/** Helpers for the identity and account security tests. */
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { outboxMessages } from "../platform/mail/tables.ts";
import { createUser } from "../seed/factories.ts";
import type { TestApp } from "./app.ts";
import { TestClient } from "./client.ts";

export const PASSWORD = "Sturdy-Lantern-83";

export async function newUser(t: TestApp, options: { phone?: string; name?: string } = {}) {
  const email = `user-${randomBytes(5).toString("hex")}@example.com`;
  const row = await createUser(t.db, {
    name: options.name ?? "Test User",
    email,
    password: PASSWORD,
    phone: options.phone,
  });
  const client = new TestClient(t.app);
  await client.login(email, PASSWORD);
  return { row, email, client };
}

/** A TOTP code from Debian's oathtool, an independent RFC 6238 implementation. */
export function oathtool(secret: string, offsetSeconds = 0): string {
  const at = new Date(Date.now() + offsetSeconds * 1000);
  const when = `${at.toISOString().slice(0, 19).replace("T", " ")} UTC`;
  return execFileSync("/usr/bin/oathtool", ["--totp", "-b", "-N", when, secret], {
    encoding: "utf8",
  }).trim();
}

export function totp(secret: string, offsetSeconds = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + offsetSeconds * 1000,
  });
}

/** The newest outbox message to a recipient, once the queued mail has been delivered. */
export async function lastOutbox(t: TestApp, recipient: string) {
  await t.app.jobs.drain();
  const [row] = await t.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, recipient))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  return row ?? null;
}

export async function lastCode(t: TestApp, recipient: string): Promise<string> {
  const row = await lastOutbox(t, recipient);
  const code = row?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code sent to ${recipient}`);
  return code;
}

/** Enrols an authenticator for a signed-in client; returns the secret and recovery codes. */
export async function enrolAuthenticator(client: TestClient) {
  const start = await client.post("/api/user/two-factor/authenticator", { password: PASSWORD });
  if (start.status !== 200) throw new Error(`enrol failed: ${JSON.stringify(start.body)}`);
  const secret: string = start.body.secret;
  const confirm = await client.post("/api/user/two-factor/authenticator/confirm", {
    code: totp(secret),
  });
  if (confirm.status !== 200) throw new Error(`confirm failed: ${JSON.stringify(confirm.body)}`);
  return { secret, recoveryCodes: confirm.body.recoveryCodes as string[] };
}

/** Signs in with the password only: the session is pending two-factor. */
export async function loginPending(t: TestApp, email: string, client = new TestClient(t.app)) {
  const response = await client.post("/api/login", { email, password: PASSWORD });
  if (response.status !== 200 || response.body.twoFactor !== true) {
    throw new Error(
      `expected a two-factor challenge: ${response.status} ${JSON.stringify(response.body)}`,
    );
  }
  return client;
}
