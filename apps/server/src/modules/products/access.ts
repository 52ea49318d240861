/**
 * Who does what with a company's products and product classes (SPEC §6): a catalogue reader
 * (`catalogueReaders`) of the company reads them; ManageProducts changes products and their
 * versions (the versioning kernel asks `productVersionAccess`), ManageProductClasses changes the
 * classes. The insurer carrying a binder reads, read-only, the products written under the
 * agreements it carries (`carried.ts`: every `can` off). A non-member gets 404, a member without
 * the permission 403.
 */
import { canActInCompany, Permission, type PermissionId } from "@platform/domain";
import {
  type AuthUser,
  assertCan,
  assertCanAny,
  catalogueReaders,
} from "../../platform/access/index.ts";
import { type Actor, actingCompany } from "../../platform/actor/index.ts";

export type CatalogueAction = "read" | "manage";

/** Who changes a product and who reads the company's own, as the versioning kernel asks. */
export const productVersionAccess: { permission: PermissionId; readers: PermissionId[] } = {
  permission: Permission.ManageProducts,
  readers: catalogueReaders,
};

/** The acting company's id once its user may read products (its own, or those it carries). */
export function authorizeProductReader(actor: Actor): number {
  const companyId = actingCompany(actor);
  assertCanAny(actor.user, companyId, catalogueReaders);
  return companyId;
}

/** The acting company's id once its user may do `action` with its product classes, else 404/403. */
export function authorizeProductClasses(actor: Actor, action: CatalogueAction): number {
  const companyId = actingCompany(actor);
  if (action === "manage") assertCan(actor.user, companyId, Permission.ManageProductClasses);
  else assertCanAny(actor.user, companyId, catalogueReaders);
  return companyId;
}

/** The `can` flag of a product view: the user manages products in the product's company. */
export function productAbilities(user: AuthUser, head: { companyId: number }) {
  return { manage: canActInCompany(user, head.companyId, Permission.ManageProducts) };
}
