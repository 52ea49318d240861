// Brings in the type of request.cookies and reply.setCookie wherever this file is compiled.
import "@fastify/cookie";
import { messages } from "@platform/domain";
import type { FastifyContextConfig, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../../config.ts";
import type { AuthUser } from "../access/auth-user.ts";
import type { Db, DbOrTx } from "../db/index.ts";
import { csrfMismatch, type ForbiddenReason, forbidden, unauthenticated } from "../http/errors.ts";
import { createSession, deleteSession, type NewSession } from "./store.ts";
import type { SessionRow } from "./tables.ts";
import { safeEqual, sha256 } from "./tokens.ts";

export const SESSION_COOKIE = "platform_session";
export const XSRF_COOKIE = "XSRF-TOKEN";
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Authenticates a temporary user by header, never by cookie (SPEC §4). */
export const TEMPORARY_TOKEN_HEADER = "x-temporary-token";

/** The one shared item a temporary user's token opens. */
export interface TemporaryAccess {
  tokenId: number;
  companyId: number;
  subjectType: string;
  subjectId: string;
  expiresAt: Date;
}

declare module "fastify" {
  interface FastifyRequest {
    session: SessionRow | null;
    user: AuthUser | null;
    /** Set when the request is authenticated by X-Temporary-Token. */
    temporaryAccess: TemporaryAccess | null;
  }
  interface FastifyContextConfig {
    /** Temporary users may call this route (it checks the shared item itself). */
    temporaryAccess?: boolean;
    /** Reachable without a signed-in user (login, register, health, public profiles). */
    public?: boolean;
    /**
     * The handler answers a signed-out visitor itself (GET /api/user?optional=true); unlike
     * `public`, a signed-in user still meets the security gates.
     */
    anonymousAnswer?: boolean;
    /**
     * The security gates (403 with a reason) this route stays reachable through: the
     * two-factor screens while two-factor is pending, the password screen while it expired.
     */
    allowWhen?: ForbiddenReason[];
  }
}

/** A live session with its user (null while anonymous) and why the user is held at a gate. */
export interface ResolvedSession {
  session: SessionRow;
  user: AuthUser | null;
  /** The security gate the user has not passed yet (two-factor, expired password), if any. */
  blockedBy: ForbiddenReason | null;
}

/** How the plugin learns who is calling: built by the modules, injected from app.ts. */
export interface SessionResolver {
  /** The live session of a cookie value with its user, roles and gate, or null. */
  bySessionToken(token: string): Promise<ResolvedSession | null>;
  /** The temporary user and item of an X-Temporary-Token, or null (unknown, revoked, expired). */
  byTemporaryToken(token: string): Promise<{ user: AuthUser; access: TemporaryAccess } | null>;
  /**
   * Notes the user's activity on the session (throttled: not a write per request); undefined
   * when there is nothing to note.
   */
  recordActivity(session: SessionRow, user: AuthUser): Promise<void> | undefined;
}

export interface SessionPluginOptions {
  config: Config;
  resolver: SessionResolver;
}

/** Temporary users reach only routes marked `temporaryAccess` (and public ones). */
export function refuseTemporaryUser(
  request: FastifyRequest,
  config: FastifyContextConfig = request.routeOptions.config,
) {
  const { temporaryAccess, public: isPublic } = config;
  if (request.user?.isTemporaryUser && !temporaryAccess && !isPublic) {
    throw forbidden();
  }
}

export const gateMessages: Record<ForbiddenReason, string> = {
  "2fa.verify": messages.verifyTwoFactor,
  "2fa.setup": messages.verifyOneMethod,
  passwordExpired: messages.passwordExpired,
  microsoftTokenExpired: "Your Microsoft sign-in has expired. Sign in with Microsoft again",
};

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
 * Loads the server-side session for every API request (one statement: session, user, roles,
 * security gate), then enforces, in this order, CSRF on every mutation (419), a signed-in user
 * unless the route is public (401) and the security gate (403 with a reason). All run before
 * body validation, so an anonymous caller learns nothing about shapes.
 */
export const sessionPlugin = fp<SessionPluginOptions>(async (app, { resolver }) => {
  app.decorateRequest("session", null);
  app.decorateRequest("user", null);
  app.decorateRequest("temporaryAccess", null);

  app.addHook("onRequest", async (request) => {
    if (!request.url.startsWith("/api/")) return;
    const token = request.cookies[SESSION_COOKIE];
    const resolved = token ? await resolver.bySessionToken(token) : null;
    request.session = resolved?.session ?? null;

    // Unknown routes fall through to the 404 handler untouched.
    const { url, config } = request.routeOptions;
    if (!url) return;

    // X-Temporary-Token authenticates a temporary user by header (never by cookie), so it
    // needs no CSRF token; an unknown, revoked or expired token is 401.
    const temporaryToken = request.headers[TEMPORARY_TOKEN_HEADER];
    if (typeof temporaryToken === "string" && temporaryToken.length > 0) {
      const temporary = await resolver.byTemporaryToken(temporaryToken);
      if (!temporary) throw unauthenticated();
      request.temporaryAccess = temporary.access;
      request.user = temporary.user;
      refuseTemporaryUser(request, config);
      return;
    }

    // CSRF on mutations only: a read changes nothing a forged request could exploit.
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

    if (resolved?.user) {
      request.user = resolved.user;
      const noting = resolver.recordActivity(resolved.session, resolved.user);
      if (noting) await noting;
    }
    const isPublic = config.public || url.startsWith("/api/docs");
    if (!request.user && !isPublic && !config.anonymousAnswer) throw unauthenticated();
    refuseTemporaryUser(request, config);
    const reason = resolved?.blockedBy;
    if (request.user && !isPublic && reason) {
      if (!config.allowWhen?.includes(reason)) {
        throw forbidden(gateMessages[reason], reason);
      }
    }
  });
});
