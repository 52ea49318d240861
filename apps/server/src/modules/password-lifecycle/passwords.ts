/**
 * Password lifecycle: common and reused passwords refused, forgot-password with
 * single-use hashed reset tokens, expired passwords replaced, other sessions ended.
 */
import { desc, eq, inArray } from "drizzle-orm";
import { hashPassword, verifyPassword } from "../../platform/crypto/passwords.ts";
import type { DbOrTx } from "../../platform/db/index.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { invalid } from "../../platform/http/errors.ts";
import { deleteUserSessions } from "../../platform/session/store.ts";
import type { UserRow } from "../users/index.ts";
import { updateUser } from "../users/index.ts";
import { commonPasswordMessage, isCommonPassword } from "./common-passwords.ts";
import { passwordHistory } from "./tables.ts";

export type Deps = Pick<AppDeps, "db" | "config">;

export const reusedPasswordMessage = (n: number) =>
  `You cannot reuse any of your last ${n} passwords`;

/** Refuses a bundled common password (the §5 rules are checked by the request schema). */
export function assertNotCommon(password: string) {
  if (isCommonPassword(password)) throw invalid({ password: commonPasswordMessage });
}

/** Refuses the current password and the last N (PASSWORD_HISTORY) ones. */
export async function assertNotReused(deps: Deps, user: UserRow, password: string) {
  const n = deps.config.security.passwordHistory;
  if (n === 0) return;
  const earlier = await deps.db
    .select({ passwordHash: passwordHistory.passwordHash })
    .from(passwordHistory)
    .where(eq(passwordHistory.userId, user.id))
    .orderBy(desc(passwordHistory.createdAt), desc(passwordHistory.id))
    .limit(Math.max(0, n - 1));
  const hashes = [user.passwordHash, ...earlier.map((row) => row.passwordHash)].filter(
    (hash): hash is string => Boolean(hash),
  );
  for (const hash of hashes) {
    if (await verifyPassword(hash, password)) throw invalid({ password: reusedPasswordMessage(n) });
  }
}

/**
 * Stores the new password, keeps the old hash in the history (trimmed to N), and ends every
 * other session of the user (all of them when `keepSessionId` is absent).
 */
export async function storeNewPassword(
  tx: DbOrTx,
  deps: Deps,
  user: UserRow,
  passwordHash: string,
  keepSessionId?: string,
) {
  const n = deps.config.security.passwordHistory;
  if (user.passwordHash && n > 0) {
    await tx.insert(passwordHistory).values({ userId: user.id, passwordHash: user.passwordHash });
    const keep = await tx
      .select({ id: passwordHistory.id })
      .from(passwordHistory)
      .where(eq(passwordHistory.userId, user.id))
      .orderBy(desc(passwordHistory.createdAt), desc(passwordHistory.id))
      .limit(n);
    const all = await tx
      .select({ id: passwordHistory.id })
      .from(passwordHistory)
      .where(eq(passwordHistory.userId, user.id));
    const stale = all.map((row) => row.id).filter((id) => !keep.some((k) => k.id === id));
    if (stale.length > 0)
      await tx.delete(passwordHistory).where(inArray(passwordHistory.id, stale));
  }
  await updateUser(tx, user.id, { passwordHash, passwordChangedAt: new Date() });
  await deleteUserSessions(tx, user.id, keepSessionId);
}

/** Every check of a new password for an existing user, then its hash. */
export async function hashNewPassword(deps: Deps, user: UserRow, password: string) {
  assertNotCommon(password);
  await assertNotReused(deps, user, password);
  return hashPassword(password);
}
