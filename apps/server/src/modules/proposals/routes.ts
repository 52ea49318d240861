/**
 * Proposals to clients: the broker's routes under a risk package, the client's
 * routes under `/api/proposals/{id}` (temporary users through their link, client company users
 * through their role), and a client company's quotations and policies.
 */
import {
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
import { requireContext } from "../../platform/access/index.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { ZCompanyIdParams, ZId } from "../../platform/http/params.ts";
import { getClientProposal } from "./get-client-proposal.ts";
import { listProposals } from "./list-proposals.ts";
import { markProposalDone } from "./mark-proposal-done.ts";
import { revokeProposal } from "./revoke-proposal.ts";
import { saveClientProposal } from "./save-client-proposal.ts";
import { sendProposal } from "./send-proposal.ts";

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
      listProposals(requireContext(request, deps), {
        riskPackageId: request.params.riskPackageId,
        query: request.query,
      }),
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
      reply.status(201).send(
        await sendProposal(requireContext(request, deps), {
          ...request.body,
          riskPackageId: request.params.riskPackageId,
        }),
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
      revokeProposal(requireContext(request, deps), {
        riskPackageId: request.params.riskPackageId,
        proposalId: request.params.proposalId,
      }),
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
      getClientProposal(requireContext(request, deps), {
        access: request.temporaryAccess,
        proposalId: request.params.proposalId,
      }),
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
      saveClientProposal(requireContext(request, deps), {
        access: request.temporaryAccess,
        proposalId: request.params.proposalId,
        answers: request.body.answers,
      }),
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
      markProposalDone(requireContext(request, deps), {
        access: request.temporaryAccess,
        proposalId: request.params.proposalId,
      }),
  );
}
