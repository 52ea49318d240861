/**
 * Proposals to clients: the broker's routes under a risk package, the client's
 * routes under `/api/proposals/{id}` (temporary users through their link, client company users
 * through their role), and a client company's quotations and policies.
 */
import {
  ZClientPolicyPage,
  ZClientProposal,
  ZClientProposalSave,
  ZPageQuery,
  ZProposalDone,
  ZProposalPage,
  ZProposalSend,
  ZProposalSent,
  ZProposalView,
} from "@platform/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireActor } from "../../platform/access/index.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { ZCompanyIdParams, ZId } from "../../platform/http/params.ts";
import {
  clientPolicyDocument,
  getClientProposal,
  listClientPolicies,
  markProposalDone,
  saveClientProposal,
} from "./client.ts";
import { listProposals, revokeProposal, sendProposal } from "./send.ts";

const ZRiskParams = ZCompanyIdParams.extend({ riskPackageId: ZId });
const base = "/api/companies/:companyId/risks/:riskPackageId/proposals";
const ZProposalParams = ZRiskParams.extend({ proposalId: ZId });
const client = "/api/proposals/:proposalId";

export async function proposalRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["proposals"];

  r.get(
    base,
    {
      schema: {
        tags,
        summary: "The proposals sent to clients for this risk, newest first (paged)",
        params: ZRiskParams,
        querystring: ZPageQuery,
        response: { 200: ZProposalPage },
      },
    },
    async (request) =>
      listProposals(
        deps.db,
        requireActor(request),
        request.params.companyId,
        request.params.riskPackageId,
        request.query,
      ),
  );
  r.post(
    base,
    {
      schema: {
        tags,
        summary: "Send the proposal to the client with a temporary access link",
        params: ZRiskParams,
        body: ZProposalSend,
        response: { 201: ZProposalSent },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await sendProposal(
            deps,
            requireActor(request),
            request.params.companyId,
            request.params.riskPackageId,
            request.body,
          ),
        ),
  );
  r.post(
    `${base}/:proposalId/revoke`,
    {
      schema: {
        tags,
        summary: "Revoke the client's link (while the client has the proposal)",
        params: ZProposalParams,
        response: { 200: ZProposalView },
      },
    },
    async (request) =>
      revokeProposal(
        deps,
        requireActor(request),
        request.params.companyId,
        request.params.riskPackageId,
        request.params.proposalId,
      ),
  );

  const ZClientParams = ZProposalParams.pick({ proposalId: true });
  r.get(
    client,
    {
      config: { temporaryAccess: true },
      schema: {
        tags,
        summary: "The client's proposal: the form, their answers, and the quotation or policy",
        params: ZClientParams,
        response: { 200: ZClientProposal },
      },
    },
    async (request) =>
      getClientProposal(
        deps.db,
        request.temporaryAccess,
        requireActor(request),
        request.params.proposalId,
      ),
  );
  r.put(
    client,
    {
      config: { temporaryAccess: true },
      schema: {
        tags,
        summary: "The client saves their answers (while the proposal is with them)",
        params: ZClientParams,
        body: ZClientProposalSave,
        response: { 200: ZClientProposal },
      },
    },
    async (request) =>
      saveClientProposal(
        deps,
        request.temporaryAccess,
        requireActor(request),
        request.params.proposalId,
        request.body.answers,
      ),
  );
  r.post(
    `${client}/done`,
    {
      config: { temporaryAccess: true },
      schema: {
        tags,
        summary: "The client marks the proposal done (confirmed): it no longer changes",
        params: ZClientParams,
        body: ZProposalDone,
        response: { 200: ZClientProposal },
      },
    },
    async (request) =>
      markProposalDone(
        deps,
        request.temporaryAccess,
        requireActor(request),
        request.params.proposalId,
      ),
  );
  r.get(
    "/api/companies/:companyId/client-policies",
    {
      schema: {
        tags,
        summary: "A client company's quotations and policies (its users' own page)",
        params: ZCompanyIdParams,
        querystring: ZPageQuery,
        response: { 200: ZClientPolicyPage },
      },
    },
    async (request) =>
      listClientPolicies(deps.db, requireActor(request), request.params.companyId, request.query),
  );
  r.get(
    "/api/companies/:companyId/client-policies/:proposalId/documents/:documentId/file",
    {
      schema: {
        tags,
        summary: "One document of a client's policy as PDF, for the client company's users",
        params: ZCompanyIdParams.extend({ proposalId: ZId, documentId: ZId }),
      },
    },
    async (request, reply) => {
      const { file, data } = await clientPolicyDocument(
        deps,
        requireActor(request),
        request.params.companyId,
        request.params.proposalId,
        request.params.documentId,
      );
      return reply
        .header("content-type", file.mimeType)
        .header(
          "content-disposition",
          `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`,
        )
        .header("cache-control", "private, no-store")
        .header("x-content-type-options", "nosniff")
        .send(data);
    },
  );
}
