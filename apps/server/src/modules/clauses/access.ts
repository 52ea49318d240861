/**
 * Who does what with a company's endorsements (clauses, SPEC §6 ManageClauses): a catalogue
 * reader (`catalogueReaders`) of the company reads them; ManageClauses creates, changes,
 * publishes and deletes them (the versioning kernel asks `clauseVersionAccess`). A non-member
 * gets 404, a member without the permission 403.
 */
import { canActInCompany, Permission, type PermissionId } from "@platform/domain";
import { type AuthUser, assertCanAny, catalogueReaders } from "../../platform/access/index.ts";
import { type Actor, actingCompany } from "../../platform/actor/index.ts";

/** Who changes an endorsement and who reads the company's own, as the versioning kernel asks. */
export const clauseVersionAccess: { permission: PermissionId; readers: PermissionId[] } = {
  permission: Permission.ManageClauses,
  readers: catalogueReaders,
};

/** The acting company's id once its user may read its endorsements, else 404/403. */
export function authorizeClauseReader(actor: Actor): number {
  const companyId = actingCompany(actor);
  assertCanAny(actor.user, companyId, catalogueReaders);
  return companyId;
}

/** The `can` flag of an endorsement view: the user manages endorsements in its company. */
export function clauseAbilities(user: AuthUser, head: { companyId: number }) {
  return { manage: canActInCompany(user, head.companyId, Permission.ManageClauses) };
}
