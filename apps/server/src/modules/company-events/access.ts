/**
 * Who manages a company's events and their actions (SPEC §6 ManageCompanyEvents): a user holding
 * it in the acting company reads, creates, changes and deletes them and their runs. A non-member
 * gets 404, a member without the permission 403.
 */
import { Permission } from "@platform/domain";
import { assertCan } from "../../platform/access/index.ts";
import { type Actor, actingCompany } from "../../platform/actor/index.ts";
import type { DbOrTx } from "../../platform/db/index.ts";
import { usersHoldingPermission } from "../users/index.ts";

/** The acting company's id once its user may manage its events, else 404/403. */
export function authorizeCompanyEvents(actor: Actor): number {
  const companyId = actingCompany(actor);
  assertCan(actor.user, companyId, Permission.ManageCompanyEvents);
  return companyId;
}

/** Who is alerted when one of the company's event runs fails: its ManageCompanyEvents users. */
export function eventManagersOf(db: DbOrTx, companyId: number) {
  return usersHoldingPermission(db, companyId, Permission.ManageCompanyEvents);
}
