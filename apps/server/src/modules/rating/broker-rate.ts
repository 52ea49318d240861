/**
 * A broker's rating of a package offered to their company: no underwriting formulas, no
 * overrides, rule messages only where the product allows; and the full proposal form.
 */
import {
  Permission,
  resolveDatasetOptions,
  type TBrokerRatingView,
  type TRateRequest,
  toJsonSchema,
} from "@platform/domain";
import { assertCanAny } from "../../platform/access/index.ts";
import type { Actor } from "../../platform/actor/index.ts";
import { actingCompany } from "../../platform/actor/index.ts";
import type { DbOrTx } from "../../platform/db/index.ts";
import { notFound } from "../../platform/http/errors.ts";
import { availablePackageFor } from "../product-packages/index.ts";
import { latestPublished } from "../products/index.ts";
import { rate, raterFor, valuesOf } from "./rater.ts";

export async function brokerVersion(
  db: DbOrTx,
  actor: Actor,
  packageId: number,
  productId?: number,
) {
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

/** A broker's rating: no underwriting formulas; rule messages as the product's settings allow. */
export async function rateForBroker(
  db: DbOrTx,
  actor: Actor,
  packageId: number,
  input: TRateRequest & { productId?: number },
): Promise<TBrokerRatingView> {
  const { version } = await brokerVersion(db, actor, packageId, input.productId);
  const rater = await raterFor(db, version);
  // Brokers cannot override underwriter values.
  const result = rate(rater, { ...input, overrides: {} });
  const visible = version.details.ruleMessages;
  return {
    valid: Object.keys(result.answerErrors).length === 0,
    answerErrors: result.answerErrors,
    propertyFormulas: result.propertyFormulas,
    rules: result.rules
      .filter((r) => r.fired)
      .map((r) => ({ outcome: r.outcome, message: visible[r.outcome] ? r.message : null })),
    outcome: result.outcome,
    premium: result.premium,
    premiumError: result.premiumError,
    complete: result.complete,
  };
}

/** The full proposal form a broker fills in (dataset options resolved). */
export async function brokerForm(db: DbOrTx, actor: Actor, packageId: number, productId?: number) {
  const { version, productName } = await brokerVersion(db, actor, packageId, productId);
  const rater = await raterFor(db, version);
  const form = resolveDatasetOptions(rater.row.form, rater.rowsOf);
  return {
    product: {
      id: version.productId,
      name: productName,
      versionId: version.id,
      versionNumber: version.versionNumber,
    },
    form,
    jsonSchema: toJsonSchema(rater.row.form, { datasetValues: valuesOf(rater) }),
  };
}
