import { messages, type TLoginRequest, type TRegisterRequest, type TUser } from "@platform/domain";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../../config.ts";
import { audit } from "../../platform/audit/index.ts";
import type { Db, DbOrTx } from "../../platform/db/index.ts";
import { invalid } from "../../platform/http/errors.ts";
import { issueSessionCookies } from "../../platform/session/plugin.ts";
import { createSession, deleteSession } from "../../platform/session/store.ts";
import { assertNotCommon } from "../password-lifecycle/service.ts";
import { pendingOverview, twoFactorRequiredAtSignIn } from "../two-factor/service.ts";
import { findUserByEmail, insertUser, loadUserRoles, updateUser } from "../users/repo.ts";
import { currentUser } from "../users/service.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";
import { claimSignInAttempt, countEmailTakenAnswer, settleSignInSuccess } from "./throttle.ts";

export interface AuthDeps {
  db: Db;
  config: Config;
}

/**
 * Replaces whatever session the request carried with a new one for the user: a fresh id
 * and CSRF token at every sign-in, so a planted session id is worthless (session fixation).
 */
export async function signIn(
  tx: DbOrTx,
  deps: AuthDeps,
  userId: number,
  remember: boolean,
  request: FastifyRequest,
  reply: FastifyReply,
  data?: Record<string, unknown>,
) {
  if (request.session) await deleteSession(tx, request.session.id);
  const session = await createSession(
    tx,
    { userId, remember, ipAddress: request.ip, userAgent: request.headers["user-agent"], data },
    deps.config.session,
  );
  issueSessionCookies(reply, deps.config, session);
  request.session = session.row;
}

export async function register(
  deps: AuthDeps,
  input: TRegisterRequest,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<TUser> {
  assertNotCommon(input.password);
  if (await findUserByEmail(deps.db, input.email)) {
    await countEmailTakenAnswer(deps.db, deps.config, request);
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
    await signIn(tx, deps, user.id, false, request, reply);
    await audit(
      tx,
      { action: "user.registered", userId: user.id, subjectType: "user", subjectId: user.id },
      request,
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
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<TUser | TwoFactorChallengeReply> {
  await claimSignInAttempt(deps.db, deps.config, input.email, request);

  const user = await findUserByEmail(deps.db, input.email);
  const passwordMatches = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !passwordMatches || user.isTemporaryUser) {
    await audit(
      deps.db,
      { action: "auth.login_failed", userId: user?.id ?? null, data: { email: input.email } },
      request,
    );
    throw invalid({ email: messages.loginFailed }, messages.loginFailed);
  }
  await settleSignInSuccess(deps.db, deps.config, input.email, request);
  const needsTwoFactor = await twoFactorRequiredAtSignIn(
    deps.db,
    deps.config.appKey,
    request,
    user.id,
  );
  const result = await deps.db.transaction(async (tx) => {
    await signIn(
      tx,
      deps,
      user.id,
      input.remember ?? false,
      request,
      reply,
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
      request,
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
export async function logout(deps: AuthDeps, request: FastifyRequest, reply: FastifyReply) {
  await deps.db.transaction(async (tx) => {
    if (request.session) {
      await deleteSession(tx, request.session.id);
      if (request.session.userId) {
        await audit(tx, { action: "auth.logout", userId: request.session.userId }, request);
      }
    }
    const session = await createSession(
      tx,
      {
        userId: null,
        remember: false,
        ipAddress: request.ip,
        userAgent: request.headers["user-agent"],
      },
      deps.config.session,
    );
    issueSessionCookies(reply, deps.config, session);
  });
}
