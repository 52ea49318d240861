import { type TProductClassRequest, ZProductClassRequest } from "@platform/domain";
import { eq } from "drizzle-orm";
import { audit } from "../../platform/audit/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { inTransaction } from "../../platform/db/transaction.ts";
import { authorizeProductClasses } from "./access.ts";
import { assertNameFree, classOrNotFound, presentClass, usageCounts } from "./product-classes.ts";
import { productClasses } from "./tables.ts";

export async function updateProductClass(
  ctx: Ctx,
  input: TProductClassRequest & { classId: number },
) {
  const { db, actor } = ctx;
  const { classId: id, ...request } = input;
  const companyId = authorizeProductClasses(actor, "manage");
  const data = ZProductClassRequest.parse(request);
  return inTransaction(db, async (tx) => {
    await classOrNotFound(tx, companyId, id);
    await assertNameFree(tx, companyId, data.name, id);
    const [row] = await tx
      .update(productClasses)
      .set({ name: data.name, insuranceClassId: data.insuranceClassId, updatedAt: new Date() })
      .where(eq(productClasses.id, id))
      .returning();
    await audit(
      tx,
      {
        action: "productClass.updated",
        userId: actor.user.id,
        companyId,
        subjectType: "product_class",
        subjectId: id,
        data,
      },
      actor,
    );
    return presentClass(row!, (await usageCounts(tx, companyId)).get(id) ?? 0);
  });
}
