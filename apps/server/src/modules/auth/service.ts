import { messages, type TLoginRequest, type TRegisterRequest, type TUser } from "@platform/domain";
import type { Config } from "../../config.ts";
import { audit } from "../../platform/audit/index.ts";
import { hashPassword, verifyPassword } from "../../platform/crypto/passwords.ts";
import type { Db, DbOrTx } from "../../platform/db/index.ts";
import { invalid } from "../../platform/http/errors.ts";
import type { HttpSession } from "../../platform/session/http-session.ts";
import { assertNotCommon } from "../password-lifecycle/index.ts";
import {
  pendingOverview,
  TRUSTED_DEVICE_COOKIE,
  twoFactorRequiredAtSignIn,
} from "../two-factor/index.ts";
import {
  currentUser,
  findUserByEmail,
  insertUser,
  loadUserRoles,
  updateUser,
} from "../users/index.ts";
import { claimSignInAttempt, countEmailTakenAnswer, settleSignInSuccess } from "./throttle.ts";

export interface AuthDeps {
  db: Db;
  config: Config;
}

/**
 * Replaces whatever session the browser carried with a new one for the user: a fresh id
 * and CSRF token at every sign-in, so a planted session id is worthless (session fixation).
 */
export async function signIn(
  tx: DbOrTx,
  session: HttpSession,
  userId: number,
  remember: boolean,
  data?: Record<string, unknown>,
) {
  await session.replace(tx, { userId, remember, data });
}

export async function register(
  deps: AuthDeps,
  input: TRegisterRequest,
  session: HttpSession,
): Promise<TUser> {
  assertNotCommon(input.password);
  if (await findUserByEmail(deps.db, input.email)) {
    await countEmailTakenAnswer(deps.db, deps.config, session.origin);
    throw invalid({ email: messages.emailTaken });
  }
  const passwordHash = await hashPassword(input.password);
  return deps.db.transaction(async (tx) => {
    if (await findUserByEmail(tx, input.email)) throw invalid({ email: messages.emailTaken });
    const user = await insertUser(tx, {
      name: input.name,
      email: input.email,
      passwordHash,
      passwordChangedAt: new Date(),
      lastActivityAt: new Date(),
    });
    await signIn(tx, session, user.id, false);
    await audit(
      tx,
      { action: "user.registered", userId: user.id, subjectType: "user", subjectId: user.id },
      session.origin,
    );
    return currentUser(tx, user.id);
  });
}

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
  deps: AuthDeps,
  input: TLoginRequest,
  session: HttpSession,
): Promise<TUser | TwoFactorChallengeReply> {
  const { origin } = session;
  await claimSignInAttempt(deps.db, deps.config, input.email, origin);

  const user = await findUserByEmail(deps.db, input.email);
  const passwordMatches = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !passwordMatches || user.isTemporaryUser) {
    await audit(
      deps.db,
      { action: "auth.login_failed", userId: user?.id ?? null, data: { email: input.email } },
      origin,
    );
    throw invalid({ email: messages.loginFailed }, messages.loginFailed);
  }
  await settleSignInSuccess(deps.db, deps.config, input.email, origin);
  const needsTwoFactor = await twoFactorRequiredAtSignIn(
    deps.db,
    deps.config.appKey,
    session.cookie(TRUSTED_DEVICE_COOKIE),
    user.id,
  );
  const result = await deps.db.transaction(async (tx) => {
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
  const overview = await pendingOverview(deps, {
    id: user.id,
    row: user,
    isTemporaryUser: false,
    roles: await loadUserRoles(deps.db, user.id),
  });
  return { twoFactor: true, methods: overview.methods, defaultMethod: overview.defaultMethod };
}

/** Ends the session and hands out a fresh anonymous one, so the next sign-in needs no extra trip. */
export async function logout(deps: AuthDeps, session: HttpSession) {
  await deps.db.transaction(async (tx) => {
    const userId = session.current?.userId;
    if (userId) await audit(tx, { action: "auth.logout", userId }, session.origin);
    await session.replace(tx, { userId: null, remember: false });
  });
}
