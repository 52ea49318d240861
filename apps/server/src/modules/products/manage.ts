/** Creating, duplicating, archiving and deleting products (SPEC §3 Product). */
import {
  CompanyType,
  defaultProductDetails,
  messages,
  productMessages,
  type TCreateProductRequest,
  type TProductDetails,
  ZCreateProductRequest,
} from "@platform/domain";
import type { Actor } from "../../platform/actor/index.ts";
import { actingCompany } from "../../platform/actor/index.ts";
import type { Db, DbOrTx } from "../../platform/db/index.ts";
import { forbidden, invalid, notFound } from "../../platform/http/errors.ts";
import { placementErrors } from "../binding-agreements/index.ts";
import { unknownClauseIds } from "../clauses/index.ts";
import { findCompany } from "../companies/index.ts";
import { unknownProductClassIds } from "./classes.ts";
import { productVersioning } from "./versioned.ts";

async function assertUnderwriter(db: DbOrTx, companyId: number) {
  const company = await findCompany(db, companyId);
  if (!company) throw notFound(messages.noCompany);
  if (company.refCompanyTypeId !== CompanyType.Underwriter)
    throw forbidden(productMessages.underwriterOnly);
}

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

/** Creates a product with an unsaved first version holding sensible defaults. */
export function createProduct(db: Db, actor: Actor, input: TCreateProductRequest) {
  const companyId = actingCompany(actor);
  return productVersioning.create(db, actor, async (tx) => {
    const data = ZCreateProductRequest.parse(input);
    await assertUnderwriter(tx, companyId);
    const content = defaultProductDetails(data);
    await assertReferences(tx, companyId, content);
    return { content, saved: false, data: { name: data.name } };
  });
}

/** Used by the demo seed: a product with version 1 (draft unless published) and an empty design. */
export async function insertProduct(
  tx: DbOrTx,
  companyId: number,
  userId: number | null,
  details: TProductDetails,
  savedAt: Date | null,
  publishedAt: Date | null = null,
) {
  const { head } = await productVersioning.insert(tx, companyId, details, {
    userId,
    savedAt,
    publishedAt,
    headValues: { createdByUserId: userId },
  });
  return head;
}

/** A new product whose first version copies this one's newest version (design included). */
export function duplicateProduct(db: Db, actor: Actor, productId: number) {
  return productVersioning.duplicate(db, actor, productId, (details) => ({
    ...details,
    name: `${details.name} (copy)`.slice(0, 150),
  }));
}

export function setProductArchived(db: Db, actor: Actor, productId: number, archived: boolean) {
  return productVersioning.setArchived(db, actor, productId, archived);
}

/** Only a product no risk and no package uses can be deleted; otherwise archive it. */
export function deleteProduct(db: Db, actor: Actor, productId: number) {
  return productVersioning.remove(db, actor, productId, (head) => ({ name: head.name }));
}
