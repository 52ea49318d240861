/**
 * A broker's rating of a package offered to their company: no underwriting formulas, no
 * overrides, rule messages only where the product allows.
 */
import { brokerPremiumError, type TBrokerRatingView, type TRateRequest } from "@platform/domain";
import type { Ctx } from "../../platform/context/index.ts";
import { brokerVersion } from "./broker-version.ts";
import { rate, raterFor } from "./rater.ts";

/** A broker's rating: no underwriting formulas; rule messages as the product's settings allow. */
export async function rateForBroker(
  ctx: Ctx,
  input: TRateRequest & { productId?: number; packageId: number },
): Promise<TBrokerRatingView> {
  const { db } = ctx;
  const { packageId, ...request } = input;
  const { version } = await brokerVersion(ctx, { packageId, productId: request.productId });
  const rater = await raterFor(db, version);
  // Brokers cannot override underwriter values.
  const result = rate(rater, { ...request, overrides: {} });
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
    premiumError: brokerPremiumError(result.premiumError),
    complete: result.complete,
  };
}
