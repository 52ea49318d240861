import { productMessages } from "@platform/domain";
import { eq } from "drizzle-orm";
import type { Ctx } from "../../platform/context/index.ts";
import { inTransaction } from "../../platform/db/transaction.ts";
import { conflict, invalid } from "../../platform/http/errors.ts";
import { latestPublished } from "../products/index.ts";
import { authorizePackages } from "./access.ts";
import { packageOrNotFound, record } from "./package-rows.ts";
import { presentPackage } from "./present.ts";
import { productPackages } from "./tables.ts";

/** Offers a package to brokers (published) or withdraws it (draft). */
export async function setPackageStatus(
  ctx: Ctx,
  input: { packageId: number; status: "draft" | "published" },
) {
  const { db, actor } = ctx;
  const { packageId, status } = input;
  const companyId = authorizePackages(actor, "manage");
  return inTransaction(db, async (tx) => {
    const current = await packageOrNotFound(tx, companyId, packageId, true);
    if (current.status === status)
      throw conflict(
        status === "published" ? productMessages.alreadyPublished : productMessages.notPublished,
      );
    if (status === "published" && !(await latestPublished(tx, current.mainProductId)))
      throw invalid({ mainProductId: productMessages.productUnpublished });
    const [row] = await tx
      .update(productPackages)
      .set({ status, updatedAt: new Date() })
      .where(eq(productPackages.id, packageId))
      .returning();
    await record(
      tx,
      actor,
      status === "published" ? "productPackage.published" : "productPackage.unpublished",
      packageId,
      {},
    );
    return presentPackage(tx, row!, actor.now());
  });
}
