/**
 * Who designs a product version (SPEC §6 ManageProducts): its readers (the products kernel's
 * catalogue readers) open the design read-only; a user with ManageProducts in the product's
 * company edits a version no risk has locked. A non-member gets 404, a reader 403 on a change.
 */
import { canActInCompany, Permission } from "@platform/domain";
import { type AuthUser, assertCan } from "../../platform/access/index.ts";
import { type Actor, actingCompany } from "../../platform/actor/index.ts";
import type { ProductDesignRow } from "./tables.ts";

/** The acting user may change designs in the acting company, else 404/403. */
export function authorizeDesignEdit(actor: Actor): void {
  assertCan(actor.user, actingCompany(actor), Permission.ManageProducts);
}

/** The `can` flags of a design view: `editable` is the version's own state (not locked). */
export function designAbilities(user: AuthUser, row: ProductDesignRow, editable: boolean) {
  return { edit: editable && canActInCompany(user, row.companyId, Permission.ManageProducts) };
}
