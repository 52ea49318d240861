import type { ZFormulaOverrides } from "@platform/domain";
import type { z } from "zod";
import type { Ctx } from "../../platform/context/index.ts";
import { invalid } from "../../platform/http/errors.ts";
import { auditRisk } from "./effects.ts";
import { rerate } from "./review.ts";
import { underwriterChange } from "./underwriter-change.ts";

/** Underwriting formula overrides: the risk is re-rated (review.ts). */
export async function overrideFormulas(
  ctx: Ctx,
  input: z.output<typeof ZFormulaOverrides> & { riskPackageId: number },
) {
  const { actor } = ctx;
  return underwriterChange(ctx, {
    riskPackageId: input.riskPackageId,
    work: async ({ tx, loaded }) => {
      const target = loaded.current.find((c) => c.pinned.risk.productId === input.productId);
      const rated = await rerate(tx, actor, loaded, input.productId, "productId", {
        overrides: input.overrides,
      });
      const unknown = Object.keys(input.overrides).filter(
        (name) =>
          !rated.result.underwritingFormulas.some((f) => f.name === name && f.overridable) &&
          !rated.result.propertyFormulas.some((f) => f.name === name && f.overridable),
      );
      if (unknown.length > 0)
        throw invalid({ [`overrides.${unknown[0]}`]: "This value cannot be overridden" });
      await auditRisk(tx, actor, loaded.row, "risk.overridden", {
        productId: input.productId,
        overrides: input.overrides,
        previous: target?.tx.overrides ?? {},
        grossPremium: rated.columns.grossPremium,
      });
    },
  });
}
