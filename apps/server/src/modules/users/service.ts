import { messages, type TUpdateUserRequest, type TUser } from "@platform/domain";
import type { AuthUser } from "../../platform/access/index.ts";
import type { Actor } from "../../platform/actor/index.ts";
import { audit } from "../../platform/audit/index.ts";
import { verifyPassword } from "../../platform/crypto/passwords.ts";
import type { Db, DbOrTx } from "../../platform/db/index.ts";
import { invalid } from "../../platform/http/errors.ts";
import { findCompany } from "../companies/index.ts";
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
