import type { Ctx } from "../../platform/context/index.ts";
import { authorizeRisk, visibleRiskPackage } from "../risks/index.ts";

/**
 * The package as the underwriter side sees it: the broker side and the insurer get 404, as if
 * what the panel keeps on it (notes, files) did not exist.
 */
export async function underwriterPackage(
  ctx: Ctx,
  input: { riskPackageId: number; lock?: boolean },
) {
  const { db, actor } = ctx;
  const options = input.lock === undefined ? undefined : { lock: input.lock };
  const access = await visibleRiskPackage(db, actor, input.riskPackageId, options);
  authorizeRisk(actor, "readInternal", access.row);
  return access;
}
