/**
 * Fixed-window rate limits and lockouts kept in the database, so every instance behind a load
 * balancer shares them. Keys are chosen by callers (`login:account:{email}:ip:{ip}`,
 * `login:ip:{ip}`); a key for an email that has no account behaves exactly like one that has.
 *
 * Guard an attempt with `hit` before doing the work, not `assertUnderLimit` then
 * `recordFailure` after it: `hit` checks and counts in one statement, so parallel attempts
 * cannot all pass the check before any of them is counted. A success then gives its count
 * back with `releaseHit` (or forgets the key with `resetLimit`).
 */

import { eq, lt, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/index.ts";
import { tooManyRequests } from "../http/errors.ts";
import { rateLimits } from "./tables.ts";

export interface Limit {
  key: string;
  max: number;
  windowSeconds: number;
}

const retryAfterSeconds = (windowEndsAt: Date) =>
  Math.max(1, Math.ceil((windowEndsAt.getTime() - Date.now()) / 1000));

export const tooManyAttempts = (retryAfter: number) => tooManyRequests(retryAfter);

/**
 * Counts one hit; past `max` hits in the window it throws 429 with Retry-After. The increment
 * and the count it returns are one atomic upsert, so of N parallel hits at most `max` pass.
 */
export async function hit(db: DbOrTx, limit: Limit): Promise<void> {
  const count = await increment(db, limit);
  if (count.hits > limit.max) throw tooManyAttempts(retryAfterSeconds(count.windowEndsAt));
}

/** Throws 429 when the key already holds `max` hits in its window, without counting one. */
export async function assertUnderLimit(db: DbOrTx, limit: Limit): Promise<void> {
  const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, limit.key));
  if (row && row.windowEndsAt.getTime() > Date.now() && row.hits >= limit.max) {
    throw tooManyAttempts(retryAfterSeconds(row.windowEndsAt));
  }
}

/** Counts a failure (e.g. a wrong password) against the key. */
export async function recordFailure(db: DbOrTx, limit: Limit): Promise<void> {
  await increment(db, limit);
}

/** Gives back one hit counted by `hit` (an attempt that turned out not to be a failure). */
export async function releaseHit(db: DbOrTx, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
    .where(eq(rateLimits.key, key));
}

export async function resetLimit(db: DbOrTx, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

async function increment(db: DbOrTx, limit: Limit) {
  const windowEnd = new Date(Date.now() + limit.windowSeconds * 1000);
  const [row] = await db
    .insert(rateLimits)
    .values({ key: limit.key, hits: 1, windowEndsAt: windowEnd })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${rateLimits.windowEndsAt} <= now() then 1 else ${rateLimits.hits} + 1 end`,
        windowEndsAt: sql`case when ${rateLimits.windowEndsAt} <= now() then ${windowEnd.toISOString()}::timestamptz else ${rateLimits.windowEndsAt} end`,
      },
    })
    .returning();
  return row!;
}

export async function deleteExpiredLimits(db: DbOrTx) {
  await db.delete(rateLimits).where(lt(rateLimits.windowEndsAt, new Date()));
}
