/** Two-factor constants, messages and helpers shared by enrolment, sign-in and recovery. */
import { messages, PRODUCT_NAME } from "@platform/domain";
import { Secret, TOTP } from "otpauth";
import type { AuthUser } from "../../platform/access/index.ts";
import { keyedHash, normaliseRecoveryCode } from "../../platform/crypto/index.ts";
import { verifyPassword } from "../../platform/crypto/passwords.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { invalid } from "../../platform/http/errors.ts";
import type { TwoFactorMethodName, TwoFactorMethodRow } from "./tables.ts";

export const TOTP_PERIOD_SECONDS = 30;
export const CODE_TTL_MINUTES = 10;
export const CODE_MAX_ATTEMPTS = 5;
export const RECOVERY_CODE_COUNT = 8;
export const TRUSTED_DEVICE_DAYS = 30;
export const TRUSTED_DEVICE_COOKIE = "platform_trusted_device";
const ISSUER = PRODUCT_NAME;

export const invalidCode = "The code is invalid or has expired";
export const notPending = "Two-factor authentication is not pending for this session";

export type Deps = Pick<AppDeps, "db" | "config">;

// ---------- helpers ----------

export function maskEmail(email: string): string {
  const [local = "", domain = ""] = email.split("@");
  return `${local.slice(0, 1)}${"*".repeat(Math.max(1, local.length - 1))}@${domain}`;
}

export function maskPhone(phone: string): string {
  const digits = phone.replace(/[^0-9+]/g, "");
  return `${"*".repeat(Math.max(0, digits.length - 3))}${digits.slice(-3)}`;
}

export function totpFor(secretBase32: string, label: string) {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: "SHA1",
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** The 30 s step a code belongs to, within one step either side, or null. */
export function totpStep(secretBase32: string, label: string, code: string): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpFor(secretBase32, label).validate({ token: code, window: 1 });
  if (delta === null) return null;
  return Math.floor(Date.now() / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

export const hashCode = (deps: Deps, code: string) =>
  keyedHash(deps.config.appKey, "2fa-code", code);
export const hashRecovery = (deps: Deps, code: string) =>
  keyedHash(deps.config.appKey, "recovery-code", normaliseRecoveryCode(code));

/** Changing a two-factor method asks for the password again (users without one are exempt). */
export async function confirmPassword(user: AuthUser, password: string | undefined) {
  if (!user.row.passwordHash) return;
  if (!password || !(await verifyPassword(user.row.passwordHash, password))) {
    throw invalid({ password: messages.currentPasswordIncorrect });
  }
}

export function destinationOf(user: AuthUser["row"], method: TwoFactorMethodName): string | null {
  if (method === "email") return maskEmail(user.email);
  if (method === "sms") return user.phone ? maskPhone(user.phone) : null;
  return null;
}

export function presentMethod(row: TwoFactorMethodRow, user: AuthUser["row"]) {
  return {
    method: row.method,
    enabled: row.enabled,
    verified: row.verifiedAt !== null,
    isDefault: row.isDefault,
    destination: destinationOf(user, row.method),
    lastUsedAt: row.lastUsedAt ? Math.floor(row.lastUsedAt.getTime() / 1000) : null,
  };
}
