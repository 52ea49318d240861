import { ZAssignmentRule, ZPage, ZPageQuery, ZReorder } from "@platform/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireContext } from "../../platform/access/index.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { ZCompanyIdParams, ZId } from "../../platform/http/params.ts";
import { createRule } from "./create-rule.ts";
import { deleteRule } from "./delete-rule.ts";
import { listEligibleUnderwriters } from "./list-eligible-underwriters.ts";
import { listRules } from "./list-rules.ts";
import { reorderRules } from "./reorder-rules.ts";
import { updateRule } from "./update-rule.ts";

const ZRuleParams = ZCompanyIdParams.extend({ ruleId: ZId });
const ZUserRef = z.object({ id: z.number(), name: z.string() });
const ZRuleView = z.object({
  id: z.number(),
  name: z.string(),
  position: z.number(),
  active: z.boolean(),
  conditions: z.object({
    productIds: z.array(z.number()),
    classIds: z.array(z.number()),
    brokerCompanyIds: z.array(z.number()),
    states: z.array(z.string()),
    minGrossPremium: z.number().nullable(),
    maxGrossPremium: z.number().nullable(),
  }),
  underwriters: z.array(ZUserRef),
});

export async function assignmentRuleRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["workflow configuration"];
  const base = "/api/companies/:companyId/assignment-rules";

  r.get(
    base,
    {
      schema: {
        tags,
        summary: "The company's underwriter assignment rules in order, a page at a time",
        params: ZCompanyIdParams,
        querystring: ZPageQuery,
        response: { 200: ZPage(ZRuleView) },
      },
    },
    async (request) => listRules(requireContext(request, deps), { query: request.query }),
  );
  r.get(
    `${base}/underwriters`,
    {
      schema: {
        tags,
        summary: "Who a rule may name: the company's users holding ManageRisks",
        params: ZCompanyIdParams,
        response: { 200: z.object({ data: z.array(ZUserRef) }) },
      },
    },
    async (request) => ({
      data: await listEligibleUnderwriters(requireContext(request, deps)),
    }),
  );
  r.post(
    base,
    {
      schema: {
        tags,
        summary: "Add a rule at the end of the list",
        params: ZCompanyIdParams,
        body: ZAssignmentRule,
        response: { 201: ZRuleView },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createRule(requireContext(request, deps), request.body)),
  );
  r.put(
    `${base}/reorder`,
    {
      schema: {
        tags,
        summary: "Put the rules in a new order (every id once)",
        params: ZCompanyIdParams,
        body: ZReorder,
        response: { 200: ZPage(ZRuleView) },
      },
    },
    async (request) => reorderRules(requireContext(request, deps), { ids: request.body.ids }),
  );
  r.put(
    `${base}/:ruleId`,
    {
      schema: {
        tags,
        summary: "Change a rule (a new underwriter group restarts its rotation)",
        params: ZRuleParams,
        body: ZAssignmentRule,
        response: { 200: ZRuleView },
      },
    },
    async (request) =>
      updateRule(requireContext(request, deps), { ...request.body, ruleId: request.params.ruleId }),
  );
  r.delete(
    `${base}/:ruleId`,
    { schema: { tags, summary: "Delete a rule", params: ZRuleParams } },
    async (request, reply) => {
      await deleteRule(requireContext(request, deps), { ruleId: request.params.ruleId });
      return reply.status(204).send();
    },
  );
}
