/**
 * Two-factor authentication (SPEC §4; issue 3): enrol, confirm, switch off, choose the default,
 * verify at sign-in by authenticator (RFC 6238), emailed or texted code, or recovery code, and
 * trust a device for 30 days.
 */
import { messages, PRODUCT_NAME } from "@platform/domain";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";
import type { AuthUser } from "../../platform/access/index.ts";
import type { Actor } from "../../platform/actor/index.ts";
import { audit } from "../../platform/audit/index.ts";
import {
  keyedHash,
  normaliseRecoveryCode,
  numericCode,
  recoveryCode,
  seal,
  sign,
  unseal,
  unsign,
} from "../../platform/crypto/index.ts";
import type { DbOrTx } from "../../platform/db/index.ts";
import { inTransaction } from "../../platform/db/transaction.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { conflict, invalid } from "../../platform/http/errors.ts";
import {
  assertUnderLimit,
  hit,
  recordFailure,
  resetLimit,
} from "../../platform/rate-limit/index.ts";
import type { HttpSession } from "../../platform/session/http-session.ts";
import { effectivePolicy, sessionTwoFactorState } from "../account-security/index.ts";
import { verifyPassword } from "../auth/index.ts";
import {
  activeMethods,
  claimTotpStep,
  consumeRecoveryCode,
  countChallengeAttempt,
  createChallenge,
  findMethod,
  findTrustedDevice,
  insertTrustedDevice,
  listMethods,
  listTrustedDevices,
  liveChallenge,
  replaceRecoveryCodes,
  revokeTrustedDevices,
  setDefaultMethod,
  touchTrustedDevice,
  unusedRecoveryCodeCount,
  upsertMethod,
} from "./repo.ts";
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

type Deps = Pick<AppDeps, "db" | "config">;

// ---------- helpers ----------

export function maskEmail(email: string): string {
  const [local = "", domain = ""] = email.split("@");
  return `${local.slice(0, 1)}${"*".repeat(Math.max(1, local.length - 1))}@${domain}`;
}

export function maskPhone(phone: string): string {
  const digits = phone.replace(/[^0-9+]/g, "");
  return `${"*".repeat(Math.max(0, digits.length - 3))}${digits.slice(-3)}`;
}

