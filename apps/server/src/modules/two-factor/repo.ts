import { and, desc, eq, gt, isNotNull, isNull, lt, sql } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/index.ts";
import {
  type TwoFactorMethodName,
  type TwoFactorMethodRow,
  trustedDevices,
  twoFactorChallenges,
  twoFactorMethods,
  twoFactorRecoveryCodes,
} from "./tables.ts";

export async function listMethods(db: DbOrTx, userId: number): Promise<TwoFactorMethodRow[]> {
  return db
    .select()
    .from(twoFactorMethods)
    .where(eq(twoFactorMethods.userId, userId))
    .orderBy(twoFactorMethods.id);
}

/** Methods that count at sign-in: proven by the user and switched on. */
export async function activeMethods(db: DbOrTx, userId: number): Promise<TwoFactorMethodRow[]> {
  return db
    .select()
    .from(twoFactorMethods)
    .where(
      and(
        eq(twoFactorMethods.userId, userId),
        eq(twoFactorMethods.enabled, true),
        isNotNull(twoFactorMethods.verifiedAt),
      ),
    )
    .orderBy(desc(twoFactorMethods.isDefault), twoFactorMethods.id);
}

export async function findMethod(
  db: DbOrTx,
  userId: number,
  method: TwoFactorMethodName,
): Promise<TwoFactorMethodRow | null> {
  const [row] = await db
    .select()
    .from(twoFactorMethods)
    .where(and(eq(twoFactorMethods.userId, userId), eq(twoFactorMethods.method, method)));
  return row ?? null;
}

export async function upsertMethod(
  db: DbOrTx,
  userId: number,
  method: TwoFactorMethodName,
  values: Partial<typeof twoFactorMethods.$inferInsert>,
): Promise<TwoFactorMethodRow> {
  const [row] = await db
    .insert(twoFactorMethods)
    .values({ userId, method, ...values })
    .onConflictDoUpdate({
      target: [twoFactorMethods.userId, twoFactorMethods.method],
      set: { ...values, updatedAt: new Date() },
    })
    .returning();
  return row!;
}

/** Makes `method` the user's only default. */
export async function setDefaultMethod(db: DbOrTx, userId: number, method: TwoFactorMethodName) {
  await db
    .update(twoFactorMethods)
    .set({ isDefault: sql`${twoFactorMethods.method} = ${method}`, updatedAt: new Date() })
    .where(eq(twoFactorMethods.userId, userId));
}

/** Records the TOTP step as used; false when it (or a later one) was used already (replay). */
export async function claimTotpStep(db: DbOrTx, methodId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(twoFactorMethods)
    .set({ lastUsedStep: step, lastUsedAt: new Date() })
    .where(
      and(
        eq(twoFactorMethods.id, methodId),
        sql`(${twoFactorMethods.lastUsedStep} is null or ${twoFactorMethods.lastUsedStep} < ${step})`,
      ),
    )
    .returning({ id: twoFactorMethods.id });
  return rows.length === 1;
}

/**
 * Makes a pending TOTP seed the method's secret, with `step` as its last used step; false when
 * that seed is no longer pending (a parallel confirmation took it first).
 */
export async function claimPendingSecret(
  db: DbOrTx,
  methodId: number,
  pendingSecretSealed: string,
  step: number,
): Promise<boolean> {
  const rows = await db
    .update(twoFactorMethods)
    .set({
      secretSealed: pendingSecretSealed,
      pendingSecretSealed: null,
      lastUsedStep: step,
      lastUsedAt: new Date(),
    })
    .where(
      and(
        eq(twoFactorMethods.id, methodId),
        eq(twoFactorMethods.pendingSecretSealed, pendingSecretSealed),
      ),
    )
    .returning({ id: twoFactorMethods.id });
  return rows.length === 1;
}

export async function replaceRecoveryCodes(db: DbOrTx, userId: number, codeHashes: string[]) {
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  if (codeHashes.length > 0) {
    await db
      .insert(twoFactorRecoveryCodes)
      .values(codeHashes.map((codeHash) => ({ userId, codeHash })));
  }
}

export async function unusedRecoveryCodeCount(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)));
  return row?.count ?? 0;
}

/** Marks the code used; false when no unused code matches (so each code works once). */
export async function consumeRecoveryCode(
  db: DbOrTx,
  userId: number,
  codeHash: string,
): Promise<boolean> {
  const rows = await db
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(twoFactorRecoveryCodes.userId, userId),
        eq(twoFactorRecoveryCodes.codeHash, codeHash),
        isNull(twoFactorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: twoFactorRecoveryCodes.id });
  return rows.length === 1;
}

