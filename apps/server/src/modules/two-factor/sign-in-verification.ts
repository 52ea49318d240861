/**
 * The second factor of a pending sign-in: the methods on offer, sending a code and verifying it
 * (or a recovery code), optionally trusting the device.
 */
import { messages } from "@platform/domain";
import type { AuthUser } from "../../platform/access/index.ts";
import { audit } from "../../platform/audit/index.ts";
import { sign, unseal } from "../../platform/crypto/index.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { conflict, invalid } from "../../platform/http/errors.ts";
import { hit, releaseHit, resetLimit } from "../../platform/rate-limit/index.ts";
import type { HttpSession } from "../../platform/session/http-session.ts";
import { sessionTwoFactorState } from "../account-security/index.ts";
import {
  type Deps,
  destinationOf,
  hashRecovery,
  invalidCode,
  notPending,
  TRUSTED_DEVICE_COOKIE,
  TRUSTED_DEVICE_DAYS,
  totpStep,
} from "./common.ts";
import { checkCode, sendCode } from "./one-time-codes.ts";
import {
  activeMethods,
  claimTotpStep,
  consumeRecoveryCode,
  insertTrustedDevice,
  unusedRecoveryCodeCount,
} from "./repo.ts";
import type { TwoFactorMethodName } from "./tables.ts";

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
 * Verifies the second factor of a pending sign-in. Attempts count against the account and the
 * address (429 past the limit) and a success gives them back; the code itself is consumed
 * atomically (TOTP step, recovery code, emailed code), so a code used twice in parallel passes
 * once. Success rotates the session id and may trust the device.
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
  // Check and count in one statement each (parallel guesses cannot all pass the check); a
  // success gives the counts back below.
  await hit(deps.db, accountLimit);
  await hit(deps.db, ipLimit);

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
    await audit(deps.db, { action: "2fa.failed", userId: user.id, data: { method: used } }, origin);
    throw invalid({ code: invalidCode }, invalidCode);
  }

  await resetLimit(deps.db, accountLimit.key);
  await releaseHit(deps.db, ipLimit.key);
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
