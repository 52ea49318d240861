import type { FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../../config.ts";
import { gateMessages, securityGate } from "../../modules/account-security/policies.ts";
import {
  refuseTemporaryUser,
  resolveTemporaryToken,
  TEMPORARY_TOKEN_HEADER,
} from "../../modules/temporary-users/service.ts";
import { findUserById, loadUserRoles, updateUser } from "../../modules/users/repo.ts";
import type { AuthUser } from "../access/index.ts";
import type { Db, DbOrTx } from "../db/index.ts";
import { csrfMismatch, type ForbiddenReason, forbidden, unauthenticated } from "../http/errors.ts";
import {
  createSession,
  deleteSession,
  findLiveSession,
  type NewSession,
  touchSession,
} from "./store.ts";
import type { SessionRow } from "./tables.ts";
import { safeEqual, sha256 } from "./tokens.ts";

export const SESSION_COOKIE = "platform_session";
export const XSRF_COOKIE = "XSRF-TOKEN";
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

declare module "fastify" {
  interface FastifyRequest {
    session: SessionRow | null;
    user: AuthUser | null;
  }
  interface FastifyContextConfig {
    /** Reachable without a signed-in user (login, register, health, public profiles). */
    public?: boolean;
    /**
     * The security gates (403 with a reason) this route stays reachable through: the
     * two-factor screens while two-factor is pending, the password screen while it expired.
     */
    allowWhen?: ForbiddenReason[];
  }
}

export interface SessionPluginOptions {
  db: Db;
  config: Config;
}

export function cookieOptions(config: Config) {
  return {
    path: "/",
    sameSite: "lax" as const,
    secure: config.secureCookies,
    domain: config.cookieDomain,
  };
}

/** Sets the session and XSRF cookies for a session just created or rotated. */
export function issueSessionCookies(reply: FastifyReply, config: Config, session: NewSession) {
  const maxAge = session.row.remember
    ? Math.floor((session.row.expiresAt.getTime() - Date.now()) / 1000)
    : undefined;
  reply.setCookie(SESSION_COOKIE, session.token, {
    ...cookieOptions(config),
    httpOnly: true,
    maxAge,
  });
  reply.setCookie(XSRF_COOKIE, session.csrfToken, { ...cookieOptions(config), httpOnly: false });
}

export function clearSessionCookies(reply: FastifyReply, config: Config) {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(config));
}

export async function startAnonymousSession(
  request: FastifyRequest,
  reply: FastifyReply,
  db: Db,
  config: Config,
): Promise<SessionRow> {
  const session = await createSession(
    db,
    {
      userId: null,
      remember: false,
      ipAddress: request.ip,
      userAgent: request.headers["user-agent"],
    },
    config.session,
  );
  issueSessionCookies(reply, config, session);
  request.session = session.row;
  return session.row;
}

/**
 * Replaces the request's session with a new one for `userId` (fresh id and CSRF token): at
 * every sign-in and after two-factor verification, so a planted or observed id is worthless.
 */
export async function replaceSession(
  tx: DbOrTx,
  request: FastifyRequest,
  reply: FastifyReply,
  config: Config,
  input: { userId: number; remember: boolean; data?: Record<string, unknown> },
): Promise<SessionRow> {
  if (request.session) await deleteSession(tx, request.session.id);
  const session = await createSession(
    tx,
    {
      userId: input.userId,
      remember: input.remember,
      ipAddress: request.ip,
      userAgent: request.headers["user-agent"],
      data: input.data,
    },
    config.session,
  );
  issueSessionCookies(reply, config, session);
  request.session = session.row;
  return session.row;
}

function csrfHeader(request: FastifyRequest): string | null {
  const header = request.headers["x-xsrf-token"] ?? request.headers["x-csrf-token"];
  if (typeof header !== "string" || header.length === 0) return null;
  try {
    return decodeURIComponent(header);
  } catch {
    return null;
  }
}

/**
 * Loads the server-side session for every API request, then enforces, in this order,
 * CSRF on every mutation (419) and a signed-in user unless the route is public (401).
 * Both run before body validation, so an anonymous caller learns nothing about shapes.
 */
export const sessionPlugin = fp<SessionPluginOptions>(async (app, { db, config }) => {
  app.decorateRequest("session", null);
  app.decorateRequest("user", null);
  app.decorateRequest("temporaryAccess", null);

  app.addHook("onRequest", async (request) => {
    if (!request.url.startsWith("/api/")) return;
    const token = request.cookies[SESSION_COOKIE];
    request.session = token ? await findLiveSession(db, token) : null;

    // Unknown routes fall through to the 404 handler untouched.
    if (!request.routeOptions.url) return;

    // X-Temporary-Token authenticates a temporary user by header (never by cookie), so it
    // needs no CSRF token; an unknown, revoked or expired token is 401.
    const temporaryToken = request.headers[TEMPORARY_TOKEN_HEADER];
    if (typeof temporaryToken === "string" && temporaryToken.length > 0) {
      const temporary = await resolveTemporaryToken(db, config.appKey, temporaryToken);
      if (!temporary) throw unauthenticated();
      request.temporaryAccess = temporary.access;
      request.user = {
        id: temporary.user.id,
        row: temporary.user,
        isTemporaryUser: true,
        roles: [],
      };
      refuseTemporaryUser(request);
      return;
    }

    if (!SAFE_METHODS.has(request.method)) {
      const header = csrfHeader(request);
      if (
        !request.session ||
        !header ||
        !safeEqual(sha256(header), request.session.csrfTokenHash)
      ) {
        throw csrfMismatch();
      }
    }

    if (request.session?.userId) {
      const row = await findUserById(db, request.session.userId);
      if (row) {
        request.user = {
          id: row.id,
          row,
          isTemporaryUser: row.isTemporaryUser,
          roles: await loadUserRoles(db, row.id),
        };
        if (await touchSession(db, request.session, config.session)) {
          await updateUser(db, row.id, { lastActivityAt: request.session.lastActivityAt });
        }
      }
    }
    const isPublic =
      request.routeOptions.config.public || request.routeOptions.url.startsWith("/api/docs");
    if (!request.user && !isPublic) throw unauthenticated();
    refuseTemporaryUser(request);
    if (request.user && !isPublic) {
      const reason = await securityGate(db, config, request.user, request.session?.data);
      if (reason && !request.routeOptions.config.allowWhen?.includes(reason)) {
        throw forbidden(gateMessages[reason], reason);
      }
    }
  });
});
