/** A package's row as the use cases read and write it, and the audit row of a change. */
import {
  ProductKind,
  productMessages,
  type TProductPackageRequest,
  ZProductPackageRequest,
} from "@platform/domain";
import { and, eq } from "drizzle-orm";
import type { Actor } from "../../platform/actor/index.ts";
import { actingCompany } from "../../platform/actor/index.ts";
import { type AuditAction, auditBy } from "../../platform/audit/index.ts";
import type { DbOrTx } from "../../platform/db/index.ts";
import { invalid, notFound } from "../../platform/http/errors.ts";
import { findFileVersion, imageTypes, makeFileVersionPublic } from "../files/index.ts";
import { productsOfCompany } from "../products/index.ts";
import { productPackageAddOns, productPackages } from "./tables.ts";

export async function packageOrNotFound(
  db: DbOrTx,
  companyId: number,
  packageId: number,
  lock = false,
) {
  const query = db
    .select()
    .from(productPackages)
    .where(and(eq(productPackages.id, packageId), eq(productPackages.companyId, companyId)));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw notFound("Package not found");
  return row;
}

/** The audit row of a change of one of the acting company's packages. */
export const record = (
  tx: DbOrTx,
  actor: Actor,
  action: AuditAction,
  packageId: number,
  data: Record<string, unknown>,
) =>
  auditBy(tx, actor, {
    action,
    companyId: actingCompany(actor),
    subjectType: "product_package",
    subjectId: packageId,
    data,
  });

/** Main product must be a main product of the company; add-ons its add-on products. */
export async function checkedRequest(db: DbOrTx, companyId: number, input: TProductPackageRequest) {
  const data = ZProductPackageRequest.parse(input);
  const byId = new Map((await productsOfCompany(db, companyId)).map((p) => [p.id, p]));
  const errors: Record<string, string> = {};
  const main = byId.get(data.mainProductId);
  if (!main || main.kind !== ProductKind.Main || main.archivedAt)
    errors.mainProductId = productMessages.mainProductKind;
  const badAddOn = data.addOnProductIds.some((id) => {
    const product = byId.get(id);
    return !product || product.kind !== ProductKind.AddOn || product.archivedAt;
  });
  if (badAddOn) errors.addOnProductIds = productMessages.addOnKind;
  if (data.promotionalFileVersionId) {
    const file = await findFileVersion(db, companyId, data.promotionalFileVersionId);
    if (!file || !imageTypes.includes(file.mimeType))
      errors.promotionalFileVersionId = productMessages.fileNotImage;
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return data;
}

export async function writePackage(
  tx: DbOrTx,
  companyId: number,
  data: ReturnType<typeof ZProductPackageRequest.parse>,
  packageId?: number,
) {
  const values = {
    name: data.name,
    description: data.description,
    productType: data.productType,
    referenceFormat: data.referenceFormat,
    targetCountry: data.targetCountry,
    visibility: data.visibility,
    promotionalFileVersionId: data.promotionalFileVersionId,
    mainProductId: data.mainProductId,
    updatedAt: new Date(),
  };
  const [row] = packageId
    ? await tx
        .update(productPackages)
        .set(values)
        .where(eq(productPackages.id, packageId))
        .returning()
    : await tx
        .insert(productPackages)
        .values({ companyId, ...values })
        .returning();
  await tx.delete(productPackageAddOns).where(eq(productPackageAddOns.packageId, row!.id));
  if (data.addOnProductIds.length > 0) {
    await tx.insert(productPackageAddOns).values(
      data.addOnProductIds.map((productId, position) => ({
        packageId: row!.id,
        productId,
        position,
      })),
    );
  }
  // The promotional image shows on the public products page, before anyone signs in.
  if (data.promotionalFileVersionId) {
    await makeFileVersionPublic(tx, data.promotionalFileVersionId);
  }
  return row!;
}
