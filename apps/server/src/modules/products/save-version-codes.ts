import { ZProductCodes } from "@platform/domain";
import type { z } from "zod";
import type { Ctx } from "../../platform/context/index.ts";
import { productVersioning as kernel } from "./versioned.ts";

/** Replaces a version's product codes (does not count as saving the version). */
export function saveVersionCodes(
  ctx: Ctx,
  input: { productId: number; versionId: number; codes: z.input<typeof ZProductCodes> },
) {
  const codes = ZProductCodes.parse(input.codes);
  return kernel.save(ctx, {
    headId: input.productId,
    versionId: input.versionId,
    prepare: async (_tx, version) => ({ ...version.details, codes }),
    action: "codesSaved",
    markSaved: false,
    data: () => ({ codes: codes.map((c) => c.code) }),
  });
}
