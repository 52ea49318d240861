import { PRODUCT_NAME } from "@platform/domain";
import { and, eq, isNull } from "drizzle-orm";
import { audit } from "../../platform/audit/index.ts";
import type { OriginCtx } from "../../platform/context/index.ts";
import { inTransaction } from "../../platform/db/transaction.ts";
import { randomToken } from "../../platform/session/tokens.ts";
import { findUserByEmail } from "../users/index.ts";
import { hashResetToken } from "./reset-tokens.ts";
import { passwordResetTokens } from "./tables.ts";

/** The reset-link job: only an existing, non-temporary account gets a link. */
export async function sendResetLink(ctx: OriginCtx, input: { email: string }) {
  const { origin } = ctx;
  const { email } = input;
  const user = await findUserByEmail(ctx.db, email);
  if (!user || user.isTemporaryUser) return;
  const token = randomToken(32);
  const link = `${ctx.config.appUrl}/reset-password?token=${encodeURIComponent(token)}&email=${encodeURIComponent(user.email)}`;
  await inTransaction(ctx.db, async (tx, afterCommit) => {
    // A new link replaces every earlier one.
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: origin.now() })
      .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
    await tx.insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash: hashResetToken(ctx, token),
      expiresAt: new Date(
        origin.now().getTime() + ctx.config.security.passwordResetMinutes * 60_000,
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
    await ctx.outbox.message(tx, afterCommit, {
      channel: "email",
      to: user.email,
      subject: "Reset your password",
      text: `Someone asked to reset the password of your ${PRODUCT_NAME} account.\n\nReset it here: ${link}\n\nThe link works once and expires in ${ctx.config.security.passwordResetMinutes} minutes. If it was not you, ignore this email.`,
      userId: user.id,
    });
  });
}
