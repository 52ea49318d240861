import {
  australianStates,
  ZBrokerForm,
  ZBrokerRatingView,
  ZLatestTestRun,
  ZPublishChecklist,
  ZQuickQuoteForm,
  ZQuickQuoteResult,
  ZRatingView,
  ZTestRunList,
  ZTestRunView,
  zId,
  zIdText,
} from "@platform/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { originContext, requireContext } from "../../platform/access/index.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { ZCompanyIdParams } from "../../platform/http/params.ts";
import { hit } from "../../platform/rate-limit/index.ts";
import { versionBase, ZVersionParams } from "../product-designer/index.ts";
import { brokerForm } from "./broker-form.ts";
import { brokerQuickQuote } from "./broker-quick-quote.ts";
import { brokerQuickQuoteForm } from "./broker-quick-quote-form.ts";
import { latestTestRun } from "./latest-test-run.ts";
import { listTestRuns } from "./list-test-runs.ts";
import { publicQuickQuote } from "./public-quick-quote.ts";
import { publicQuickQuoteForm } from "./public-quick-quote-form.ts";
import { getPublishChecklist } from "./publish-checklist.ts";
import { rateForBroker } from "./rate-for-broker.ts";
import { rateVersion } from "./rate-version.ts";
import { runTests } from "./run-tests.ts";

const id = zIdText;
const ZAnswers = z.record(z.string(), z.unknown());
const ZRateRequest = z.strictObject({
  answers: ZAnswers,
  overrides: z
    .record(z.string(), z.union([z.string().max(100), z.number(), z.boolean()]))
    .optional(),
  state: z.string().max(3).nullable().optional(),
  taxDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Enter a date as YYYY-MM-DD")
    .nullable()
    .optional(),
  smallBusinessDeclaration: z.boolean().optional(),
});
/** A quick quote: its answers and, for an Australian product, the insured's state (taxes). */
const ZQuickQuoteBody = z.strictObject({
  answers: ZAnswers,
  state: z.enum(australianStates, { error: "Choose a state" }).nullable().optional(),
});
const ZPackageParams = ZCompanyIdParams.extend({ packageId: id });
const ZPublicParams = z.object({ handle: z.string().min(1).max(63), packageId: id });

export async function ratingRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["rating"];

  r.post(
    `${versionBase}/rate`,
    {
      schema: {
        tags,
        summary:
          "Rate answers on a version: values, underwriting formulas, rule outcomes, premium breakdown",
        params: ZVersionParams,
        response: { 200: ZRatingView },
        body: ZRateRequest,
      },
    },
    async (request) =>
      rateVersion(requireContext(request, deps), {
        ...request.body,
        productId: request.params.productId,
        versionId: request.params.versionId,
      }),
  );

  r.post(
    `${versionBase}/test-runs`,
    {
      schema: {
        tags,
        summary: "Run the version's test cases and keep the result",
        params: ZVersionParams,
        response: { 201: ZTestRunView },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await runTests(requireContext(request, deps), request.params)),
  );
  r.get(
    `${versionBase}/test-runs`,
    {
      schema: {
        tags,
        summary: "The version's last 20 test runs, newest first",
        params: ZVersionParams,
        response: { 200: ZTestRunList },
      },
    },
    async (request) => listTestRuns(requireContext(request, deps), request.params),
  );
  r.get(
    `${versionBase}/test-runs/latest`,
    {
      schema: {
        tags,
        summary: "The last test run and what publishing should warn about (missing, failed, stale)",
        params: ZVersionParams,
        response: { 200: ZLatestTestRun },
      },
    },
    async (request) => latestTestRun(requireContext(request, deps), request.params),
  );
  r.get(
    `${versionBase}/publish-checklist`,
    {
      schema: {
        tags,
        summary:
          "What publishing the version needs: a question, a premium formula, a passing test run; and the published packages offering it",
        params: ZVersionParams,
        response: { 200: ZPublishChecklist },
      },
    },
    async (request) => getPublishChecklist(requireContext(request, deps), request.params),
  );

  const offered = "/api/companies/:companyId/available-packages/:packageId";
  const ZProductQuery = z.object({ productId: id.optional() });
  r.get(
    `${offered}/form`,
    {
      schema: {
        tags,
        summary: "The proposal form of a package's product, for a broker",
        params: ZPackageParams,
        response: { 200: ZBrokerForm },
        querystring: ZProductQuery,
      },
    },
    async (request) =>
      brokerForm(requireContext(request, deps), {
        packageId: request.params.packageId,
        productId: request.query.productId,
      }),
  );
  r.post(
    `${offered}/rate`,
    {
      schema: {
        tags,
        summary: "Rate a proposal on a package's product, as a broker sees it",
        params: ZPackageParams,
        response: { 200: ZBrokerRatingView },
        body: ZRateRequest.omit({ overrides: true }).extend({
          productId: zId.optional(),
        }),
      },
    },
    async (request) =>
      rateForBroker(requireContext(request, deps), {
        ...request.body,
        packageId: request.params.packageId,
      }),
  );
  r.get(
    `${offered}/quick-quote`,
    {
      schema: {
        tags,
        summary: "The quick quote's questions and formulas, for a broker",
        params: ZPackageParams,
        response: { 200: ZQuickQuoteForm },
      },
    },
    async (request) =>
      brokerQuickQuoteForm(requireContext(request, deps), { packageId: request.params.packageId }),
  );
  r.post(
    `${offered}/quick-quote`,
    {
      schema: {
        tags,
        summary: "A broker's quick quote: the quick-quote formulas for the quick-quote answers",
        params: ZPackageParams,
        response: { 200: ZQuickQuoteResult },
        body: ZQuickQuoteBody,
      },
    },
    async (request) =>
      brokerQuickQuote(requireContext(request, deps), {
        packageId: request.params.packageId,
        answers: request.body.answers,
        state: request.body.state ?? null,
      }),
  );

  const portal = "/api/companies/by-handle/:handle/products/:packageId/quick-quote";
  r.get(
    portal,
    {
      config: { public: true },
      schema: {
        tags,
        summary: "The public quick quote of a portal's public package",
        params: ZPublicParams,
        response: { 200: ZQuickQuoteForm },
      },
    },
    async (request) =>
      publicQuickQuoteForm(originContext(request, deps), {
        handle: request.params.handle,
        packageId: request.params.packageId,
      }),
  );
  r.post(
    portal,
    {
      config: { public: true },
      schema: {
        tags,
        summary: "A public quick quote",
        params: ZPublicParams,
        response: { 200: ZQuickQuoteResult },
        body: ZQuickQuoteBody,
      },
    },
    async (request) => {
      // Anyone may ask: a fixed window per address keeps the calculator from being scraped.
      await hit(deps.db, { key: `quick-quote:ip:${request.ip}`, max: 120, windowSeconds: 60 });
      return publicQuickQuote(originContext(request, deps), {
        handle: request.params.handle,
        packageId: request.params.packageId,
        answers: request.body.answers,
        state: request.body.state ?? null,
      });
    },
  );
}
