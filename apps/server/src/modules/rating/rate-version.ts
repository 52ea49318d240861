/** The underwriter's rate endpoint: everything (values, underwriting formulas, every rule, premium breakdown). */
import type { TRateRequest, TRatingView } from "@platform/domain";
import type { Ctx } from "../../platform/context/index.ts";
import { readableVersion, type VersionKey } from "../product-designer/index.ts";
import { rate, raterFor } from "./rater.ts";

export async function rateVersion(
  ctx: Ctx,
  input: TRateRequest & VersionKey,
): Promise<TRatingView> {
  const { productId, versionId, ...request } = input;
  const { version } = await readableVersion(ctx, { productId, versionId });
  const result = rate(await raterFor(ctx.db, version), request);
  return { ...result, valid: Object.keys(result.answerErrors).length === 0 };
}