function totpFor(secretBase32: string, label: string) {
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
function totpStep(secretBase32: string, label: string, code: string): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpFor(secretBase32, label).validate({ token: code, window: 1 });
  if (delta === null) return null;
  return Math.floor(Date.now() / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

const hashCode = (deps: Deps, code: string) => keyedHash(deps.config.appKey, "2fa-code", code);
const hashRecovery = (deps: Deps, code: string) =>
  keyedHash(deps.config.appKey, "recovery-code", normaliseRecoveryCode(code));

/** Changing a two-factor method asks for the password again (users without one are exempt). */
export async function confirmPassword(user: AuthUser, password: string | undefined) {
  if (!user.row.passwordHash) return;
  if (!password || !(await verifyPassword(user.row.passwordHash, password))) {
    throw invalid({ password: messages.currentPasswordIncorrect });
  }
}

function destinationOf(user: AuthUser["row"], method: TwoFactorMethodName): string | null {
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

// ---------- the signed-in user's settings ----------

export async function twoFactorOverview(deps: Deps, user: AuthUser) {
  const [methods, remaining, devices, policy] = await Promise.all([
    listMethods(deps.db, user.id),
    unusedRecoveryCodeCount(deps.db, user.id),
    listTrustedDevices(deps.db, user.id),
    effectivePolicy(
      deps.db,
      deps.config,
      user.roles.map((role) => role.companyId),
    ),
  ]);
  return {
    methods: methods.map((row) => presentMethod(row, user.row)),
    recoveryCodesRemaining: remaining,
    required: policy.requireTwoFactor,
    trustedDevices: devices.map((device) => ({
      id: device.id,
      userAgent: device.userAgent,
      ipAddress: device.ipAddress,
      createdAt: Math.floor(device.createdAt.getTime() / 1000),
      expiresAt: Math.floor(device.expiresAt.getTime() / 1000),
      lastUsedAt: device.lastUsedAt ? Math.floor(device.lastUsedAt.getTime() / 1000) : null,
    })),
  };
}

export async function startAuthenticator(deps: Deps, user: AuthUser, password?: string) {
  await confirmPassword(user, password);
  const secret = new Secret({ size: 20 });
  const otpauthUrl = totpFor(secret.base32, user.row.email).toString();
  await upsertMethod(deps.db, user.id, "authenticator", {
    pendingSecretSealed: seal(deps.config.appKey, "totp", secret.base32),
  });
  return {
    secret: secret.base32,
    otpauthUrl,
    qrCode: await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 240 }),
  };
}

/** Turns a method on after proof, making it the default if none is, and hands out recovery codes once. */
async function activateMethod(
  tx: DbOrTx,
  deps: Deps,
  actor: Actor,
  method: TwoFactorMethodName,
  values: Partial<TwoFactorMethodRow>,
) {
  const { user } = actor;
  const before = await activeMethods(tx, user.id);
  await upsertMethod(tx, user.id, method, {
    ...values,
    enabled: true,
    verifiedAt: new Date(),
  });
  if (!before.some((row) => row.isDefault && row.method !== method)) {
    await setDefaultMethod(tx, user.id, method);
  }
  let recoveryCodes: string[] = [];
  if ((await unusedRecoveryCodeCount(tx, user.id)) === 0) {
    recoveryCodes = await issueRecoveryCodes(tx, deps, user.id);
  }
  await audit(
    tx,
    {
      action: "2fa.enabled",
      userId: user.id,
      subjectType: "user",
      subjectId: user.id,
      data: { method },
    },
    actor,
  );
  return { recoveryCodes };
}

async function issueRecoveryCodes(tx: DbOrTx, deps: Deps, userId: number) {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => recoveryCode());
  await replaceRecoveryCodes(
    tx,
    userId,
    codes.map((code) => hashRecovery(deps, code)),
  );
  return codes;
}

export async function confirmAuthenticator(deps: Deps, actor: Actor, code: string) {
  const { user } = actor;
  const row = await findMethod(deps.db, user.id, "authenticator");
  if (!row?.pendingSecretSealed) throw invalid({ code: invalidCode });
  const secret = unseal(deps.config.appKey, "totp", row.pendingSecretSealed);
  const step = totpStep(secret, user.row.email, code);
  if (step === null) throw invalid({ code: invalidCode });
  return deps.db.transaction((tx) =>
    activateMethod(tx, deps, actor, "authenticator", {
      secretSealed: row.pendingSecretSealed,
      pendingSecretSealed: null,
      lastUsedStep: step,
      lastUsedAt: new Date(),
    }),
  );
}

async function sendCode(
  deps: Deps & Pick<AppDeps, "outbox">,
  user: AuthUser["row"],
  method: "email" | "sms",
  sessionId: string,
  purpose: "verify" | "enrol",
) {
  const code = numericCode(6);
  const text = `Your ${PRODUCT_NAME} verification code is ${code}. It expires in ${CODE_TTL_MINUTES} minutes. If you did not try to sign in, change your password.`;
  await inTransaction(deps.db, async (tx, afterCommit) => {
    await createChallenge(tx, {
      userId: user.id,
      sessionId,
      method,
      purpose,
      codeHash: hashCode(deps, code),
      expiresAt: new Date(Date.now() + CODE_TTL_MINUTES * 60_000),
    });
    await deps.outbox.message(
      tx,
      afterCommit,
      method === "email"
        ? {
            channel: "email",
            to: user.email,
            subject: "Your verification code",
            text,
            userId: user.id,
          }
        : { channel: "sms", to: user.phone!, text, userId: user.id },
    );
  });
}

