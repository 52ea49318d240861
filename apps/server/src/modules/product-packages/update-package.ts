import type { TProductPackageRequest } from "@platform/domain";
import type { Ctx } from "../../platform/context/index.ts";
import { inTransaction } from "../../platform/db/transaction.ts";
import { authorizePackages } from "./access.ts";
import { checkedRequest, packageOrNotFound, record, writePackage } from "./package-rows.ts";
import { presentPackage } from "./present.ts";

export async function updatePackage(
  ctx: Ctx,
  input: TProductPackageRequest & { packageId: number },
) {
  const { db, actor } = ctx;
  const { packageId, ...request } = input;
  const companyId = authorizePackages(actor, "manage");
  return inTransaction(db, async (tx) => {
    await packageOrNotFound(tx, companyId, packageId, true);
    const data = await checkedRequest(tx, companyId, request);
    const row = await writePackage(tx, companyId, data, packageId);
    await record(tx, actor, "productPackage.updated", packageId, { name: data.name });
    return presentPackage(tx, row, actor.now());
  });
}
