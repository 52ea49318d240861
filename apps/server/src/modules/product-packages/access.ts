/**
 * Who does what with product packages (SPEC §6): in the underwriter that owns them, a catalogue
 * reader (`catalogueReaders`) reads its packages and which brokers may use them, and a user with
 * ManageProducts creates, changes, publishes and deletes them; in a broker company, a risk reader
 * (ManageRisks or ViewRisks) reads the packages offered to it (`available.ts` says which). A
 * non-member gets 404, a member without the permission 403.
 */
import { Permission } from "@platform/domain";
import { assertCan, assertCanAny, catalogueReaders } from "../../platform/access/index.ts";
import { type Actor, actingCompany } from "../../platform/actor/index.ts";

/** `read` and `manage` the underwriter's own packages; `place` those offered to a broker. */
export type PackageAction = "read" | "manage" | "place";

/** The acting company's id once its user may do `action` with packages, else 404/403. */
export function authorizePackages(actor: Actor, action: PackageAction): number {
  const companyId = actingCompany(actor);
  if (action === "manage") assertCan(actor.user, companyId, Permission.ManageProducts);
  else if (action === "read") assertCanAny(actor.user, companyId, catalogueReaders);
  else assertCanAny(actor.user, companyId, [Permission.ManageRisks, Permission.ViewRisks]);
  return companyId;
}
