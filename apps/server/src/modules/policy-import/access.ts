/**
 * Who imports policy data (SPEC §6 "data import is for underwriting managers"): a user holding
 * ManageRisks in an underwriter company acting for it. A non-member gets 404, a member without
 * the permission or a company of another type (a broker) 403.
 */
import { CompanyType, messages, Permission } from "@platform/domain";
import { assertCan } from "../../platform/access/index.ts";
import { actingCompany } from "../../platform/actor/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { forbidden, notFound } from "../../platform/http/errors.ts";
import { findCompany } from "../companies/index.ts";

/** The acting company's id once it may import policy data, else 404/403. */
export async function authorizePolicyImport(ctx: Ctx): Promise<number> {
  const { db, actor } = ctx;
  const companyId = actingCompany(actor);
  assertCan(actor.user, companyId, Permission.ManageRisks);
  const company = await findCompany(db, companyId);
  if (!company) throw notFound(messages.noCompany);
  if (company.refCompanyTypeId !== CompanyType.Underwriter) throw forbidden(messages.noPermission);
  return companyId;
}
