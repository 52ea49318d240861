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
  ZClaimDocumentShare,
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
import { requireContext } from "../../platform/access/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { ZCompanyIdParams, ZId } from "../../platform/http/params.ts";
import { sendPrivateFile } from "../../platform/http/send-file.ts";
import { acceptRawUploads, uploadBodyLimit, uploadedBytes } from "../files/index.ts";
import { addMovement } from "./add-movement.ts";
import { appointLegal } from "./appoint-legal.ts";
import { changeStatus } from "./change-status.ts";
import { claimCounts } from "./claim-counts.ts";
import { claimDocumentFile } from "./claim-document-file.ts";
import { claimsBordereau } from "./claims-bordereau.ts";
import { claimsReportCsv } from "./claims-report-csv.ts";
import { clientPolicyRoutes } from "./client-policy-routes.ts";
import { convertIncident } from "./convert-incident.ts";
import { claimFeeRoutes } from "./fee-routes.ts";
import { getClaim } from "./get-claim.ts";
import { linkPolicyClient } from "./link-policy-client.ts";
import { listClaims } from "./list-claims.ts";
import { notifyClaim } from "./notify-claim.ts";
import { pageClaimDocuments } from "./page-claim-documents.ts";
import { pageClaimTimeline } from "./page-claim-timeline.ts";
import { pageMovements } from "./page-movements.ts";
import { policyClientOf } from "./policy-client-of.ts";
import { recordAdvice } from "./record-advice.ts";
import { shareClaimDocument } from "./share-claim-document.ts";
import { uploadClaimDocument } from "./upload-claim-document.ts";

const base = "/api/companies/:companyId/claims";
const one = `${base}/:claimId`;
const ZClaimParams = ZCompanyIdParams.extend({ claimId: ZId });
const ZRiskParams = ZCompanyIdParams.extend({ riskPackageId: ZId });
const ZCreated = z.object({ id: z.number(), reference: z.string(), status: z.string() });

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
    async (request) => listClaims(requireContext(request, deps), { query: request.query }),
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
    async (request) => claimCounts(requireContext(request, deps)),
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
      csv(reply, await claimsReportCsv(requireContext(request, deps)), "claims_report"),
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
      const row = await notifyClaim(requireContext(request, deps), {
        ...request.body,
        riskPackageId: request.params.riskPackageId,
      });
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
      policyClientOf(requireContext(request, deps), {
        riskPackageId: request.params.riskPackageId,
      }),
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
      linkPolicyClient(requireContext(request, deps), {
        ...request.body,
        riskPackageId: request.params.riskPackageId,
      }),
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
      const { json, csv: text } = await claimsBordereau(requireContext(request, deps), {
        bindingAgreementId: request.params.bindingAgreementId,
        query: request.query,
      });
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
    async (request) => getClaim(requireContext(request, deps), { claimId: request.params.claimId }),
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
      pageMovements(requireContext(request, deps), {
        claimId: request.params.claimId,
        query: request.query,
      }),
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
      pageClaimTimeline(requireContext(request, deps), {
        claimId: request.params.claimId,
        query: request.query,
      }),
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
      pageClaimDocuments(requireContext(request, deps), {
        claimId: request.params.claimId,
        query: request.query,
      }),
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
      const document = await uploadClaimDocument(requireContext(request, deps), {
        claimId: request.params.claimId,
        name: request.query.name,
        mimeType: String(request.headers["content-type"] ?? ""),
        data: uploadedBytes(request.body),
      });
      return reply.status(201).send(document);
    },
  );
  r.put(
    `${one}/documents/:fileId/shared`,
    {
      schema: {
        tags,
        summary: "Share a document with the broker and the insured, or keep it internal",
        params: ZClaimParams.extend({ fileId: ZId }),
        body: ZClaimDocumentShare,
        response: { 200: z.object({ id: z.number(), shared: z.boolean() }) },
      },
    },
    async (request) =>
      shareClaimDocument(requireContext(request, deps), {
        claimId: request.params.claimId,
        fileId: request.params.fileId,
        shared: request.body.shared,
      }),
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
      const { version, data } = await claimDocumentFile(requireContext(request, deps), {
        claimId: request.params.claimId,
        fileId: request.params.fileId,
      });
      return sendPrivateFile(reply, { name: version.name, mimeType: version.mimeType, data });
    },
  );

  const action = <S extends z.ZodObject>(
    path: string,
    summary: string,
    body: S,
    run: (ctx: Ctx, input: z.output<S> & { claimId: number }) => Promise<unknown>,
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
        const ctx = requireContext(request, deps);
        const { claimId } = request.params;
        const result = await run(ctx, { ...(request.body as z.output<S>), claimId });
        // Conversion answers the new claim; every other action the claim it changed.
        const shown = path === "convert" ? (result as { id: number }).id : claimId;
        return reply.status(created ? 201 : 200).send(await getClaim(ctx, { claimId: shown }));
      },
    );

  action(
    "movements",
    "Set a reserve or record a payment (indemnity or fees); answers the claim",
    ZMovementCreate,
    addMovement,
    true,
  );
  action(
    "status",
    "Move the claim or incident to another status",
    ZClaimStatusChange,
    changeStatus,
  );
  action("legal", "Appoint (or release) the legal firm", ZClaimAppointment, appointLegal);
  action("advice", "The appointed legal firm records its advice", ZClaimAdvice, recordAdvice);
  action(
    "convert",
    "Convert an incident to a claim on its policy; answers the new claim",
    ZIncidentConvert,
    (ctx, { claimId, ...body }) => convertIncident(ctx, { ...body, incidentId: claimId }),
    true,
  );
  await claimFeeRoutes(app, deps);
  await clientPolicyRoutes(app, deps);
}
