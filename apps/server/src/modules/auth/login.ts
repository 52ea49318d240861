import { messages, type TLoginRequest, type TUser } from "@platform/domain";
import { audit } from "../../platform/audit/index.ts";
import type { OriginCtx } from "../../platform/context/index.ts";
import { verifyPassword } from "../../platform/crypto/passwords.ts";
import { invalid } from "../../platform/http/errors.ts";
import type { HttpSession } from "../../platform/session/http-session.ts";
import {
  pendingOverview,
  TRUSTED_DEVICE_COOKIE,
  twoFactorRequiredAtSignIn,
} from "../two-factor/index.ts";
import { currentUser, findUserByEmail, loadUserRoles, updateUser } from "../users/index.ts";
import { signIn } from "./sign-in.ts";
import { claimSignInAttempt, settleSignInSuccess } from "./throttle.ts";

/** What a sign-in that still needs its second factor answers instead of the user. */
export interface TwoFactorChallengeReply {
  twoFactor: true;
  methods: { method: string; isDefault: boolean; destination: string | null }[];
  defaultMethod: string | null;
}

/**
 * Signs in with email and password. Attempts count against the email at this address (whether
 * or not it has an account) and against the address (throttle.ts): past AUTH_MAX_FAILURES the
 * email is locked at that address for AUTH_LOCKOUT_MINUTES with a 429 that says nothing about
 * the account, while its owner elsewhere still signs in. A user with
 * two-factor on gets a pending session and `{twoFactor: true, ...}` unless the device is trusted.
 */
export async function login(
  ctx: OriginCtx,
  input: TLoginRequest & { session: HttpSession },
): Promise<TUser | TwoFactorChallengeReply> {
  const { session } = input;
  const { origin } = session;
  await claimSignInAttempt(ctx.db, ctx.config, input.email, origin);

  const user = await findUserByEmail(ctx.db, input.email);
  const passwordMatches = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !passwordMatches || user.isTemporaryUser) {
    await audit(
      ctx.db,
      { action: "auth.login_failed", userId: user?.id ?? null, data: { email: input.email } },
      origin,
    );
    throw invalid({ email: messages.loginFailed }, messages.loginFailed);
  }
  await settleSignInSuccess(ctx.db, ctx.config, input.email, origin);
  const needsTwoFactor = await twoFactorRequiredAtSignIn(
    ctx.db,
    ctx.config.appKey,
    session.cookie(TRUSTED_DEVICE_COOKIE),
    user.id,
  );
  const result = await ctx.db.transaction(async (tx) => {
    await signIn(
      tx,
      session,
      user.id,
      input.remember ?? false,
      needsTwoFactor ? { twoFactor: "pending" } : undefined,
    );
    await updateUser(tx, user.id, { lastActivityAt: new Date() });
    await audit(
      tx,
      {
        action: "auth.login",
        userId: user.id,
        subjectType: "user",
        subjectId: user.id,
        data: { twoFactor: needsTwoFactor ? "pending" : "not required" },
      },
      origin,
    );
    return needsTwoFactor ? null : currentUser(tx, user.id);
  });
  if (result) return result;
  const overview = await pendingOverview(ctx, {
    id: user.id,
    row: user,
    isTemporaryUser: false,
    roles: await loadUserRoles(ctx.db, user.id),
  });
  return { twoFactor: true, methods: overview.methods, defaultMethod: overview.defaultMethod };
}
