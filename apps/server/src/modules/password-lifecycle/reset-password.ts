import { messages } from "@platform/domain";
import { and, eq, gt, isNull } from "drizzle-orm";
import { audit } from "../../platform/audit/index.ts";
import type { OriginCtx } from "../../platform/context/index.ts";
import { invalid } from "../../platform/http/errors.ts";
import { hit, releaseHit } from "../../platform/rate-limit/index.ts";
import { findUserByEmail } from "../users/index.ts";
import { hashNewPassword, storeNewPassword } from "./passwords.ts";
import { hashResetToken } from "./reset-tokens.ts";
import { passwordResetTokens } from "./tables.ts";

export async function resetPassword(
  ctx: OriginCtx,
  input: { token: string; email: string; password: string },
) {
  const { origin } = ctx;
  const window = ctx.config.security.lockoutMinutes * 60;
  const ipLimit = {
    key: `reset:ip:${origin.ip}`,
    max: ctx.config.security.ipMaxAttempts,
    windowSeconds: window,
  };
  const accountLimit = {
    key: `reset:account:${input.email}`,
    max: ctx.config.security.maxFailures,
    windowSeconds: window,
  };
  // Check and count in one statement each, so parallel guesses cannot all pass the check; a
  // valid token gives the counts back.
  await hit(ctx.db, ipLimit);
  await hit(ctx.db, accountLimit);

  const user = await findUserByEmail(ctx.db, input.email);
  const [row] = user
    ? await ctx.db
        .select()
        .from(passwordResetTokens)
        .where(
          and(
            eq(passwordResetTokens.userId, user.id),
            eq(passwordResetTokens.tokenHash, hashResetToken(ctx, input.token)),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, new Date()),
          ),
        )
    : [];
  if (!user || !row) {
    throw invalid({ token: messages.resetLinkInvalid }, messages.resetLinkInvalid);
  }
  await releaseHit(ctx.db, ipLimit.key);
  await releaseHit(ctx.db, accountLimit.key);
  const passwordHash = await hashNewPassword(ctx, user, input.password);
  await ctx.db.transaction(async (tx) => {
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
    await storeNewPassword(tx, ctx, user, passwordHash);
    await audit(
      tx,
      { action: "password.reset", userId: user.id, subjectType: "user", subjectId: user.id },
      origin,
    );
  });
}
