/** The underwriter's rate endpoint: everything (values, underwriting formulas, every rule, premium breakdown). */
import type { TRateRequest, TRatingView } from "@platform/domain";
import type { Actor } from "../../platform/actor/index.ts";
import type { DbOrTx } from "../../platform/db/index.ts";
import { readableVersion, type VersionKey } from "../product-designer/index.ts";
import { rate, raterFor } from "./rater.ts";

export async function rateVersion(
  db: DbOrTx,
  actor: Actor,
  key: VersionKey,
  input: TRateRequest,
): Promise<TRatingView> {
  const { version } = await readableVersion(db, actor, key);
  const result = rate(await raterFor(db, version), input);
  return { ...result, valid: Object.keys(result.answerErrors).length === 0 };
}
