import { Permission, type TProductPackageRequest } from "@platform/domain";
import { assertCan } from "../../platform/access/index.ts";
import { actingCompany } from "../../platform/actor/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { inTransaction } from "../../platform/db/transaction.ts";
import { checkedRequest, packageOrNotFound, record, writePackage } from "./package-rows.ts";
import { presentPackage } from "./present.ts";

export async function updatePackage(
  ctx: Ctx,
  input: TProductPackageRequest & { packageId: number },
) {
  const { db, actor } = ctx;
  const { packageId, ...request } = input;
  const { user } = actor;
  const companyId = actingCompany(actor);
  assertCan(user, companyId, Permission.ManageProducts);
  return inTransaction(db, async (tx) => {
    await packageOrNotFound(tx, companyId, packageId, true);
    const data = await checkedRequest(tx, companyId, request);
    const row = await writePackage(tx, companyId, data, packageId);
    await record(tx, actor, "productPackage.updated", packageId, { name: data.name });
    return presentPackage(tx, row);
  });
}
