import { type TProductDetailsInput, ZProductDetails } from "@platform/domain";
import { actingCompany } from "../../platform/actor/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { assertReferences } from "./references.ts";
import { productVersioning as kernel } from "./versioned.ts";

/** Saves a version's details; refused once a risk uses it (productLocked). */
export function saveVersion(
  ctx: Ctx,
  input: TProductDetailsInput & { productId: number; versionId: number },
) {
  const { actor } = ctx;
  const { productId, versionId, ...request } = input;
  const details = ZProductDetails.parse(request);
  return kernel.save(ctx, {
    headId: productId,
    versionId,
    prepare: async (tx) => {
      await assertReferences(tx, actingCompany(actor), details);
      return details;
    },
  });
}
