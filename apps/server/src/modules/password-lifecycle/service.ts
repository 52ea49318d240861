/**
 * Password lifecycle: common and reused passwords refused, forgot-password with
 * single-use hashed reset tokens, expired passwords replaced, other sessions ended.
 */
import { messages, PRODUCT_NAME } from "@platform/domain";
import { and, desc, eq, gt, inArray, isNull } from "drizzle-orm";
import type { Actor, RequestOrigin } from "../../platform/actor/index.ts";
import { audit } from "../../platform/audit/index.ts";
import { keyedHash } from "../../platform/crypto/index.ts";
import { hashPassword, verifyPassword } from "../../platform/crypto/passwords.ts";
import type { DbOrTx } from "../../platform/db/index.ts";
import { inTransaction } from "../../platform/db/transaction.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { invalid } from "../../platform/http/errors.ts";
import { hit, releaseHit } from "../../platform/rate-limit/index.ts";
import { deleteUserSessions } from "../../platform/session/store.ts";
import { randomToken } from "../../platform/session/tokens.ts";
import type { UserRow } from "../users/index.ts";
import { findUserByEmail, updateUser } from "../users/index.ts";
import { commonPasswordMessage, isCommonPassword } from "./common-passwords.ts";
import { passwordHistory, passwordResetTokens } from "./tables.ts";

type Deps = Pick<AppDeps, "db" | "config">;

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

// ---------- forgot / reset ----------

const hashResetToken = (deps: Deps, token: string) =>
  keyedHash(deps.config.appKey, "password-reset", token);

export const RESET_LINK_JOB = "password.reset-link";

export interface ResetLinkRequest {
  email: string;
  ip?: string;
  userAgent?: string;
}

/**
 * Always the same reply, whether or not the account exists, and in the same time: the reply
 * only queues a job, which looks the account up and mails the link. Limited per email and per
 * address (429 past the limit).
 */
export async function forgotPassword(
  deps: Deps & Pick<AppDeps, "jobs">,
  email: string,
  origin: RequestOrigin,
) {
  const window = deps.config.security.lockoutMinutes * 60;
  await hit(deps.db, {
    key: `forgot:ip:${origin.ip}`,
    max: deps.config.security.ipMaxAttempts,
    windowSeconds: window,
  });
  await hit(deps.db, { key: `forgot:account:${email}`, max: 3, windowSeconds: window });
  const job: ResetLinkRequest = {
    email,
    ip: origin.ip,
    userAgent: origin.userAgent,
  };
  await deps.jobs.send(RESET_LINK_JOB, job);
  deps.jobs.wake(RESET_LINK_JOB);
  return { message: messages.forgotPasswordReply };
}

/** The reset-link job: only an existing, non-temporary account gets a link. */
export async function sendResetLink(
  deps: Deps & Pick<AppDeps, "outbox">,
  email: string,
  origin: RequestOrigin,
) {
  const user = await findUserByEmail(deps.db, email);
  if (!user || user.isTemporaryUser) return;
  const token = randomToken(32);
  const link = `${deps.config.appUrl}/reset-password?token=${encodeURIComponent(token)}&email=${encodeURIComponent(user.email)}`;
  await inTransaction(deps.db, async (tx, afterCommit) => {
    // A new link replaces every earlier one.
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: origin.now() })
      .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
    await tx.insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash: hashResetToken(deps, token),
      expiresAt: new Date(
        origin.now().getTime() + deps.config.security.passwordResetMinutes * 60_000,
      ),
    });
    await audit(
      tx,
      {
        action: "password.reset_requested",
        userId: user.id,
        subjectType: "user",
        subjectId: user.id,
      },
      origin,
    );
    await deps.outbox.message(tx, afterCommit, {
      channel: "email",
      to: user.email,
      subject: "Reset your password",
      text: `Someone asked to reset the password of your ${PRODUCT_NAME} account.\n\nReset it here: ${link}\n\nThe link works once and expires in ${deps.config.security.passwordResetMinutes} minutes. If it was not you, ignore this email.`,
      userId: user.id,
    });
  });
}

export async function resetPassword(
  deps: Deps,
  input: { token: string; email: string; password: string },
  origin: RequestOrigin,
) {
  const window = deps.config.security.lockoutMinutes * 60;
  const ipLimit = {
    key: `reset:ip:${origin.ip}`,
    max: deps.config.security.ipMaxAttempts,
    windowSeconds: window,
  };
  const accountLimit = {
    key: `reset:account:${input.email}`,
    max: deps.config.security.maxFailures,
    windowSeconds: window,
  };
  // Check and count in one statement each, so parallel guesses cannot all pass the check; a
  // valid token gives the counts back.
  await hit(deps.db, ipLimit);
  await hit(deps.db, accountLimit);

  const user = await findUserByEmail(deps.db, input.email);
  const [row] = user
    ? await deps.db
        .select()
        .from(passwordResetTokens)
        .where(
          and(
            eq(passwordResetTokens.userId, user.id),
            eq(passwordResetTokens.tokenHash, hashResetToken(deps, input.token)),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, new Date()),
          ),
        )
    : [];
  if (!user || !row) {
    throw invalid({ token: messages.resetLinkInvalid }, messages.resetLinkInvalid);
  }
  await releaseHit(deps.db, ipLimit.key);
  await releaseHit(deps.db, accountLimit.key);
  const passwordHash = await hashNewPassword(deps, user, input.password);
  await deps.db.transaction(async (tx) => {
    // Claim the token first, in one conditional statement re-checked on the locked row: of
    // concurrent resets with one token, only one succeeds.
    const claimed = await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResetTokens.id, row.id),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, new Date()),
        ),
      )
      .returning({ id: passwordResetTokens.id });
    if (claimed.length === 0)
      throw invalid({ token: messages.resetLinkInvalid }, messages.resetLinkInvalid);
    await storeNewPassword(tx, deps, user, passwordHash);
    await audit(
      tx,
      { action: "password.reset", userId: user.id, subjectType: "user", subjectId: user.id },
      origin,
    );
  });
}

/**
 * A signed-in user replaces their password, giving the current one: by choice (the account page,
 * where the new one must differ) or because it expired. Every other session ends; this one stays.
 */
export async function replacePassword(
  deps: Deps,
  actor: Actor,
  input: { current_password: string; password: string },
  currentSessionId: string | undefined,
  reason: "changed" | "expired",
) {
  const { user } = actor;
  if (!(await verifyPassword(user.row.passwordHash, input.current_password))) {
    throw invalid({ current_password: messages.currentPasswordIncorrect });
  }
  if (reason === "changed" && input.password === input.current_password) {
    throw invalid({ password: "The new password must be different from the current password" });
  }
  const passwordHash = await hashNewPassword(deps, user.row, input.password);
  await deps.db.transaction(async (tx) => {
    await storeNewPassword(tx, deps, user.row, passwordHash, currentSessionId);
    await audit(
      tx,
      {
        action: reason === "changed" ? "user.password_changed" : "password.expired_replaced",
        userId: user.id,
        subjectType: "user",
        subjectId: user.id,
      },
      actor,
    );
  });
}
