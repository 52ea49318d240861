import {
  ZPremiumSettings,
  ZProductDesignView,
  ZPropertyFormulas,
  ZProposalForm,
  ZTestCases,
  ZUnderwritingFormulas,
  ZUnderwritingRules,
} from "@platform/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireContext } from "../../platform/access/index.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { getDesign } from "./get-design.ts";
import { versionBase, ZVersionParams } from "./params.ts";
import { type DesignPart, saveDesignPart } from "./save-design-part.ts";

const parts = [
  [
    "form",
    "Save the proposal form (sections, questions, conditions)",
    z.strictObject({ form: ZProposalForm }),
  ],
  [
    "property-formulas",
    "Save the property formulas (compiled: errors name the formula and position)",
    z.strictObject({ propertyFormulas: ZPropertyFormulas }),
  ],
  [
    "underwriting-formulas",
    "Save the underwriting formulas (values only underwriters see)",
    z.strictObject({ underwritingFormulas: ZUnderwritingFormulas }),
  ],
  [
    "rules",
    "Save the underwriting rules (refer, decline, endorsement)",
    z.strictObject({ rules: ZUnderwritingRules }),
  ],
  [
    "premium",
    "Save the premium structure (premium formula, charges, commission, admin fee, state question)",
    z.strictObject({ premium: ZPremiumSettings }),
  ],
  [
    "test-cases",
    "Save the test cases (sample proposals with expected outputs)",
    z.strictObject({ testCases: ZTestCases }),
  ],
] as const;

export async function productDesignerRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["product designer"];

  r.get(
    `${versionBase}/design`,
    {
      schema: {
        tags,
        summary:
          "A version's design: form and its JSON Schema, formulas, rules, premium settings, test cases",
        params: ZVersionParams,
        response: { 200: ZProductDesignView },
      },
    },
    async (request) => getDesign(requireContext(request, deps), request.params),
  );

  for (const [path, summary, body] of parts) {
    r.put(
      `${versionBase}/design/${path}`,
      {
        schema: {
          tags,
          summary,
          params: ZVersionParams,
          body,
          response: { 200: ZProductDesignView },
        },
      },
      async (request) =>
        saveDesignPart(requireContext(request, deps), {
          productId: request.params.productId,
          versionId: request.params.versionId,
          part: request.body as DesignPart,
        }),
    );
  }
}
