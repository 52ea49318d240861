/** The version a broker rates: the newest published one of a package offered to their company. */
import { Permission } from "@platform/domain";
import { assertCanAny } from "../../platform/access/index.ts";
import { actingCompany } from "../../platform/actor/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import type { DbOrTx } from "../../platform/db/index.ts";
import { notFound } from "../../platform/http/errors.ts";
import { availablePackageFor } from "../product-packages/index.ts";
import { latestPublished } from "../products/index.ts";

export async function brokerVersion(ctx: Ctx, input: { packageId: number; productId?: number }) {
  const { db, actor } = ctx;
  const { packageId, productId } = input;
  const brokerCompanyId = actingCompany(actor);
  assertCanAny(actor.user, brokerCompanyId, [Permission.ManageRisks, Permission.ViewRisks]);
  const offered = await availablePackageFor(db, brokerCompanyId, packageId);
  return offeredVersion(db, offered, productId);
}

export async function offeredVersion(
  db: DbOrTx,
  offered: Awaited<ReturnType<typeof availablePackageFor>>,
  productId?: number,
) {
  const wanted = productId ?? offered.mainProduct.id;
  const product = [offered.mainProduct, ...offered.addOns].find((p) => p.id === wanted);
  if (!product) throw notFound("Product not found");
  const version = await latestPublished(db, product.id);
  if (!version) throw notFound("Product not found");
  return { version, productName: product.name };
}