export async function createChallenge(db: DbOrTx, values: typeof twoFactorChallenges.$inferInsert) {
  // A new code replaces any earlier one for the same attempt and method.
  await db
    .update(twoFactorChallenges)
    .set({ consumedAt: new Date() })
    .where(
      and(
        eq(twoFactorChallenges.sessionId, values.sessionId),
        eq(twoFactorChallenges.method, values.method),
        eq(twoFactorChallenges.purpose, values.purpose),
        isNull(twoFactorChallenges.consumedAt),
      ),
    );
  await db.insert(twoFactorChallenges).values(values);
}

/**
 * Checks a code against the session's live challenge and counts the attempt in one statement:
 * the newest unconsumed, unexpired challenge with attempts left gets `attempts + 1` and, when the
 * hash matches, `consumedAt`. Row locking makes it atomic, so of parallel uses of one code only
 * one consumes it, and parallel wrong guesses cannot exceed `maxAttempts`.
 */
export async function attemptChallenge(
  db: DbOrTx,
  input: {
    userId: number;
    sessionId: string;
    method: TwoFactorMethodName;
    purpose: "verify" | "enrol";
  },
  codeHash: string,
  maxAttempts: number,
): Promise<boolean> {
  const live = and(
    eq(twoFactorChallenges.userId, input.userId),
    eq(twoFactorChallenges.sessionId, input.sessionId),
    eq(twoFactorChallenges.method, input.method),
    eq(twoFactorChallenges.purpose, input.purpose),
    isNull(twoFactorChallenges.consumedAt),
    gt(twoFactorChallenges.expiresAt, sql`now()`),
  );
  const newest = db
    .select({ id: twoFactorChallenges.id })
    .from(twoFactorChallenges)
    .where(live)
    .orderBy(desc(twoFactorChallenges.id))
    .limit(1);
  const rows = await db
    .update(twoFactorChallenges)
    .set({
      attempts: sql`${twoFactorChallenges.attempts} + 1`,
      consumedAt: sql`case when ${twoFactorChallenges.codeHash} = ${codeHash} then now() end`,
    })
    .where(
      and(
        eq(twoFactorChallenges.id, sql`(${newest})`),
        // Checked again on the locked row, after any concurrent attempt has committed.
        isNull(twoFactorChallenges.consumedAt),
        lt(twoFactorChallenges.attempts, maxAttempts),
      ),
    )
    .returning({ consumedAt: twoFactorChallenges.consumedAt });
  return rows.length === 1 && rows[0]!.consumedAt !== null;
}

export async function insertTrustedDevice(db: DbOrTx, values: typeof trustedDevices.$inferInsert) {
  const [row] = await db.insert(trustedDevices).values(values).returning();
  return row!;
}

export async function findTrustedDevice(db: DbOrTx, id: string) {
  const [row] = await db.select().from(trustedDevices).where(eq(trustedDevices.id, id));
  return row ?? null;
}

export async function listTrustedDevices(db: DbOrTx, userId: number) {
  return db
    .select()
    .from(trustedDevices)
    .where(
      and(
        eq(trustedDevices.userId, userId),
        isNull(trustedDevices.revokedAt),
        gt(trustedDevices.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(trustedDevices.createdAt));
}

export async function revokeTrustedDevices(db: DbOrTx, userId: number, id?: string) {
  const rows = await db
    .update(trustedDevices)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(trustedDevices.userId, userId),
        isNull(trustedDevices.revokedAt),
        id ? eq(trustedDevices.id, id) : undefined,
      ),
    )
    .returning({ id: trustedDevices.id });
  return rows.length;
}

export async function touchTrustedDevice(db: DbOrTx, id: string) {
  await db.update(trustedDevices).set({ lastUsedAt: new Date() }).where(eq(trustedDevices.id, id));
}

/**
 * After a method is turned off: the default moves to another enabled method, and with none left
 * two-factor is off altogether, so the recovery codes and trusted devices go with it.
 */
export async function settleAfterMethodOff(
  tx: DbOrTx,
  userId: number,
  { wasDefault, others }: { wasDefault: boolean; others: TwoFactorMethodRow[] },
) {
  if (wasDefault && others[0]) await setDefaultMethod(tx, userId, others[0].method);
  if (others.length > 0) return;
  await replaceRecoveryCodes(tx, userId, []);
  await revokeTrustedDevices(tx, userId);
}
