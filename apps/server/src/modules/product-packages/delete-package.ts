import { eq } from "drizzle-orm";
import type { Ctx } from "../../platform/context/index.ts";
import { inTransaction } from "../../platform/db/transaction.ts";
import { authorizePackages } from "./access.ts";
import { packageOrNotFound, record } from "./package-rows.ts";
import { productPackages } from "./tables.ts";

export async function deletePackage(ctx: Ctx, input: { packageId: number }) {
  const { db, actor } = ctx;
  const { packageId } = input;
  const companyId = authorizePackages(actor, "manage");
  return inTransaction(db, async (tx) => {
    const row = await packageOrNotFound(tx, companyId, packageId, true);
    await tx.delete(productPackages).where(eq(productPackages.id, packageId));
    await record(tx, actor, "productPackage.deleted", packageId, { name: row.name });
    return { message: "Deleted" };
  });
}
