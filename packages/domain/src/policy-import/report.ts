/** What validating (and importing) a file answers (SPEC §7 `woodina-bulk-import`). */
import { z } from "zod";
import { ZImportSummary } from "./summary.ts";

export const ZImportIssue = z.object({
  line: z.number().int().describe("The line of the file, the header being line 1"),
  column: z.string(),
  code: z.string(),
  message: z.string(),
});

export const ZImportReport = z.object({
  valid: z.boolean().describe("No errors: the file can be imported (warnings are accepted)"),
  rows: z.number().int().describe("Rows below the header"),
  errors: z.array(ZImportIssue),
  warnings: z.array(ZImportIssue),
  summary: ZImportSummary,
});
export type TImportReport = z.infer<typeof ZImportReport>;
