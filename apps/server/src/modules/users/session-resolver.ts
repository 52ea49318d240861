/**
 * Who is behind a request, resolved in one statement: the session, its user, the user's roles
 * with their companies and permissions, and the facts of the security gate (the strictest
 * company policy, whether two-factor is set up). Built once in app.ts and handed to the
 * session plugin, so platform/ never reaches into the modules.
 *
 * The resolved session is kept in the actor cache (platform/session/actor-cache.ts) until its
 * TTL or its session's expiry; every hit still checks the session's expiry and recomputes the
 * gate (a password may expire, a Microsoft token run out, between two requests).
 */
import { eq, sql } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { AuthUser } from "../../platform/access/index.ts";
import type { Db } from "../../platform/db/index.ts";
import type { ActorCache } from "../../platform/session/actor-cache.ts";
import type { ResolvedSession, SessionResolver } from "../../platform/session/plugin.ts";
import { activityDue, deleteSession, touchSession } from "../../platform/session/store.ts";
import { type SessionRow, sessions } from "../../platform/session/tables.ts";
import { sha256 } from "../../platform/session/tokens.ts";
import {
  type GateFacts,
  gateFactColumns,
  gateFacts,
  gateReason,
} from "../account-security/index.ts";
import { resolveTemporaryToken } from "../temporary-users/index.ts";
import { userRolesJson } from "./repo.ts";
import { users } from "./tables.ts";

/** What the cache keeps of a session: everything but the gate's verdict, which depends on the time. */
export interface CachedSession {
  session: SessionRow;
  user: AuthUser | null;
  facts: GateFacts | null;
}

export function createSessionResolver(
  db: Db,
  config: Config,
  cache?: ActorCache<CachedSession>,
): SessionResolver {
  // Prepared once: the per-request statement is neither rebuilt by Drizzle nor re-planned.
  const bySessionId = db
    .select({
      session: sessions,
      user: users,
      roles: userRolesJson(),
      ...gateFactColumns(),
    })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sql.placeholder("id")))
    .prepare("session_actor");

  const verdict = ({ session, user, facts }: CachedSession): ResolvedSession => ({
    session,
    user,
    blockedBy: user && facts ? gateReason(user, session.data, facts) : null,
  });

  return {
    async bySessionToken(token: string): Promise<ResolvedSession | null> {
      const id = sha256(token);
      const cached = cache?.get(id);
      // The activity note moves the cached row's expiry forward in place; past it, the database decides.
      if (cached && cached.session.expiresAt.getTime() > Date.now()) return verdict(cached);
      const ticket = cache?.ticket() ?? 0;
      const [row] = await bySessionId.execute({ id });
      if (!row) return null;
      const { session } = row;
      if (session.expiresAt.getTime() <= Date.now()) {
        cache?.delete(id);
        await deleteSession(db, session.id);
        return null;
      }
      const loaded: CachedSession = row.user
        ? {
            session,
            user: {
              id: row.user.id,
              row: row.user,
              isTemporaryUser: row.user.isTemporaryUser,
              roles: row.roles,
            },
            facts: gateFacts(config, row),
          }
        : { session, user: null, facts: null };
      cache?.set(id, loaded, ticket, session.expiresAt.getTime());
      return verdict(loaded);
    },

    async byTemporaryToken(token: string) {
      const temporary = await resolveTemporaryToken(db, config.appKey, token);
      if (!temporary) return null;
      const user: AuthUser = {
        id: temporary.user.id,
        row: temporary.user,
        isTemporaryUser: true,
        roles: [],
      };
      return { user, access: temporary.access };
    },

    /**
     * Records activity at most once a minute (see touchSession), on the session and the user;
     * nothing at all (not even a promise) on the other requests of that minute.
     */
    recordActivity(session, user) {
      if (!activityDue(session)) return undefined;
      return (async () => {
        if (!(await touchSession(db, session, config.session))) return;
        await db
          .update(users)
          .set({ lastActivityAt: session.lastActivityAt })
          .where(eq(users.id, user.id));
        user.row.lastActivityAt = session.lastActivityAt;
      })();
    },
  };
}
