/** The version a broker rates: the newest published one of a package offered to their company. */
import type { Ctx } from "../../platform/context/index.ts";
import type { DbOrTx } from "../../platform/db/index.ts";
import { notFound } from "../../platform/http/errors.ts";
import { availablePackageFor } from "../product-packages/index.ts";
import { latestPublished } from "../products/index.ts";
import { authorizeRating } from "./access.ts";

export async function brokerVersion(ctx: Ctx, input: { packageId: number; productId?: number }) {
  const { db, actor } = ctx;
  const { packageId, productId } = input;
  const brokerCompanyId = authorizeRating(actor, "rateOffered");
  const offered = await availablePackageFor(db, brokerCompanyId, packageId, actor.now());
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
