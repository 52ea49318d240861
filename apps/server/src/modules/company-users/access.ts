/**
 * Who manages a company's users (SPEC §6 ManageCompanyUsers): a user holding it in the acting
 * company lists them, changes their roles and removes them. A non-member gets 404, a member
 * without it 403. Changing a user's account (which they sign in to every company of theirs
 * with) needs more: `canChangeUserAccount`, whose answer each listed user carries.
 */
import { canChangeUserAccount, Permission } from "@platform/domain";
import { assertCan } from "../../platform/access/index.ts";
import { type Actor, actingCompany } from "../../platform/actor/index.ts";

/** The acting company's id once its user may manage its users, else 404/403. */
export function authorizeCompanyUsers(actor: Actor): number {
  const companyId = actingCompany(actor);
  assertCan(actor.user, companyId, Permission.ManageCompanyUsers);
  return companyId;
}

/** What the acting user may do with a listed user, a member of `userCompanyIds`. */
export function companyUserAbilities(actor: Actor, userCompanyIds: number[]) {
  const companyId = actingCompany(actor);
  return { canChangeAccount: canChangeUserAccount(actor.user, companyId, userCompanyIds).allowed };
}
