/**
 * Changes to a submitted risk package beside the review actions: its endorsements (the
 * underwriter's workbench tab) and its insured and cover details.
 */
import {
  ZAvailableEndorsement,
  ZAvailableEndorsementQuery,
  ZPage,
  ZPageQuery,
  ZRiskDetailsEdit,
  ZRiskEndorsementAttach,
  ZRiskEndorsementView,
  ZRiskPackageView,
} from "@platform/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireContext } from "../../platform/access/index.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { ZCompanyIdParams, ZId } from "../../platform/http/params.ts";
import { attachEndorsement } from "./attach-endorsement.ts";
import { editDetails } from "./edit-details.ts";
import { pageAvailableEndorsements } from "./page-available-endorsements.ts";
import { pageEndorsements } from "./page-endorsements.ts";
import { removeEndorsement } from "./remove-endorsement.ts";

const ZRiskParams = ZCompanyIdParams.extend({ riskPackageId: ZId });
const one = "/api/companies/:companyId/risks/:riskPackageId";

export function riskEditRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["risks"];

  r.get(
    `${one}/endorsements`,
    {
      schema: {
        tags,
        summary: "Endorsements (clause versions) on the package's current transactions",
        params: ZRiskParams,
        querystring: ZPageQuery,
        response: { 200: ZPage(ZRiskEndorsementView) },
      },
    },
    async (request) =>
      pageEndorsements(requireContext(request, deps), {
        riskPackageId: request.params.riskPackageId,
        query: request.query,
      }),
  );
  r.get(
    `${one}/endorsements/available`,
    {
      schema: {
        tags,
        summary: "Published endorsements the underwriter may attach to one product's risk",
        params: ZRiskParams,
        querystring: ZAvailableEndorsementQuery,
        response: { 200: ZPage(ZAvailableEndorsement) },
      },
    },
    async (request) =>
      pageAvailableEndorsements(requireContext(request, deps), {
        riskPackageId: request.params.riskPackageId,
        query: request.query,
      }),
  );
  r.post(
    `${one}/endorsements`,
    {
      schema: {
        tags,
        summary: "Attach an endorsement version (underwriter; a quote returns to Referred)",
        params: ZRiskParams,
        body: ZRiskEndorsementAttach,
        response: { 200: ZRiskPackageView },
      },
    },
    async (request) =>
      attachEndorsement(requireContext(request, deps), {
        ...request.body,
        riskPackageId: request.params.riskPackageId,
      }),
  );
  r.delete(
    `${one}/endorsements/:endorsementId`,
    {
      schema: {
        tags,
        summary: "Remove an endorsement attached by hand (rule endorsements are locked)",
        params: ZRiskParams.extend({ endorsementId: ZId }),
        response: { 200: ZRiskPackageView },
      },
    },
    async (request) =>
      removeEndorsement(requireContext(request, deps), {
        riskPackageId: request.params.riskPackageId,
        endorsementId: request.params.endorsementId,
      }),
  );
  r.put(
    `${one}/details`,
    {
      schema: {
        tags,
        summary:
          "Edit the insured and cover details of a Referred or Quoted package (re-rates; a quote returns to Referred)",
        params: ZRiskParams,
        body: ZRiskDetailsEdit,
        response: { 200: ZRiskPackageView },
      },
    },
    async (request) =>
      editDetails(requireContext(request, deps), {
        ...request.body,
        riskPackageId: request.params.riskPackageId,
      }),
  );
}
