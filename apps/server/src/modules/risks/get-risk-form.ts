/**
 * `GET …/risks/{id}/form`: the proposal form of the version the main risk is pinned to, dataset
 * options filled in, for whoever sees the risk (a broker cannot read the product's design, and
 * the package's offered form is the newest version's, which a saved risk or a renewal may not be on).
 */
import type { ProposalForm } from "@platform/domain";
import type { Ctx } from "../../platform/context/index.ts";
import { formOfVersion } from "../rating/index.ts";
import { loadPackage } from "./load.ts";

export async function getRiskForm(
  ctx: Ctx,
  input: { riskPackageId: number },
): Promise<{ productId: number; versionId: number; form: ProposalForm }> {
  const { db, actor } = ctx;
  const loaded = await loadPackage(db, actor, input.riskPackageId);
  const main = loaded.risks[0]!;
  return {
    productId: main.risk.productId,
    versionId: main.version.id,
    form: await formOfVersion(db, main.version),
  };
}
