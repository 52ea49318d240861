/**
 * `GET …/risks/{id}/policy-changes/form`: the proposal form an adjustment starts from, for each
 * product in force: the form of the version the policy is pinned to (not the product's draft or
 * newest version), dataset options filled in, prefilled with the latest bound transaction's
 * answers (not new business's, nor a declined or withdrawn change's). One rater per pinned
 * version (cached once the version is in use) beyond the package read.
 */
import type { TPolicyChangeForm } from "@platform/domain";
import type { Ctx } from "../../platform/context/index.ts";
import { formOfVersion } from "../rating/index.ts";
import { loadPackage } from "../risks/index.ts";
import { policyInForce } from "./state.ts";

export async function getPolicyChangeForm(
  ctx: Ctx,
  input: { riskPackageId: number },
): Promise<TPolicyChangeForm> {
  const { db, actor } = ctx;
  const loaded = await loadPackage(db, actor, input.riskPackageId);
  const inForce = policyInForce(loaded).risks.filter((r) => r.lastBound && !r.cancelled);
  const forms = await Promise.all(inForce.map((r) => formOfVersion(db, r.pinned.version)));
  return {
    products: inForce.map((r, index) => ({
      productId: r.pinned.risk.productId,
      productName: r.pinned.productName,
      productKind: r.pinned.risk.productKind,
      versionId: r.pinned.version.id,
      versionNumber: r.pinned.version.versionNumber,
      form: forms[index]!,
      answers: r.lastBound!.answers,
    })),
  };
}
