import { messages } from "@platform/domain";
import { audit } from "../../platform/audit/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { verifyPassword } from "../../platform/crypto/passwords.ts";
import { invalid } from "../../platform/http/errors.ts";
import { hashNewPassword, storeNewPassword } from "./passwords.ts";

/**
 * A signed-in user replaces their password, giving the current one: by choice (the account page,
 * where the new one must differ) or because it expired. Every other session ends; this one stays.
 */
export async function replacePassword(
  ctx: Ctx,
  input: {
    current_password: string;
    password: string;
    currentSessionId: string | undefined;
    reason: "changed" | "expired";
  },
) {
  const { db, actor } = ctx;
  const { user } = actor;
  const { currentSessionId, reason } = input;
  if (!(await verifyPassword(user.row.passwordHash, input.current_password))) {
    throw invalid({ current_password: messages.currentPasswordIncorrect });
  }
  if (reason === "changed" && input.password === input.current_password) {
    throw invalid({ password: "The new password must be different from the current password" });
  }
  const passwordHash = await hashNewPassword(ctx, user.row, input.password);
  await db.transaction(async (tx) => {
    await storeNewPassword(tx, ctx, user.row, passwordHash, currentSessionId);
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
