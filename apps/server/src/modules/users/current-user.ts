import { messages, type TUser } from "@platform/domain";
import type { DbOrTx } from "../../platform/db/index.ts";
import { invalid } from "../../platform/http/errors.ts";
import { findCompany } from "../companies/index.ts";
import { presentUser } from "./present.ts";
import { findUserById, loadUserRoles } from "./repo.ts";

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
