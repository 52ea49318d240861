/**
 * Who does what with binding agreements and their periods (SPEC §2, §3, §6
 * ManageBindingAgreements): the underwriting agency that writes under an agreement manages it and
 * its periods (ManageBindingAgreements, in an underwriter company); the managing insurer reads
 * the agreements it carries and the period versions shown to it (`findVisibleAgreement`,
 * `period-access.ts`) and changes nothing (403). Anyone else gets 404.
 */
import { CompanyType, messages, Permission, type PermissionId } from "@platform/domain";
import { assertCan } from "../../platform/access/index.ts";
import { actingCompany } from "../../platform/actor/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { forbidden } from "../../platform/http/errors.ts";
import { companyTypeOf } from "./agreements.ts";

/** Who changes a period and who reads it through the versioning kernel (the agency only). */
export const periodVersionAccess: { permission: PermissionId; readers: PermissionId[] } = {
  permission: Permission.ManageBindingAgreements,
  readers: [Permission.ManageBindingAgreements],
};

/** The acting company's id once it may change agreements: an agency whose user manages them. */
export async function authorizeAgreementChange(ctx: Ctx): Promise<number> {
  const { db, actor } = ctx;
  const companyId = actingCompany(actor);
  assertCan(actor.user, companyId, Permission.ManageBindingAgreements);
  if ((await companyTypeOf(db, companyId)) !== CompanyType.Underwriter) {
    throw forbidden(messages.noEditPermission);
  }
  return companyId;
}
