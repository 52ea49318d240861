/**
 * Changes to a bound policy: `POST /api/companies/{companyId}/risks/{id}/adjust`
 * (a mid-term adjustment; the same path takes the underwriter's manual premium adjustment of a
 * referred or quoted transaction, told apart by its body), `/cancel`, `/reinstate`, `/withdraw`,
 * `GET …/policy-changes` and `GET …/policy-changes/form` (what an adjustment starts from). Each answers the risk package view; `/bind` binds the change.
 */
import {
  ZManualAdjustment,
  ZPolicyAdjust,
  ZPolicyCancel,
  ZPolicyChangeForm,
  ZPolicyChangeOptions,
  ZRiskPackageView,
} from "@platform/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireContext } from "../../platform/access/index.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { invalid } from "../../platform/http/errors.ts";
import { ZCompanyIdParams, ZId } from "../../platform/http/params.ts";
import { adjustPremium } from "../risks/index.ts";
import { adjustPolicy } from "./adjust-policy.ts";
import { cancelPolicy } from "./cancel-policy.ts";
import { getPolicyChangeForm } from "./get-policy-change-form.ts";
import { getPolicyChangeOptions } from "./get-policy-change-options.ts";
import { reinstatePolicy } from "./reinstate-policy.ts";
import { withdrawChange } from "./withdraw-change.ts";

const ZRiskParams = ZCompanyIdParams.extend({ riskPackageId: ZId });
const one = "/api/companies/:companyId/risks/:riskPackageId";
const tags = ["risks", "policy changes"];
const none = z.strictObject({}).optional().default({});

/** A body parsed by `schema`, its issues as the 422 field messages every route answers. */
function parse<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join(".") || "body";
    errors[path] = [...(errors[path] ?? []), issue.message];
  }
  throw invalid(errors);
}

export async function policyChangeRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    `${one}/policy-changes`,
    {
      schema: {
        tags,
        summary: "What may change on the policy now (adjust, cancel, reinstate, withdraw)",
        params: ZRiskParams,
        response: { 200: ZPolicyChangeOptions },
      },
    },
    async (request) =>
      getPolicyChangeOptions(requireContext(request, deps), {
        riskPackageId: request.params.riskPackageId,
      }),
  );
  r.get(
    `${one}/policy-changes/form`,
    {
      schema: {
        tags,
        summary:
          "The adjustment form: each product in force, its pinned version's form and its latest bound answers",
        params: ZRiskParams,
        response: { 200: ZPolicyChangeForm },
      },
    },
    async (request) =>
      getPolicyChangeForm(requireContext(request, deps), {
        riskPackageId: request.params.riskPackageId,
      }),
  );
  r.post(
    `${one}/adjust`,
    {
      schema: {
        tags,
        summary:
          "Mid-term adjustment ({ effectiveDate, answers, addOns }): an ADJ transaction quoted, referred or declined; or the underwriter's manual premium ({ productId, basePremium, discountPercent, reason })",
        params: ZRiskParams,
        body: z.record(z.string(), z.unknown()),
        response: { 200: ZRiskPackageView },
      },
    },
    async (request) => {
      const { riskPackageId } = request.params;
      const body = request.body as Record<string, unknown>;
      if ("effectiveDate" in body || !("productId" in body))
        return (await adjustPolicy(requireContext(request, deps), {
          ...parse(ZPolicyAdjust, body),
          riskPackageId,
        })) as never;
      return (await adjustPremium(requireContext(request, deps), {
        ...parse(ZManualAdjustment, body),
        riskPackageId,
      })) as never;
    },
  );
  r.post(
    `${one}/cancel`,
    {
      schema: {
        tags,
        summary:
          "Cancel ({ effectiveDate, reason, confirm: true, productIds? }): a CAN transaction quoted for 30 days",
        params: ZRiskParams,
        body: ZPolicyCancel,
        response: { 200: ZRiskPackageView },
      },
    },
    async (request) =>
      (await cancelPolicy(requireContext(request, deps), {
        ...request.body,
        riskPackageId: request.params.riskPackageId,
      })) as never,
  );
  r.post(
    `${one}/reinstate`,
    {
      schema: {
        tags,
        summary: "Reinstate a cancelled policy: charges back what the cancellation returned",
        params: ZRiskParams,
        body: none,
        response: { 200: ZRiskPackageView },
      },
    },
    async (request) =>
      (await reinstatePolicy(requireContext(request, deps), {
        riskPackageId: request.params.riskPackageId,
      })) as never,
  );
  r.post(
    `${one}/withdraw`,
    {
      schema: {
        tags,
        summary: "Withdraw the quoted or referred change in progress (Not Taken Up)",
        params: ZRiskParams,
        body: none,
        response: { 200: ZRiskPackageView },
      },
    },
    async (request) =>
      (await withdrawChange(requireContext(request, deps), {
        riskPackageId: request.params.riskPackageId,
      })) as never,
  );
}
