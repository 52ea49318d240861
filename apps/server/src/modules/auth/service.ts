import { messages, type TLoginRequest, type TRegisterRequest, type TUser } from "@platform/domain";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../../config.ts";
import { audit } from "../../platform/audit/index.ts";
import type { Db, DbOrTx } from "../../platform/db/index.ts";
import { invalid } from "../../platform/http/errors.ts";
import { issueSessionCookies } from "../../platform/session/plugin.ts";
import { createSession, deleteSession } from "../../platform/session/store.ts";
import { findUserByEmail, insertUser, updateUser } from "../users/repo.ts";
import { currentUser } from "../users/service.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";

export interface AuthDeps {
  db: Db;
  config: Config;
}

/**
 * Replaces whatever session the request carried with a new one for the user: a fresh id
 * and CSRF token at every sign-in, so a planted session id is worthless (session fixation).
 */
async function signIn(
  tx: DbOrTx,
  deps: AuthDeps,
  userId: number,
  remember: boolean,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (request.session) await deleteSession(tx, request.session.id);
  const session = await createSession(
    tx,
    { userId, remember, ipAddress: request.ip, userAgent: request.headers["user-agent"] },
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

export async function login(
  deps: AuthDeps,
  input: TLoginRequest,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<TUser> {
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
  return deps.db.transaction(async (tx) => {
    await signIn(tx, deps, user.id, input.remember ?? false, request, reply);
    await updateUser(tx, user.id, { lastActivityAt: new Date() });
    await audit(
      tx,
      { action: "auth.login", userId: user.id, subjectType: "user", subjectId: user.id },
      request,
    );
    return currentUser(tx, user.id);
  });
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
