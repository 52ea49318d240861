import {
  messages,
  type TChangePasswordRequest,
  type TUpdateUserRequest,
  type TUser,
} from "@platform/domain";
import type { Config } from "../../config.ts";
import type { AuthUser } from "../../platform/access/index.ts";
import type { Actor } from "../../platform/actor/index.ts";
import { audit } from "../../platform/audit/index.ts";
import type { Db, DbOrTx } from "../../platform/db/index.ts";
import { invalid } from "../../platform/http/errors.ts";
import { verifyPassword } from "../auth/index.ts";
import { findCompany } from "../companies/index.ts";
import { hashNewPassword, storeNewPassword } from "../password-lifecycle/index.ts";
import { presentUser } from "./present.ts";
import { findUserById, loadUserRoles, updateUser } from "./repo.ts";

export async function currentUser(db: DbOrTx, userId: number): Promise<TUser> {
  const row = await findUserById(db, userId);
  if (!row) throw invalid({ user: messages.noUser });
  // A temporary user uses the branding of the company that created them (SPEC §1).
  const creator =
    row.isTemporaryUser && row.createdByCompanyId
      ? await findCompany(db, row.createdByCompanyId)
      : null;
  return presentUser(
    row,
    await loadUserRoles(db, userId),
    creator ? { id: creator.id, name: creator.name } : null,
  );
}

/**
 * The signed-in user as the session plugin loaded them (row and roles in one statement), so
 * `GET /api/user` costs no further statement, except a temporary user's creating company.
 */
export async function signedInUser(db: DbOrTx, user: AuthUser): Promise<TUser> {
  const creator =
    user.row.isTemporaryUser && user.row.createdByCompanyId
      ? await findCompany(db, user.row.createdByCompanyId)
      : null;
  return presentUser(user.row, user.roles, creator ? { id: creator.id, name: creator.name } : null);
}

export async function updateProfile(
  db: Db,
  actor: Actor,
  input: TUpdateUserRequest,
): Promise<TUser> {
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

/** Changes the password and ends every other session of the user (the current one stays). */
export async function changePassword(
  deps: { db: Db; config: Config },
  actor: Actor,
  input: TChangePasswordRequest,
  currentSessionId: string | undefined,
): Promise<void> {
  const { user } = actor;
  if (!(await verifyPassword(user.row.passwordHash, input.current_password))) {
    throw invalid({ current_password: messages.currentPasswordIncorrect });
  }
  if (input.password === input.current_password) {
    throw invalid({ password: "The new password must be different from the current password" });
  }
  const passwordHash = await hashNewPassword(deps, user.row, input.password);
  await deps.db.transaction(async (tx) => {
    await storeNewPassword(tx, deps, user.row, passwordHash, currentSessionId);
    await audit(
      tx,
      { action: "user.password_changed", userId: user.id, subjectType: "user", subjectId: user.id },
      actor,
    );
  });
}
