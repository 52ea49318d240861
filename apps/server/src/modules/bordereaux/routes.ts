/// <reference types="@fastify/compress" />
// (for the `compress: false` route option when this file is compiled without app.ts)
/**
 * Bordereaux: `/api/companies/{companyId}/bordereaux` lists the agreements the
 * company writes under or manages; `…/{agreementId}` answers a period's live totals (control
 * totals, sections against their limits, syndicates, written premium by month);
 * `…/{agreementId}/download` the risk or premium bordereau as CSV or xlsx, streamed.
 */
import {
  bordereauFileName,
  ZAgreementLossRatioPage,
  ZBordereauAgreementPage,
  ZBordereauDownloadQuery,
  ZBordereauQuery,
  ZBordereauSummary,
  ZPageQuery,
} from "@platform/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireContext } from "../../platform/access/index.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { ZCompanyIdParams, ZId } from "../../platform/http/params.ts";
import { attachment } from "../../platform/http/send-file.ts";
import { sendStream } from "../reports/index.ts";
import { bordereauCsv, bordereauLines } from "./bordereau-stream.ts";
import { getBordereauSummary } from "./get-bordereau-summary.ts";
import { bordereauColumns } from "./lines.ts";
import { listBordereauAgreements } from "./list-bordereau-agreements.ts";
import { listLossRatios } from "./list-loss-ratios.ts";
import { openBordereau } from "./open-bordereau.ts";
import { xlsxStream } from "./xlsx.ts";

const base = "/api/companies/:companyId/bordereaux";
const ZParams = ZCompanyIdParams.extend({ agreementId: ZId });
const CSV = "text/csv; charset=utf-8";
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

export async function bordereauRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["bordereaux"];
  r.get(
    base,
    {
      schema: {
        tags,
        summary: "Binding agreements the company writes under or manages, with their periods",
        params: ZCompanyIdParams,
        querystring: ZPageQuery,
        response: { 200: ZBordereauAgreementPage },
      },
    },
    async (request) =>
      listBordereauAgreements(requireContext(request, deps), { query: request.query }),
  );
  r.get(
    `${base}/loss-ratios`,
    {
      schema: {
        tags,
        summary:
          "Each period's loss ratio (paid + outstanding over earned premium) of a page of agreements",
        params: ZCompanyIdParams,
        querystring: ZPageQuery,
        response: { 200: ZAgreementLossRatioPage },
      },
    },
    async (request) => listLossRatios(requireContext(request, deps), { query: request.query }),
  );
  r.get(
    `${base}/:agreementId`,
    {
      schema: {
        tags,
        summary:
          "A period's bordereau totals: control totals, sections against limits, syndicates, months",
        params: ZParams,
        querystring: ZBordereauQuery,
        response: { 200: ZBordereauSummary },
      },
    },
    async (request) =>
      getBordereauSummary(requireContext(request, deps), {
        agreementId: request.params.agreementId,
        query: request.query,
      }),
  );
  r.get(
    `${base}/:agreementId/download`,
    {
      // Streamed as written: xlsx is zipped already, and compressing a million-row CSV would
      // cost the server more CPU than the export itself (docs/decisions.md).
      compress: false,
      schema: {
        tags,
        summary: "The risk or premium bordereau of a period (and range) as CSV or xlsx",
        params: ZParams,
        querystring: ZBordereauDownloadQuery,
      },
    },
    async (request, reply) => {
      const { kind, format } = request.query;
      const bordereau = await openBordereau(requireContext(request, deps), {
        agreementId: request.params.agreementId,
        query: request.query,
      });
      const columns = bordereauColumns(kind, bordereau.period.syndicates);
      const name = bordereauFileName(
        kind,
        bordereau.agreement.uniqueMarketReference,
        bordereau.dateFrom,
        bordereau.dateTo,
        format,
      );
      if (format === "xlsx") {
        const lines = bordereauLines(deps.database, bordereau);
        const sheet = kind === "premium" ? "Premium bordereau" : "Risk bordereau";
        return reply
          .header("content-type", XLSX)
          .header("content-disposition", attachment(name))
          .header("cache-control", "private, no-store")
          .send(xlsxStream(sheet, columns, lines, (error) => request.log.error({ err: error })));
      }
      return sendStream(reply, CSV, name, bordereauCsv(deps.database, bordereau, kind));
    },
  );
}
