/** Risks: `/api/companies/{companyId}/risks`, the acting company's side of each risk. */
import {
  ZFormulaOverrides,
  ZProposalForm,
  ZRiskBind,
  ZRiskCreate,
  ZRiskDecline,
  ZRiskListPage,
  ZRiskListQuery,
  ZRiskPackageView,
  ZRiskSave,
  ZRiskSubmit,
} from "@platform/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireContext } from "../../platform/access/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { ZCompanyIdParams, ZId } from "../../platform/http/params.ts";
import { bindRisk } from "./bind-risk.ts";
import { createRisk } from "./create-risk.ts";
import { decideApproval } from "./decide-approval.ts";
import { declineRisk } from "./decline-risk.ts";
import { discardRisk } from "./discard-risk.ts";
import { riskEditRoutes } from "./edit-routes.ts";
import { getRisk } from "./get-risk.ts";
import { getRiskForm } from "./get-risk-form.ts";
import type { RiskHooks } from "./hooks.ts";
import { listRisks } from "./list.ts";
import { migrateRisk } from "./migrate-risk.ts";
import { overrideFormulas } from "./override-formulas.ts";
import { quoteRisk } from "./quote-risk.ts";
import { requestApproval } from "./request-approval.ts";
import { saveRisk } from "./save-risk.ts";
import { submitRisk } from "./submit-risk.ts";
import { undoApproval } from "./undo-approval.ts";

const ZRiskParams = ZCompanyIdParams.extend({ riskPackageId: ZId });
const base = "/api/companies/:companyId/risks";
const one = `${base}/:riskPackageId`;

export function riskRoutes(hooks: RiskHooks = {}) {
  return async function routes(app: FastifyInstance, deps: AppDeps) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ["risks"];
    riskEditRoutes(app, deps);

    r.get(
      base,
      {
        schema: {
          tags,
          summary: "Risk packages the acting company sees (paged, filtered, searched, sorted)",
          params: ZCompanyIdParams,
          querystring: ZRiskListQuery,
          response: { 200: ZRiskListPage },
        },
      },
      async (request) => listRisks(requireContext(request, deps), { query: request.query }),
    );
    r.post(
      base,
      {
        schema: {
          tags,
          summary:
            "New risk package (Initiated): a broker's submission or an underwriter writing direct",
          params: ZCompanyIdParams,
          body: ZRiskCreate,
          response: { 201: ZRiskPackageView },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await createRisk(requireContext(request, deps), { ...request.body, hooks })),
    );
    r.get(
      one,
      {
        schema: {
          tags,
          summary: "One risk package with its risks and transactions",
          params: ZRiskParams,
          response: { 200: ZRiskPackageView },
        },
      },
      async (request) =>
        getRisk(requireContext(request, deps), { riskPackageId: request.params.riskPackageId }),
    );
    r.get(
      `${one}/form`,
      {
        schema: {
          tags,
          summary:
            "The proposal form of the version the risk is pinned to (dataset options filled in)",
          params: ZRiskParams,
          response: {
            200: z.object({
              productId: z.number().int(),
              versionId: z.number().int(),
              form: ZProposalForm,
            }),
          },
        },
      },
      async (request) =>
        getRiskForm(requireContext(request, deps), { riskPackageId: request.params.riskPackageId }),
    );
    r.put(
      one,
      {
        schema: {
          tags,
          summary: "Save progress (only while Initiated)",
          params: ZRiskParams,
          body: ZRiskSave,
          response: { 200: ZRiskPackageView },
        },
      },
      async (request) =>
        saveRisk(requireContext(request, deps), {
          ...request.body,
          riskPackageId: request.params.riskPackageId,
        }),
    );

    const action = <S extends z.ZodType>(
      path: string,
      summary: string,
      body: S,
      run: (ctx: Ctx, input: z.output<S> & { riskPackageId: number }) => Promise<unknown>,
    ) =>
      r.post(
        `${one}/${path}`,
        {
          schema: {
            tags,
            summary,
            params: ZRiskParams,
            body,
            response: {
              200:
                path === "discard"
                  ? z.object({ id: z.number().int(), discarded: z.literal(true) })
                  : ZRiskPackageView,
            },
          },
        },
        // The answer is checked against the response schema above.
        async (request) =>
          (await run(requireContext(request, deps), {
            ...(request.body as object),
            riskPackageId: request.params.riskPackageId,
          } as z.output<S> & { riskPackageId: number })) as never,
      );
    const none = z.strictObject({}).optional().default({});

    action(
      "submit",
      "Submit: rate every risk; Quoted, Referred or Declined",
      ZRiskSubmit,
      (ctx, input) => submitRisk(ctx, { ...input, hooks }),
    );
    action("discard", "Discard (only while Initiated)", none, (ctx, input) =>
      discardRisk(ctx, input),
    );
    action("migrate", "Re-rate on the newest published product versions", none, (ctx, input) =>
      migrateRisk(ctx, input),
    );
    action("quote", "Quote a referred submission (underwriter)", none, (ctx, input) =>
      quoteRisk(ctx, { ...input, hooks }),
    );
    action("decline", "Decline with a reason (underwriter)", ZRiskDecline, (ctx, input) =>
      declineRisk(ctx, { ...input, hooks }),
    );
    // `adjust` (the manual premium, and the mid-term adjustment) is routed by policy-changes.
    action(
      "overrides",
      "Underwriting formula overrides (underwriter)",
      ZFormulaOverrides,
      (ctx, input) => overrideFormulas(ctx, input),
    );
    action("approval/request", "Request approval (the assigned underwriter)", none, (ctx, input) =>
      requestApproval(ctx, input),
    );
    action(
      "approval/decide",
      "Approve or deny (an underwriter with enough authority, not the requester)",
      z.strictObject({ approve: z.boolean() }),
      (ctx, input) => decideApproval(ctx, input),
    );
    action("approval/undo", "Undo an approval request or decision", none, (ctx, input) =>
      undoApproval(ctx, input),
    );
    action(
      "bind",
      "Bind the latest quoted transaction (declaration required)",
      ZRiskBind,
      (ctx, input) => bindRisk(ctx, { riskPackageId: input.riskPackageId, hooks }),
    );
  };
}