/** Checks an emailed or texted code against the live challenge of this session. */
async function checkCode(
  deps: Deps,
  input: {
    userId: number;
    sessionId: string;
    method: "email" | "sms";
    purpose: "verify" | "enrol";
  },
  code: string,
): Promise<boolean> {
  const challenge = await liveChallenge(deps.db, input);
  if (!challenge || challenge.attempts >= CODE_MAX_ATTEMPTS) return false;
  const ok = /^\d{6}$/.test(code) && hashCode(deps, code) === challenge.codeHash;
  await countChallengeAttempt(deps.db, challenge.id, ok);
  return ok;
}

export async function startCodeMethod(
  deps: Deps & Pick<AppDeps, "outbox">,
  user: AuthUser,
  method: "email" | "sms",
  password: string | undefined,
  sessionId: string,
) {
  await confirmPassword(user, password);
  if (method === "sms" && !user.row.phone) throw invalid({ phone: messages.smsNeedsPhone });
  await hit(deps.db, { key: `2fa:send:${user.id}`, max: 5, windowSeconds: 600 });
  await upsertMethod(deps.db, user.id, method, {});
  await sendCode(deps, user.row, method, sessionId, "enrol");
  return { destination: destinationOf(user.row, method) };
}

export async function confirmCodeMethod(
  deps: Deps,
  actor: Actor,
  method: "email" | "sms",
  code: string,
  sessionId: string,
) {
  const { user } = actor;
  if (method === "sms" && !user.row.phone) throw invalid({ phone: messages.smsNeedsPhone });
  const ok = await checkCode(deps, { userId: user.id, sessionId, method, purpose: "enrol" }, code);
  if (!ok) throw invalid({ code: invalidCode });
  return deps.db.transaction((tx) => activateMethod(tx, deps, actor, method, {}));
}

export async function updateMethod(
  deps: Deps,
  actor: Actor,
  method: TwoFactorMethodName,
  input: { default?: boolean; enabled?: boolean; password?: string },
) {
  const { user } = actor;
  const row = await findMethod(deps.db, user.id, method);
  if (!row?.verifiedAt) throw invalid({ method: "This method has not been set up" });
  if (input.enabled !== undefined) await confirmPassword(user, input.password);
  await deps.db.transaction(async (tx) => {
    if (input.enabled === false && row.enabled) {
      const others = (await activeMethods(tx, user.id)).filter((m) => m.method !== method);
      const policy = await effectivePolicy(
        tx,
        deps.config,
        user.roles.map((role) => role.companyId),
      );
      if (others.length === 0 && policy.requireTwoFactor) {
        throw invalid({ method: messages.verifyOneMethod }, messages.verifyOneMethod);
      }
      await upsertMethod(tx, user.id, method, { enabled: false, isDefault: false });
      if (row.isDefault && others[0]) await setDefaultMethod(tx, user.id, others[0].method);
      if (others.length === 0) {
        // Two-factor is off altogether: recovery codes and trusted devices go with it.
        await replaceRecoveryCodes(tx, user.id, []);
        await revokeTrustedDevices(tx, user.id);
      }
      await audit(
        tx,
        {
          action: "2fa.disabled",
          userId: user.id,
          subjectType: "user",
          subjectId: user.id,
          data: { method },
        },
        actor,
      );
    } else if (input.enabled === true && !row.enabled) {
      await upsertMethod(tx, user.id, method, { enabled: true });
      if ((await activeMethods(tx, user.id)).length === 1) {
        await setDefaultMethod(tx, user.id, method);
      }
      await audit(
        tx,
        {
          action: "2fa.enabled",
          userId: user.id,
          subjectType: "user",
          subjectId: user.id,
          data: { method },
        },
        actor,
      );
    }
    if (input.default === true) {
      const current = await findMethod(tx, user.id, method);
      if (!current?.enabled)
        throw invalid({ default: "Only an enabled method can be the default" });
      await setDefaultMethod(tx, user.id, method);
      await audit(
        tx,
        {
          action: "2fa.default_changed",
          userId: user.id,
          subjectType: "user",
          subjectId: user.id,
          data: { method },
        },
        actor,
      );
    }
  });
  return twoFactorOverview(deps, user);
}

