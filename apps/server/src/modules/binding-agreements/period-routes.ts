import {
  ZAgreementPeriodContent,
  ZMessage,
  ZPageQuery,
  ZPeriodDetail,
  ZPeriodPage,
  ZPeriodVersionView,
} from "@platform/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireContext } from "../../platform/access/index.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { ZCompanyIdParams, ZId } from "../../platform/http/params.ts";
import { changePeriodVersion } from "./change-period-version.ts";
import { createPeriod } from "./create-period.ts";
import { deletePeriod } from "./delete-period.ts";
import { getPeriod } from "./get-period.ts";
import { getPeriodVersion } from "./get-period-version.ts";
import { listPeriods } from "./list-periods.ts";
import { newPeriodVersion } from "./new-period-version.ts";
import { savePeriodVersion } from "./save-period-version.ts";

const ZAgreementParams = ZCompanyIdParams.extend({ agreementId: ZId });
const ZPeriodParams = ZAgreementParams.extend({ periodId: ZId });
const ZVersionParams = ZPeriodParams.extend({ versionId: ZId });

export async function periodRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["binding agreements"];
  const base = "/api/companies/:companyId/binding-agreements/:agreementId/periods";
  const period = `${base}/:periodId`;
  const version = `${period}/versions/:versionId`;

  r.get(
    base,
    {
      schema: {
        tags,
        summary:
          "An agreement's periods, newest first, each with its latest version (for the managing insurer: the latest published version shown to it)",
        params: ZAgreementParams,
        response: { 200: ZPeriodPage },
        querystring: ZPageQuery,
      },
    },
    async (request) =>
      listPeriods(requireContext(request, deps), {
        agreementId: request.params.agreementId,
        query: request.query,
      }),
  );
  r.post(
    base,
    {
      schema: {
        tags,
        summary: "Add a period; its first version is a saved draft (the agency)",
        params: ZAgreementParams,
        response: { 201: ZPeriodDetail },
        body: ZAgreementPeriodContent,
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await createPeriod(requireContext(request, deps), {
          ...request.body,
          agreementId: request.params.agreementId,
        }),
      ),
  );
  r.get(
    period,
    {
      schema: {
        tags,
        summary: "One period with its versions",
        params: ZPeriodParams,
        response: { 200: ZPeriodDetail },
      },
    },
    async (request) =>
      getPeriod(requireContext(request, deps), {
        agreementId: request.params.agreementId,
        periodId: request.params.periodId,
      }),
  );
  r.delete(
    period,
    {
      schema: {
        tags,
        summary: "Delete a period no risk uses",
        params: ZPeriodParams,
        response: { 200: ZMessage },
      },
    },
    async (request) =>
      deletePeriod(requireContext(request, deps), {
        agreementId: request.params.agreementId,
        periodId: request.params.periodId,
      }),
  );
  r.post(
    `${period}/versions`,
    {
      schema: {
        tags,
        summary: "Start a new draft version copying the newest",
        params: ZPeriodParams,
        response: { 201: ZPeriodDetail },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await newPeriodVersion(requireContext(request, deps), {
          agreementId: request.params.agreementId,
          periodId: request.params.periodId,
        }),
      ),
  );
  r.get(
    version,
    {
      schema: {
        tags,
        summary: "One version of a period",
        params: ZVersionParams,
        response: { 200: ZPeriodVersionView },
      },
    },
    async (request) =>
      getPeriodVersion(requireContext(request, deps), {
        agreementId: request.params.agreementId,
        periodId: request.params.periodId,
        versionId: request.params.versionId,
      }),
  );
  r.put(
    version,
    {
      schema: {
        tags,
        summary: "Save a version (refused once a risk uses it)",
        params: ZVersionParams,
        response: { 200: ZPeriodDetail },
        body: ZAgreementPeriodContent,
      },
    },
    async (request) =>
      savePeriodVersion(requireContext(request, deps), {
        ...request.body,
        agreementId: request.params.agreementId,
        periodId: request.params.periodId,
        versionId: request.params.versionId,
      }),
  );
  const changes = [
    ["publish", "Publish a saved draft (the agency only)"],
    ["unpublish", "Return an unused version to draft"],
  ] as const;
  for (const [change, summary] of changes) {
    r.post(
      `${version}/${change}`,
      { schema: { tags, summary, params: ZVersionParams, response: { 200: ZPeriodDetail } } },
      async (request) =>
        changePeriodVersion(requireContext(request, deps), {
          change,
          agreementId: request.params.agreementId,
          periodId: request.params.periodId,
          versionId: request.params.versionId,
        }),
    );
  }
  r.delete(
    version,
    {
      schema: {
        tags,
        summary: "Delete a draft version",
        params: ZVersionParams,
        response: { 200: ZPeriodDetail },
      },
    },
    async (request) =>
      changePeriodVersion(requireContext(request, deps), {
        change: "deleteVersion",
        agreementId: request.params.agreementId,
        periodId: request.params.periodId,
        versionId: request.params.versionId,
      }),
  );
}
