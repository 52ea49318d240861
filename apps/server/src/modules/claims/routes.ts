/**
 * Claims: `/api/companies/{companyId}/claims` (the claims and incidents the acting
 * company sees), notifying a claim on a policy, movements, status, the legal appointment, advice,
 * conversion of an incident, the claims report and the claims bordereau of a binding agreement;
 * a legal firm's fee submissions (fee-routes.ts).
 */
import {
  ZBordereau,
  ZClaimAdvice,
  ZClaimAppointment,
  ZClaimCounts,
  ZClaimCreate,
  ZClaimDocument,
  ZClaimDocumentUpload,
  ZClaimListQuery,
  ZClaimMovement,
  ZClaimPage,
  ZClaimStatusChange,
  ZClaimsBordereauQuery,
  ZClaimTimelineEntry,
  ZClaimView,
  ZIncidentConvert,
  ZMovementCreate,
  ZPage,
  ZPageQuery,
  ZPolicyClient,
} from "@platform/domain";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireActor } from "../../platform/access/index.ts";
import type { Actor } from "../../platform/actor/index.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { ZCompanyIdParams, ZId } from "../../platform/http/params.ts";
import { acceptRawUploads, uploadBodyLimit, uploadedBytes } from "../files/index.ts";
import {
  addMovement,
  appointLegal,
  changeStatus,
  linkPolicyClient,
  recordAdvice,
} from "./actions.ts";
import { claimCounts } from "./counts.ts";
import { convertIncident, notifyClaim } from "./create.ts";
import { claimDocumentFile, pageClaimDocuments, uploadClaimDocument } from "./documents.ts";
import { claimFeeRoutes } from "./fee-routes.ts";
import { clientPolicies, policyClientOf } from "./policies.ts";
import { getClaim, listClaims, pageClaimTimeline, pageMovements } from "./read.ts";
import { claimsBordereau, claimsReportCsv } from "./report.ts";

const base = "/api/companies/:companyId/claims";
const one = `${base}/:claimId`;
const ZClaimParams = ZCompanyIdParams.extend({ claimId: ZId });
const ZRiskParams = ZCompanyIdParams.extend({ riskPackageId: ZId });
const ZCreated = z.object({ id: z.number(), reference: z.string(), status: z.string() });
const ZPolicy = z.object({
  riskPackageId: z.number(),
  reference: z.string(),
  policyNumber: z.string(),
  insuredName: z.string(),
  inceptionDate: z.string(),
  expiryDate: z.string(),
});