export async function regenerateRecoveryCodes(
  deps: Deps,
  actor: Actor,
  password: string | undefined,
) {
  const { user } = actor;
  await confirmPassword(user, password);
  if ((await activeMethods(deps.db, user.id)).length === 0) {
    throw invalid({ method: messages.verifyOneMethod }, messages.verifyOneMethod);
  }
  return deps.db.transaction(async (tx) => {
    const recoveryCodes = await issueRecoveryCodes(tx, deps, user.id);
    await audit(
      tx,
      {
        action: "2fa.recovery_codes_regenerated",
        userId: user.id,
        subjectType: "user",
        subjectId: user.id,
      },
      actor,
    );
    return { recoveryCodes };
  });
}

/** An administrator removes another user's authenticator (e.g. a lost phone); audited. */
export async function resetAuthenticator(
  deps: Deps,
  actor: Actor,
  target: { id: number },
  companyId: number,
) {
  const { user } = actor;
  await deps.db.transaction(async (tx) => {
    const row = await findMethod(tx, target.id, "authenticator");
    if (row) {
      await upsertMethod(tx, target.id, "authenticator", {
        enabled: false,
        isDefault: false,
        verifiedAt: null,
        secretSealed: null,
        pendingSecretSealed: null,
        lastUsedStep: null,
      });
      const others = await activeMethods(tx, target.id);
      if (row.isDefault && others[0]) await setDefaultMethod(tx, target.id, others[0].method);
      if (others.length === 0) {
        await replaceRecoveryCodes(tx, target.id, []);
        await revokeTrustedDevices(tx, target.id);
      }
    }
    await audit(
      tx,
      {
        action: "2fa.admin_reset",
        userId: user.id,
        companyId,
        subjectType: "user",
        subjectId: target.id,
        data: { method: "authenticator", hadAuthenticator: Boolean(row?.verifiedAt) },
      },
      actor,
    );
  });
}

// ---------- sign-in ----------

/** The methods a pending session may verify with, default first. */
export async function pendingOverview(deps: Deps, user: AuthUser) {
  const methods = await activeMethods(deps.db, user.id);
  return {
    methods: methods.map((row) => ({
      method: row.method,
      isDefault: row.isDefault,
      destination: destinationOf(user.row, row.method),
    })),
    defaultMethod: methods.find((row) => row.isDefault)?.method ?? methods[0]?.method ?? null,
    recoveryCodesRemaining: await unusedRecoveryCodeCount(deps.db, user.id),
  };
}

function assertPending(session: HttpSession) {
  if (sessionTwoFactorState(session.current?.data) !== "pending") {
    throw conflict(notPending);
  }
}

export async function sendVerificationCode(
  deps: Deps & Pick<AppDeps, "outbox">,
  user: AuthUser,
  method: "email" | "sms",
  session: HttpSession,
) {
  assertPending(session);
  const row = (await activeMethods(deps.db, user.id)).find((m) => m.method === method);
  if (!row) throw invalid({ method: "This method is not enabled" });
  if (method === "sms" && !user.row.phone) throw invalid({ method: messages.smsNeedsPhone });
  await hit(deps.db, { key: `2fa:send:${user.id}`, max: 5, windowSeconds: 600 });
  await sendCode(deps, user.row, method, session.current!.id, "verify");
  return { destination: destinationOf(user.row, method) };
}

export type VerifyInput =
  | { method: TwoFactorMethodName; code: string; trustDevice?: boolean }
  | { recoveryCode: string; trustDevice?: boolean };

/**
 * Verifies the second factor of a pending sign-in. Failures count against the account and the
 * address (429 past the limit); success rotates the session id and may trust the device.
 */
