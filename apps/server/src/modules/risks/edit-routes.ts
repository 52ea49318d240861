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
import { requireActor } from "../../platform/access/index.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { ZCompanyIdParams, ZId } from "../../platform/http/params.ts";
import { editDetails } from "./details.ts";
import {
  attachEndorsement,
  pageAvailableEndorsements,
  pageEndorsements,
  removeEndorsement,
} from "./endorsements.ts";

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
      pageEndorsements(
        deps.db,
        requireActor(request),
        request.params.companyId,
        request.params.riskPackageId,
        request.query,
      ),
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
      pageAvailableEndorsements(
        deps.db,
        requireActor(request),
        request.params.companyId,
        request.params.riskPackageId,
        request.query,
      ),
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
      attachEndorsement(
        deps,
        requireActor(request),
        request.params.companyId,
        request.params.riskPackageId,
        request.body,
      ),
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
      removeEndorsement(
        deps,
        requireActor(request),
        request.params.companyId,
        request.params.riskPackageId,
        request.params.endorsementId,
      ),
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
      editDetails(
        deps,
        requireActor(request),
        request.params.companyId,
        request.params.riskPackageId,
        request.body,
      ),
  );
}
