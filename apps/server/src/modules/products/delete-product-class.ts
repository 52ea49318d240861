import { messages } from "@platform/domain";
import { eq } from "drizzle-orm";
import { audit } from "../../platform/audit/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import type { DbOrTx } from "../../platform/db/index.ts";
import { inTransaction } from "../../platform/db/transaction.ts";
import { conflict } from "../../platform/http/errors.ts";
import { authorizeProductClasses } from "./access.ts";
import { classOrNotFound, usageCounts } from "./product-classes.ts";
import { productClasses } from "./tables.ts";

/** A class used by any product version (or endorsement) cannot be deleted. */
export async function deleteProductClass(
  ctx: Ctx,
  input: {
    classId: number;
    isUsedElsewhere: (db: DbOrTx, companyId: number, classId: number) => Promise<boolean>;
  },
) {
  const { db, actor } = ctx;
  const { classId: id, isUsedElsewhere } = input;
  const companyId = authorizeProductClasses(actor, "manage");
  return inTransaction(db, async (tx) => {
    await classOrNotFound(tx, companyId, id);
    const used = (await usageCounts(tx, companyId)).get(id) ?? 0;
    if (used > 0 || (await isUsedElsewhere(tx, companyId, id)))
      throw conflict(messages.deleteInUse);
    await tx.delete(productClasses).where(eq(productClasses.id, id));
    await audit(
      tx,
      {
        action: "productClass.deleted",
        userId: actor.user.id,
        companyId,
        subjectType: "product_class",
        subjectId: id,
      },
      actor,
    );
    return { message: "Deleted" };
  });
}
