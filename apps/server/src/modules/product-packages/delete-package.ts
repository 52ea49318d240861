import { Permission } from "@platform/domain";
import { eq } from "drizzle-orm";
import { assertCan } from "../../platform/access/index.ts";
import { actingCompany } from "../../platform/actor/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { inTransaction } from "../../platform/db/transaction.ts";
import { packageOrNotFound, record } from "./package-rows.ts";
import { productPackages } from "./tables.ts";

export async function deletePackage(ctx: Ctx, input: { packageId: number }) {
  const { db, actor } = ctx;
  const { packageId } = input;
  const { user } = actor;
  const companyId = actingCompany(actor);
  assertCan(user, companyId, Permission.ManageProducts);
  return inTransaction(db, async (tx) => {
    const row = await packageOrNotFound(tx, companyId, packageId, true);
    await tx.delete(productPackages).where(eq(productPackages.id, packageId));
    await record(tx, actor, "productPackage.deleted", packageId, { name: row.name });
    return { message: "Deleted" };
  });
}
