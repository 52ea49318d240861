/**
 * A legal firm's fee submissions on a claim (`…/claims/{claimId}/fees`): the appointed firm
 * submits and follows its own; the policy's underwriter lists them and approves or declines.
 */
import {
  ZFeeDecline,
  ZFeeSubmission,
  ZFeeSubmissionCreate,
  ZFeeSubmissionListQuery,
  ZPage,
} from "@platform/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireContext } from "../../platform/access/index.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { ZCompanyIdParams, ZId } from "../../platform/http/params.ts";
import { approveFee } from "./approve-fee.ts";
import { declineFee } from "./decline-fee.ts";
import { pageFeeSubmissions } from "./page-fee-submissions.ts";
import { presentFee } from "./present.ts";
import { submitFee } from "./submit-fee.ts";

const fees = "/api/companies/:companyId/claims/:claimId/fees";
const ZClaimParams = ZCompanyIdParams.extend({ claimId: ZId });
const ZFeeParams = ZClaimParams.extend({ feeId: ZId });

export async function claimFeeRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["claims"];

  r.get(
    fees,
    {
      schema: {
        tags,
        summary:
          "Fee submissions on a claim, newest first (paged): the underwriter's all, a firm's its own",
        params: ZClaimParams,
        querystring: ZFeeSubmissionListQuery,
        response: { 200: ZPage(ZFeeSubmission) },
      },
    },
    async (request) =>
      pageFeeSubmissions(requireContext(request, deps), {
        claimId: request.params.claimId,
        query: request.query,
      }),
  );
  r.post(
    fees,
    {
      schema: {
        tags,
        summary: "The appointed legal firm submits a fee for the underwriter's approval",
        params: ZClaimParams,
        body: ZFeeSubmissionCreate,
        response: { 201: ZFeeSubmission },
      },
    },
    async (request, reply) => {
      const row = await submitFee(requireContext(request, deps), {
        ...request.body,
        claimId: request.params.claimId,
      });
      return reply.status(201).send(await presentFee(deps.db, row));
    },
  );
  r.post(
    `${fees}/:feeId/approve`,
    {
      schema: {
        tags,
        summary: "The underwriter approves a pending fee: a fees payment is recorded on the claim",
        params: ZFeeParams,
        response: { 200: ZFeeSubmission },
      },
    },
    async (request) => {
      const { claimId, feeId } = request.params;
      const row = await approveFee(requireContext(request, deps), { claimId, feeId });
      return presentFee(deps.db, row);
    },
  );
  r.post(
    `${fees}/:feeId/decline`,
    {
      schema: {
        tags,
        summary: "The underwriter declines a pending fee (the firm is told, with the reason)",
        params: ZFeeParams,
        body: ZFeeDecline,
        response: { 200: ZFeeSubmission },
      },
    },
    async (request) => {
      const { claimId, feeId } = request.params;
      const row = await declineFee(requireContext(request, deps), {
        ...request.body,
        claimId,
        feeId,
      });
      return presentFee(deps.db, row);
    },
  );
}
