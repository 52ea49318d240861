import { CompanyType, productMessages, type TProductPackageRequest } from "@platform/domain";
import type { Ctx } from "../../platform/context/index.ts";
import { inTransaction } from "../../platform/db/transaction.ts";
import { forbidden } from "../../platform/http/errors.ts";
import { findCompany } from "../companies/index.ts";
import { authorizePackages } from "./access.ts";
import { checkedRequest, record, writePackage } from "./package-rows.ts";
import { presentPackage } from "./present.ts";

export async function createPackage(ctx: Ctx, input: TProductPackageRequest) {
  const { db, actor } = ctx;
  const companyId = authorizePackages(actor, "manage");
  return inTransaction(db, async (tx) => {
    const company = await findCompany(tx, companyId);
    if (company?.refCompanyTypeId !== CompanyType.Underwriter)
      throw forbidden(productMessages.underwriterOnly);
    const data = await checkedRequest(tx, companyId, input);
    const row = await writePackage(tx, companyId, data);
    await record(tx, actor, "productPackage.created", row.id, { name: data.name });
    return presentPackage(tx, row, actor.now());
  });
}
