import { importTemplateCsv } from "@platform/domain";
import type { Ctx } from "../../platform/context/index.ts";
import { authorizePolicyImport } from "./access.ts";

/** The template to fill in: the header and a sample row. */
export async function importTemplate(ctx: Ctx) {
  await authorizePolicyImport(ctx);
  return { fileName: "policy-import-template.csv", content: importTemplateCsv() };
}