const csv = (reply: FastifyReply, body: string, name: string) =>
  reply
    .header("content-type", "text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${name}.csv"`)
    .header("cache-control", "private, no-store")
    .send(body);

export async function claimRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["claims"];

  r.get(
    base,
    {
      schema: {
        tags,
        summary: "Claims (and, for an underwriter or legal firm, incidents) the company sees",
        params: ZCompanyIdParams,
        querystring: ZClaimListQuery,
        response: { 200: ZClaimPage },
      },
    },
    async (request) =>
      listClaims(deps.db, requireActor(request), request.params.companyId, request.query),
  );
  r.get(
    `${base}/counts`,
    {
      schema: {
        tags,
        summary: "Work-queue counts: live claims by status, open incidents",
        params: ZCompanyIdParams,
        response: { 200: ZClaimCounts },
      },
    },
    async (request) => claimCounts(deps.db, requireActor(request), request.params.companyId),
  );
  r.get(
    `${base}/report`,
    {
      schema: {
        tags,
        summary: "Claims report (CSV): paid, outstanding and incurred by movement type today",
        params: ZCompanyIdParams,
        response: { 200: z.string() },
      },
    },
    async (request, reply) =>
      csv(
        reply,
        await claimsReportCsv(deps.db, requireActor(request), request.params.companyId),
        "claims_report",
      ),
  );
  r.get(
    `${base}/policies`,
    {
      schema: {
        tags,
        summary: "A client's bound policies (linked to it), to notify a claim on",
        params: ZCompanyIdParams,
        querystring: ZPageQuery,
        response: { 200: ZPage(ZPolicy) },
      },
    },
    async (request) =>
      clientPolicies(deps.db, requireActor(request), request.params.companyId, request.query),
  );
  r.post(
    "/api/companies/:companyId/risks/:riskPackageId/claims",
    {
      schema: {
        tags,
        summary: "Notify a claim on a bound policy (broker, client or underwriter)",
        params: ZRiskParams,
        body: ZClaimCreate,
        response: { 201: ZCreated },
      },
    },
    async (request, reply) => {
      const row = await notifyClaim(
        deps,
        requireActor(request),
        request.params.companyId,
        request.params.riskPackageId,
        request.body,
      );
      return reply.status(201).send({ id: row.id, reference: row.reference, status: row.status });
    },
  );
  r.get(
    "/api/companies/:companyId/risks/:riskPackageId/client",
    {
      schema: {
        tags,
        summary: "The policy's linked client company (null when none)",
        params: ZRiskParams,
        response: {
          200: z.object({
            riskPackageId: z.number(),
            clientCompanyId: z.number().nullable(),
            clientName: z.string().nullable(),
          }),
        },
      },
    },
    async (request) =>
      policyClientOf(
        deps.db,
        requireActor(request),
        request.params.companyId,
        request.params.riskPackageId,
      ),
  );
  r.put(
    "/api/companies/:companyId/risks/:riskPackageId/client",
    {
      schema: {
        tags,
        summary: "Link the policy's client company (it then sees and notifies its claims)",
        params: ZRiskParams,
        body: ZPolicyClient,
        response: {
          200: z.object({ riskPackageId: z.number(), clientCompanyId: z.number().nullable() }),
        },
      },
    },
    async (request) =>
      linkPolicyClient(
        deps,
        requireActor(request),
        request.params.companyId,
        request.params.riskPackageId,
        request.body,
      ),
  );
  r.get(
    "/api/companies/:companyId/binding-agreements/:bindingAgreementId/claims-bordereau",
    {
      schema: {
        tags,
        summary: "Claims bordereau of a binding agreement and month, with control totals",
        params: ZCompanyIdParams.extend({ bindingAgreementId: ZId }),
        querystring: ZClaimsBordereauQuery,
        response: { 200: z.union([ZBordereau, z.string()]) },
      },
    },
    async (request, reply) => {
      const { json, csv: text } = await claimsBordereau(
        deps.db,
        requireActor(request),
        request.params.companyId,
        request.params.bindingAgreementId,
        request.query,
      );
      if (request.query.format === "csv") {
        return csv(reply, text, `claims_bordereau_${json.bindingAgreement.id}_${json.month}`);
      }
      return json;
    },
  );

  r.get(
    one,
    {
      schema: {
        tags,
        summary: "One claim or incident with its totals and what the company may do",
        params: ZClaimParams,
        response: { 200: ZClaimView },
      },
    },
    async (request) =>
      getClaim(deps.db, requireActor(request), request.params.companyId, request.params.claimId),
  );
  r.get(
    `${one}/movements`,
    {
      schema: {
        tags,
        summary: "Reserves and payments of a claim, oldest first (paged)",
        params: ZClaimParams,
        querystring: ZPageQuery,
        response: { 200: ZPage(ZClaimMovement) },
      },
    },
    async (request) =>
      pageMovements(
        deps.db,
        requireActor(request),
        request.params.companyId,
        request.params.claimId,
        request.query,
      ),
  );
  r.get(
    `${one}/timeline`,
    {
      schema: {
        tags,
        summary: "What happened on a claim, newest first (paged)",
        params: ZClaimParams,
        querystring: ZPageQuery,
        response: { 200: ZPage(ZClaimTimelineEntry) },
      },
    },
    async (request) =>
      pageClaimTimeline(
        deps.db,
        requireActor(request),
        request.params.companyId,
        request.params.claimId,
        request.query,
      ),
  );

  acceptRawUploads(app);
  r.get(
    `${one}/documents`,
    {
      schema: {
        tags,
        summary: "Documents on the claim, newest first (paged), for every party that sees it",
        params: ZClaimParams,
        querystring: ZPageQuery,
        response: { 200: ZPage(ZClaimDocument) },
      },
    },
    async (request) =>
      pageClaimDocuments(
        deps.db,
        requireActor(request),
        request.params.companyId,
        request.params.claimId,
        request.query,
      ),
  );
  r.post(
    `${one}/documents`,
    {
      bodyLimit: uploadBodyLimit,
      schema: {
        tags,
        summary: "Add a document (raw body with its content type; same name: a new version)",
        params: ZClaimParams,
        querystring: ZClaimDocumentUpload,
        response: { 201: ZClaimDocument },
      },
    },
    async (request, reply) => {
      const document = await uploadClaimDocument(
        deps,
        requireActor(request),
        request.params.companyId,
        request.params.claimId,
        {
          name: request.query.name,
          mimeType: String(request.headers["content-type"] ?? ""),
          data: uploadedBytes(request.body),
        },
      );
      return reply.status(201).send(document);
    },
  );
  r.get(
    `${one}/documents/:fileId/file`,
    {
      schema: {
        tags,
        summary: "Download one document of the claim (its current version)",
        params: ZClaimParams.extend({ fileId: ZId }),
      },
    },
    async (request, reply) => {
      const { version, data } = await claimDocumentFile(
        deps,
        requireActor(request),
        request.params.companyId,
        request.params.claimId,
        request.params.fileId,
      );
      return reply
        .header("content-type", version.mimeType)
        .header(
          "content-disposition",
          `attachment; filename*=UTF-8''${encodeURIComponent(version.name)}`,
        )
        .header("cache-control", "private, no-store")
        .header("x-content-type-options", "nosniff")
        .send(data);
    },
  );

  const action = <S extends z.ZodType>(
    path: string,
    summary: string,
    body: S,
    run: (actor: Actor, companyId: number, claimId: number, input: z.output<S>) => Promise<unknown>,
    created = false,
  ) =>
    r.post(
      `${one}/${path}`,
      {
        schema: {
          tags,
          summary,
          params: ZClaimParams,
          body,
          response: created ? { 201: ZClaimView } : { 200: ZClaimView },
        },
      },
      async (request, reply) => {
        const actor = requireActor(request);
        const { companyId, claimId } = request.params;
        const result = await run(actor, companyId, claimId, request.body as z.output<S>);
        // Conversion answers the new claim; every other action the claim it changed.
        const shown = path === "convert" ? (result as { id: number }).id : claimId;
        return reply
          .status(created ? 201 : 200)
          .send(await getClaim(deps.db, actor, companyId, shown));
      },
    );

  action(
    "movements",
    "Set a reserve or record a payment (indemnity or fees); answers the claim",
    ZMovementCreate,
    (a, c, id, b) => addMovement(deps, a, c, id, b),
    true,
  );
  action(
    "status",
    "Move the claim or incident to another status",
    ZClaimStatusChange,
    (a, c, id, b) => changeStatus(deps, a, c, id, b),
  );
  action("legal", "Appoint (or release) the legal firm", ZClaimAppointment, (a, c, id, b) =>
    appointLegal(deps, a, c, id, b),
  );
  action("advice", "The appointed legal firm records its advice", ZClaimAdvice, (a, c, id, b) =>
    recordAdvice(deps, a, c, id, b),
  );
  action(
    "convert",
    "Convert an incident to a claim on its policy; answers the new claim",
    ZIncidentConvert,
    (a, c, id, b) => convertIncident(deps, a, c, id, b),
    true,
  );
  await claimFeeRoutes(app, deps);
}
