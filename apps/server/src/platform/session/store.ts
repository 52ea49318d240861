import { and, eq, lt, ne } from "drizzle-orm";
import type { DbOrTx } from "../db/index.ts";
import { type SessionRow, sessions } from "./tables.ts";
import { randomToken, sha256 } from "./tokens.ts";

export interface SessionLifetimes {
  idleMinutes: number;
  absoluteHours: number;
  rememberDays: number;
}

/** Anonymous sessions only carry a CSRF token; they live for a couple of hours. */
const ANONYMOUS_HOURS = 2;

export function expiryFor(
  row: Pick<SessionRow, "userId" | "remember" | "createdAt" | "lastActivityAt">,
  lifetimes: SessionLifetimes,
): Date {
  const idleEnd = row.lastActivityAt.getTime() + lifetimes.idleMinutes * 60_000;
  const absoluteHours = row.userId === null ? ANONYMOUS_HOURS : lifetimes.absoluteHours;
  const absoluteEnd = row.remember
    ? row.createdAt.getTime() + lifetimes.rememberDays * 86_400_000
    : row.createdAt.getTime() + absoluteHours * 3_600_000;
  // A remembered session is not ended by idleness, only by its absolute lifetime.
  return new Date(row.remember ? absoluteEnd : Math.min(idleEnd, absoluteEnd));
}

export interface NewSession {
  token: string;
  csrfToken: string;
  row: SessionRow;
}

export async function createSession(
  db: DbOrTx,
  input: {
    userId: number | null;
    remember: boolean;
    ipAddress?: string;
    userAgent?: string;
    data?: Record<string, unknown>;
  },
  lifetimes: SessionLifetimes,
): Promise<NewSession> {
  const token = randomToken();
  const csrfToken = randomToken();
  const now = new Date();
  const base = {
    userId: input.userId,
    remember: input.remember,
    createdAt: now,
    lastActivityAt: now,
  };
  const [row] = await db
    .insert(sessions)
    .values({
      ...base,
      id: sha256(token),
      csrfTokenHash: sha256(csrfToken),
      data: input.data ?? {},
      ipAddress: input.ipAddress,
      userAgent: input.userAgent?.slice(0, 500),
      expiresAt: expiryFor(base, lifetimes),
    })
    .returning();
  return { token, csrfToken, row: row! };
}

export async function findLiveSession(db: DbOrTx, token: string): Promise<SessionRow | null> {
  const [row] = await db
    .select()
    .from(sessions)
    .where(eq(sessions.id, sha256(token)));
  if (!row) return null;
  if (row.expiresAt.getTime() <= Date.now()) {
    await db.delete(sessions).where(eq(sessions.id, row.id));
    return null;
  }
  return row;
}

/** Whether the session's activity is due to be recorded (at most once a minute). */
export const activityDue = (row: SessionRow, now = Date.now()) =>
  now - row.lastActivityAt.getTime() >= 60_000;

/** Records activity at most once a minute, so reads don't each cost a write. */
export async function touchSession(
  db: DbOrTx,
  row: SessionRow,
  lifetimes: SessionLifetimes,
): Promise<boolean> {
  const now = new Date();
  if (!activityDue(row, now.getTime())) return false;
  const expiresAt = expiryFor({ ...row, lastActivityAt: now }, lifetimes);
  await db.update(sessions).set({ lastActivityAt: now, expiresAt }).where(eq(sessions.id, row.id));
  row.lastActivityAt = now;
  row.expiresAt = expiresAt;
  return true;
}

export async function replaceCsrfToken(db: DbOrTx, sessionId: string): Promise<string> {
  const csrfToken = randomToken();
  await db
    .update(sessions)
    .set({ csrfTokenHash: sha256(csrfToken) })
    .where(eq(sessions.id, sessionId));
  return csrfToken;
}

export async function updateSessionData(
  db: DbOrTx,
  sessionId: string,
  data: Record<string, unknown>,
) {
  await db.update(sessions).set({ data }).where(eq(sessions.id, sessionId));
}

export async function deleteSession(db: DbOrTx, sessionId: string) {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of a user except, optionally, the one making the request. */
export async function deleteUserSessions(db: DbOrTx, userId: number, exceptSessionId?: string) {
  await db
    .delete(sessions)
    .where(
      exceptSessionId
        ? and(eq(sessions.userId, userId), ne(sessions.id, exceptSessionId))
        : eq(sessions.userId, userId),
    );
}

export async function deleteExpiredSessions(db: DbOrTx) {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}
