// Brings in the type of request.cookies and reply.setCookie wherever this file is compiled.
import "@fastify/cookie";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../../config.ts";
import { originFromRequest, type RequestOrigin } from "../actor/index.ts";
import type { DbOrTx } from "../db/index.ts";
import { issueSessionCookies } from "./plugin.ts";
import { createSession, deleteSession } from "./store.ts";
import type { SessionRow } from "./tables.ts";

export interface CookieOptions {
  maxAge?: number;
  httpOnly?: boolean;
}

/**
 * The browser session as a use case sees it (sign-in, sign-out, two-factor, Microsoft): the
 * session the request carried, where it came from, and the few cookie operations those flows
 * need. Routes build it with `httpSession`; the use cases never touch Fastify.
 */
export interface HttpSession {
  /** The session the request carried (anonymous or signed in), if any. */
  readonly current: SessionRow | null;
  readonly origin: RequestOrigin;
  /**
   * Replaces the current session with a new one (fresh id and CSRF token, so a planted or
   * observed id is worthless) and sets its cookies. `userId: null` starts an anonymous one.
   */
  replace(
    tx: DbOrTx,
    input: { userId: number | null; remember: boolean; data?: Record<string, unknown> },
  ): Promise<SessionRow>;
  cookie(name: string): string | undefined;
  setCookie(name: string, value: string, options?: CookieOptions): void;
}

export function httpSession(
  request: FastifyRequest,
  reply: FastifyReply,
  config: Config,
): HttpSession {
  const origin = originFromRequest(request);
  return {
    get current() {
      return request.session;
    },
    origin,
    async replace(tx, input) {
      if (request.session) await deleteSession(tx, request.session.id);
      const session = await createSession(
        tx,
        {
          userId: input.userId,
          remember: input.remember,
          ipAddress: origin.ip,
          userAgent: origin.userAgent,
          data: input.data,
        },
        config.session,
      );
      issueSessionCookies(reply, config, session);
      request.session = session.row;
      return session.row;
    },
    cookie: (name) => request.cookies[name],
    setCookie(name, value, options = {}) {
      reply.setCookie(name, value, {
        path: "/",
        sameSite: "lax",
        secure: config.secureCookies,
        domain: config.cookieDomain,
        httpOnly: options.httpOnly ?? true,
        maxAge: options.maxAge,
      });
    },
  };
}
