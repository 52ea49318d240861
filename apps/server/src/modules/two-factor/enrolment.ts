/**
 * The signed-in user's two-factor settings: overview, enrolling an authenticator or an
 * emailed/texted code, switching methods on or off and choosing the default.
 */
import { messages } from "@platform/domain";
import { Secret } from "otpauth";
import QRCode from "qrcode";
import type { AuthUser } from "../../platform/access/index.ts";
import type { Actor } from "../../platform/actor/index.ts";
import { audit } from "../../platform/audit/index.ts";
import { seal, unseal } from "../../platform/crypto/index.ts";
import type { DbOrTx } from "../../platform/db/index.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { invalid } from "../../platform/http/errors.ts";
import { hit } from "../../platform/rate-limit/index.ts";
import { effectivePolicy } from "../account-security/index.ts";
import {
  confirmPassword,
  type Deps,
  destinationOf,
  invalidCode,
  presentMethod,
  totpFor,
  totpStep,
} from "./common.ts";
import { checkCode, sendCode } from "./one-time-codes.ts";
import { issueRecoveryCodes } from "./recovery-codes.ts";
import {
  activeMethods,
  claimPendingSecret,
  findMethod,
  listMethods,
  listTrustedDevices,
  replaceRecoveryCodes,
  revokeTrustedDevices,
  setDefaultMethod,
  unusedRecoveryCodeCount,
  upsertMethod,
} from "./repo.ts";
import type { TwoFactorMethodName, TwoFactorMethodRow } from "./tables.ts";

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

export async function confirmAuthenticator(deps: Deps, actor: Actor, code: string) {
  const { user } = actor;
  const row = await findMethod(deps.db, user.id, "authenticator");
  if (!row?.pendingSecretSealed) throw invalid({ code: invalidCode });
  const secret = unseal(deps.config.appKey, "totp", row.pendingSecretSealed);
  const step = totpStep(secret, user.row.email, code);
  if (step === null) throw invalid({ code: invalidCode });
  return deps.db.transaction(async (tx) => {
    // Claim the pending secret first: of two parallel confirmations only one activates it.
    if (!(await claimPendingSecret(tx, row.id, row.pendingSecretSealed!, step))) {
      throw invalid({ code: invalidCode });
    }
    return activateMethod(tx, deps, actor, "authenticator", {});
  });
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
