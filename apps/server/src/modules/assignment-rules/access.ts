/**
 * Who reads and changes the acting company's assignment rules (SPEC §6): workflow
 * configuration, so a user holding ManageCompanyStatuses there, for reads and changes alike
 * (docs/decisions.md). A non-member gets 404, a member without it 403. The underwriters a rule
 * names, and picks, are the company's users holding ManageRisks.
 */
import { Permission } from "@platform/domain";
import { assertCan } from "../../platform/access/index.ts";
import { type Actor, actingCompany } from "../../platform/actor/index.ts";
import type { DbOrTx } from "../../platform/db/index.ts";
import { usersHoldingPermission } from "../users/index.ts";

/** The acting company's id once its user may read and change its rules, else 404/403. */
export function authorizeRules(actor: Actor): number {
  const companyId = actingCompany(actor);
  assertCan(actor.user, companyId, Permission.ManageCompanyStatuses);
  return companyId;
}

/** The company's users a rule may name and pick: those holding ManageRisks, by name. */
export function eligibleUnderwriters(db: DbOrTx, companyId: number) {
  return usersHoldingPermission(db, companyId, Permission.ManageRisks);
}
