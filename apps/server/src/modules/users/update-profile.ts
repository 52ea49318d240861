import { messages, type TUpdateUserRequest, type TUser } from "@platform/domain";
import { audit } from "../../platform/audit/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { verifyPassword } from "../../platform/crypto/passwords.ts";
import { invalid } from "../../platform/http/errors.ts";
import { currentUser } from "./current-user.ts";
import { updateUser } from "./repo.ts";

export async function updateProfile(ctx: Ctx, input: TUpdateUserRequest): Promise<TUser> {
  const { db, actor } = ctx;
  const { user } = actor;
  const { current_password: currentPassword, ...fields } = input;
  // The phone receives sign-in codes: changing it asks for the password again.
  if (fields.phone !== undefined && (fields.phone || null) !== user.row.phone) {
    if (!currentPassword || !(await verifyPassword(user.row.passwordHash, currentPassword))) {
      throw invalid({ current_password: messages.currentPasswordIncorrect });
    }
  }
  return db.transaction(async (tx) => {
    const changed = Object.keys(fields).filter(
      (key) => fields[key as keyof typeof fields] !== undefined,
    );
    await updateUser(tx, user.id, fields);
    if (changed.length > 0) {
      await audit(
        tx,
        {
          action: "user.updated",
          userId: user.id,
          subjectType: "user",
          subjectId: user.id,
          data: { fields: changed },
        },
        actor,
      );
    }
    return currentUser(tx, user.id);
  });
}