export async function verifySignIn(
  deps: Deps,
  user: AuthUser,
  input: VerifyInput,
  session: HttpSession,
) {
  assertPending(session);
  const { origin } = session;
  const { maxFailures, lockoutMinutes, ipMaxAttempts } = deps.config.security;
  const accountLimit = {
    key: `2fa:user:${user.id}`,
    max: maxFailures,
    windowSeconds: lockoutMinutes * 60,
  };
  const ipLimit = {
    key: `2fa:ip:${origin.ip}`,
    max: ipMaxAttempts,
    windowSeconds: lockoutMinutes * 60,
  };
  await assertUnderLimit(deps.db, accountLimit);
  await assertUnderLimit(deps.db, ipLimit);

  const sessionId = session.current!.id;
  let ok = false;
  let used: string;
  if ("recoveryCode" in input) {
    used = "recovery_code";
    ok = await consumeRecoveryCode(deps.db, user.id, hashRecovery(deps, input.recoveryCode));
  } else {
    used = input.method;
    const row = (await activeMethods(deps.db, user.id)).find((m) => m.method === input.method);
    if (row && input.method === "authenticator" && row.secretSealed) {
      const secret = unseal(deps.config.appKey, "totp", row.secretSealed);
      const step = totpStep(secret, user.row.email, input.code);
      ok = step !== null && (await claimTotpStep(deps.db, row.id, step));
    } else if (row && (input.method === "email" || input.method === "sms")) {
      ok = await checkCode(
        deps,
        { userId: user.id, sessionId, method: input.method, purpose: "verify" },
        input.code,
      );
    }
  }

  if (!ok) {
    await recordFailure(deps.db, accountLimit);
    await recordFailure(deps.db, ipLimit);
    await audit(deps.db, { action: "2fa.failed", userId: user.id, data: { method: used } }, origin);
    throw invalid({ code: invalidCode }, invalidCode);
  }

  await resetLimit(deps.db, accountLimit.key);
  await deps.db.transaction(async (tx) => {
    const { remember, data } = session.current!;
    await session.replace(tx, {
      userId: user.id,
      remember,
      data: { ...data, twoFactor: "verified" },
    });
    if (input.trustDevice) {
      const device = await insertTrustedDevice(tx, {
        userId: user.id,
        userAgent: origin.userAgent,
        ipAddress: origin.ip,
        expiresAt: new Date(Date.now() + TRUSTED_DEVICE_DAYS * 86_400_000),
      });
      session.setCookie(
        TRUSTED_DEVICE_COOKIE,
        sign(deps.config.appKey, "trusted-device", `${device.id}.${user.id}`),
        { httpOnly: true, maxAge: TRUSTED_DEVICE_DAYS * 86_400 },
      );
    }
    await audit(
      tx,
      {
        action: "2fa.verified",
        userId: user.id,
        subjectType: "user",
        subjectId: user.id,
        data: { method: used, trustDevice: Boolean(input.trustDevice) },
      },
      origin,
    );
  });
}

/** True when the trusted-device cookie is valid, unrevoked and this user's. */
export async function isTrustedDevice(
  db: DbOrTx,
  appKey: string,
  cookie: string | undefined,
  userId: number,
): Promise<boolean> {
  if (!cookie) return false;
  const payload = unsign(appKey, "trusted-device", cookie);
  if (!payload) return false;
  const [id, owner] = payload.split(".");
  if (!id || Number(owner) !== userId || !/^[0-9a-f-]{36}$/.test(id)) return false;
  const device = await findTrustedDevice(db, id);
  if (!device || device.userId !== userId || device.revokedAt || device.expiresAt <= new Date()) {
    return false;
  }
  await touchTrustedDevice(db, id);
  return true;
}

/** Whether a sign-in must pass two-factor: the user has a method and the device is not trusted. */
export async function twoFactorRequiredAtSignIn(
  db: DbOrTx,
  appKey: string,
  trustedDeviceCookie: string | undefined,
  userId: number,
): Promise<boolean> {
  if ((await activeMethods(db, userId)).length === 0) return false;
  return !(await isTrustedDevice(db, appKey, trustedDeviceCookie, userId));
}

export { revokeTrustedDevices };
