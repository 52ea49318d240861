import { audit } from "../../platform/audit/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { sign, unseal } from "../../platform/crypto/index.ts";
import { invalid } from "../../platform/http/errors.ts";
import { hit, releaseHit, resetLimit } from "../../platform/rate-limit/index.ts";
import type { HttpSession } from "../../platform/session/http-session.ts";
import {
  hashRecovery,
  invalidCode,
  TRUSTED_DEVICE_COOKIE,
  TRUSTED_DEVICE_DAYS,
  totpStep,
} from "./common.ts";
import { checkCode } from "./one-time-codes.ts";
import { activeMethods, claimTotpStep, consumeRecoveryCode, insertTrustedDevice } from "./repo.ts";
import { assertPending } from "./sign-in-verification.ts";
import type { TwoFactorMethodName } from "./tables.ts";

export type VerifyInput =
  | { method: TwoFactorMethodName; code: string; trustDevice?: boolean }
  | { recoveryCode: string; trustDevice?: boolean };

/**
 * Verifies the second factor of a pending sign-in. Attempts count against the account and the
 * address (429 past the limit) and a success gives them back; the code itself is consumed
 * atomically (TOTP step, recovery code, emailed code), so a code used twice in parallel passes
 * once. Success rotates the session id and may trust the device.
 */
export async function verifySignIn(ctx: Ctx, input: VerifyInput & { session: HttpSession }) {
  const { user } = ctx.actor;
  const { session } = input;
  assertPending(session);
  const { origin } = session;
  const { maxFailures, lockoutMinutes, ipMaxAttempts } = ctx.config.security;
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
  await hit(ctx.db, accountLimit);
  await hit(ctx.db, ipLimit);

  const sessionId = session.current!.id;
  let ok = false;
  let used: string;
  if ("recoveryCode" in input) {
    used = "recovery_code";
    ok = await consumeRecoveryCode(ctx.db, user.id, hashRecovery(ctx, input.recoveryCode));
  } else {
    used = input.method;
    const row = (await activeMethods(ctx.db, user.id)).find((m) => m.method === input.method);
    if (row && input.method === "authenticator" && row.secretSealed) {
      const secret = unseal(ctx.config.appKey, "totp", row.secretSealed);
      const step = totpStep(secret, user.row.email, input.code);
      ok = step !== null && (await claimTotpStep(ctx.db, row.id, step));
    } else if (row && (input.method === "email" || input.method === "sms")) {
      ok = await checkCode(
        ctx,
        { userId: user.id, sessionId, method: input.method, purpose: "verify" },
        input.code,
      );
    }
  }

  if (!ok) {
    await audit(ctx.db, { action: "2fa.failed", userId: user.id, data: { method: used } }, origin);
    throw invalid({ code: invalidCode }, invalidCode);
  }

  await resetLimit(ctx.db, accountLimit.key);
  await releaseHit(ctx.db, ipLimit.key);
  await ctx.db.transaction(async (tx) => {
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
        sign(ctx.config.appKey, "trusted-device", `${device.id}.${user.id}`),
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
