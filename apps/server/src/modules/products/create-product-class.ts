import { type TProductClassRequest, ZProductClassRequest } from "@platform/domain";
import { audit } from "../../platform/audit/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { inTransaction } from "../../platform/db/transaction.ts";
import { authorizeProductClasses } from "./access.ts";
import { assertNameFree, presentClass } from "./product-classes.ts";
import { productClasses } from "./tables.ts";

export async function createProductClass(ctx: Ctx, input: TProductClassRequest) {
  const { db, actor } = ctx;
  const companyId = authorizeProductClasses(actor, "manage");
  const data = ZProductClassRequest.parse(input);
  return inTransaction(db, async (tx) => {
    await assertNameFree(tx, companyId, data.name);
    const [row] = await tx
      .insert(productClasses)
      .values({ companyId, name: data.name, insuranceClassId: data.insuranceClassId })
      .returning();
    await audit(
      tx,
      {
        action: "productClass.created",
        userId: actor.user.id,
        companyId,
        subjectType: "product_class",
        subjectId: row!.id,
        data,
      },
      actor,
    );
    return presentClass(row!, 0);
  });
}
