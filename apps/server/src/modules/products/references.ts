import { productMessages, type TProductDetails } from "@platform/domain";
import type { DbOrTx } from "../../platform/db/index.ts";
import { invalid } from "../../platform/http/errors.ts";
import { placementErrors } from "../binding-agreements/index.ts";
import { unknownClauseIds } from "../clauses/index.ts";
import { unknownProductClassIds } from "./product-classes.ts";

/**
 * References inside details must be the company's own classes, endorsements and (when placed
 * under a binding agreement) agreement section and risk code.
 */
export async function assertReferences(db: DbOrTx, companyId: number, details: TProductDetails) {
  const errors: Record<string, string> = {};
  if (
    details.productClassId !== null &&
    (await unknownProductClassIds(db, companyId, [details.productClassId])).length > 0
  )
    errors.productClassId = productMessages.unknownClass;
  if ((await unknownClauseIds(db, companyId, details.clauseIds)).length > 0)
    errors.clauseIds = productMessages.unknownClause;
  Object.assign(errors, await placementErrors(db, companyId, details));
  if (Object.keys(errors).length > 0) throw invalid(errors);
}
