/**
 * Who is behind a request, resolved in one statement: the session, its user, the user's roles
 * with their companies and permissions, and the facts of the security gate (the strictest
 * company policy, whether two-factor is set up). Built once in app.ts and handed to the
 * session plugin, so platform/ never reaches into the modules.
 */
import { eq, sql } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { AuthUser } from "../../platform/access/index.ts";
import type { Db } from "../../platform/db/index.ts";
import type { ResolvedSession, SessionResolver } from "../../platform/session/plugin.ts";
import { deleteSession, touchSession } from "../../platform/session/store.ts";
import { sessions } from "../../platform/session/tables.ts";
import { sha256 } from "../../platform/session/tokens.ts";
import { gateFactColumns, gateFacts, gateReason } from "../account-security/index.ts";
import { resolveTemporaryToken } from "../temporary-users/index.ts";
import { userRolesJson } from "./repo.ts";
import { users } from "./tables.ts";

export function createSessionResolver(db: Db, config: Config): SessionResolver {
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

  return {
    async bySessionToken(token: string): Promise<ResolvedSession | null> {
      const [row] = await bySessionId.execute({ id: sha256(token) });
      if (!row) return null;
      const { session } = row;
      if (session.expiresAt.getTime() <= Date.now()) {
        await deleteSession(db, session.id);
        return null;
      }
      if (!row.user) return { session, user: null, blockedBy: null };
      const user: AuthUser = {
        id: row.user.id,
        row: row.user,
        isTemporaryUser: row.user.isTemporaryUser,
        roles: row.roles,
      };
      return { session, user, blockedBy: gateReason(user, session.data, gateFacts(config, row)) };
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

    /** Records activity at most once a minute (see touchSession), on the session and the user. */
    async recordActivity(session, user) {
      if (!(await touchSession(db, session, config.session))) return;
      await db
        .update(users)
        .set({ lastActivityAt: session.lastActivityAt })
        .where(eq(users.id, user.id));
      user.row.lastActivityAt = session.lastActivityAt;
    },
  };
}
