/**
 * Policy data import (SPEC §2, §5, §7): `POST …/woodina-bulk-import/validate` takes the raw file
 * (its own content type, `text/csv` when none) and answers what importing it would find;
 * `GET …/woodina-bulk-import/template` downloads the file to fill in.
 */
import { importColumnsHelp, ZImportReport } from "@platform/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireContext } from "../../platform/access/index.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { ZCompanyIdParams } from "../../platform/http/params.ts";
import { MAX_IMPORT_MB } from "./file-body.ts";
import { importTemplate } from "./import-template.ts";
import { validatePolicyImport } from "./validate-import.ts";

const fileDescription = `The CSV file as the raw request body (at most ${MAX_IMPORT_MB} MB), one row per transaction; header names in any order, case-insensitive:\n${importColumnsHelp()}`;

export async function policyImportRoutes(app: FastifyInstance, deps: AppDeps) {
  // The file is read as it arrives, whatever its declared type; the use case refuses non-CSV.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", (_request, payload, done) => done(null, payload));
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["policy data import"];

  r.post(
    "/api/companies/:companyId/woodina-bulk-import/validate",
    {
      schema: {
        tags,
        summary:
          "Validate a policy data file: every error and warning by line and column, and the reconciliation summary",
        description: fileDescription,
        consumes: ["text/csv"],
        params: ZCompanyIdParams,
        response: { 200: ZImportReport },
      },
    },
    async (request) =>
      validatePolicyImport(requireContext(request, deps), {
        contentType: request.headers["content-type"],
        body: bodyStream(request.body),
      }),
  );
  r.get(
    "/api/companies/:companyId/woodina-bulk-import/template",
    {
      schema: {
        tags,
        summary: "Download the policy data file's template: the header and a sample row",
        description: fileDescription,
        params: ZCompanyIdParams,
      },
    },
    async (request, reply) => {
      const template = await importTemplate(requireContext(request, deps));
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${template.fileName}"`)
        .send(template.content);
    },
  );
}

/** The body as the parser left it: the request stream, or nothing when the request had none. */
function bodyStream(body: unknown): AsyncIterable<Buffer | string> {
  if (body && typeof body === "object" && Symbol.asyncIterator in body)
    return body as AsyncIterable<Buffer | string>;
  return (async function* () {})();
}
