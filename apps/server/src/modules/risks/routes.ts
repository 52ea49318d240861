/** Risks: `/api/companies/{companyId}/risks`, the acting company's side of each risk. */
import {
  ZFormulaOverrides,
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
import { requireActor } from "../../platform/access/index.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { ZCompanyIdParams, ZId } from "../../platform/http/params.ts";
import { decideApproval, requestApproval, undoApproval } from "./approval.ts";
import { bindRisk } from "./bind.ts";
import { createRisk, saveRisk } from "./create.ts";
import { riskEditRoutes } from "./edit-routes.ts";
import type { RiskHooks } from "./hooks.ts";
import { listRisks } from "./list.ts";
import { getRisk } from "./read.ts";
import { declineRisk, overrideFormulas, quoteRisk } from "./review.ts";
import { discardRisk, migrateRisk, submitRisk } from "./submit.ts";

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
      async (request) =>
        listRisks(deps.db, requireActor(request), request.params.companyId, request.query),
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
          .send(
            await createRisk(
              deps.db,
              requireActor(request),
              request.params.companyId,
              request.body,
              hooks,
            ),
          ),
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
        getRisk(
          deps.db,
          requireActor(request),
          request.params.companyId,
          request.params.riskPackageId,
        ),
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
        saveRisk(
          deps.db,
          requireActor(request),
          request.params.companyId,
          request.params.riskPackageId,
          request.body,
        ),
    );

    const action = <S extends z.ZodType>(
      path: string,
      summary: string,
      body: S,
      run: (
        actor: ReturnType<typeof requireActor>,
        companyId: number,
        id: number,
        input: z.output<S>,
      ) => Promise<unknown>,
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
          (await run(
            requireActor(request),
            request.params.companyId,
            request.params.riskPackageId,
            request.body as z.output<S>,
          )) as never,
      );
    const none = z.strictObject({}).optional().default({});

    action(
      "submit",
      "Submit: rate every risk; Quoted, Referred or Declined",
      ZRiskSubmit,
      (a, c, id, input) => submitRisk(deps, hooks, a, c, id, input),
    );
    action("discard", "Discard (only while Initiated)", none, (a, c, id) =>
      discardRisk(deps, a, c, id),
    );
    action("migrate", "Re-rate on the newest published product versions", none, (a, c, id) =>
      migrateRisk(deps, a, c, id),
    );
    action("quote", "Quote a referred submission (underwriter)", none, (a, c, id) =>
      quoteRisk(deps, a, c, id),
    );
    action("decline", "Decline with a reason (underwriter)", ZRiskDecline, (a, c, id, input) =>
      declineRisk(deps, a, c, id, input),
    );
    // `adjust` (the manual premium, and the mid-term adjustment) is routed by policy-changes.
    action(
      "overrides",
      "Underwriting formula overrides (underwriter)",
      ZFormulaOverrides,
      (a, c, id, input) => overrideFormulas(deps, a, c, id, input),
    );
    action("approval/request", "Request approval (the assigned underwriter)", none, (a, c, id) =>
      requestApproval(deps, a, c, id),
    );
    action(
      "approval/decide",
      "Approve or deny (an underwriter with enough authority, not the requester)",
      z.strictObject({ approve: z.boolean() }),
      (a, c, id, input) => decideApproval(deps, a, c, id, input.approve),
    );
    action("approval/undo", "Undo an approval request or decision", none, (a, c, id) =>
      undoApproval(deps, a, c, id),
    );
    action(
      "bind",
      "Bind the latest quoted transaction (declaration required)",
      ZRiskBind,
      (a, c, id) => bindRisk(deps, a, c, id),
    );
  };
}
