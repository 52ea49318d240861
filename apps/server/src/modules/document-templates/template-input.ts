import { documentMessages, type TDocumentTemplateInput } from "@platform/domain";
import { and, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/index.ts";
import { invalid } from "../../platform/http/errors.ts";
import { companyFileVersions } from "../files/index.ts";
import { RenderRefused, validateInWorker } from "../rendering/index.ts";
import { documentTemplates } from "./tables.ts";

export type TemplateInput = Required<Omit<TDocumentTemplateInput, "content">> & { content: string };

/**
 * 422 with each Liquid error at its place: `content: ["Line 2, column 9: Unknown merge field: …"]`,
 * or the limit a render against the sample risk ran into (it runs in a worker thread, outside
 * any transaction).
 */
export async function assertValidContent(content: string, field = "content") {
  let errors: Awaited<ReturnType<typeof validateInWorker>>;
  try {
    errors = await validateInWorker(content);
  } catch (error) {
    if (error instanceof RenderRefused) throw invalid({ [field]: [error.message] });
    throw error;
  }
  if (errors.length > 0)
    throw invalid({
      [field]: errors.map((e) => documentMessages.atPosition(e.line, e.column, e.message)),
    });
}

export async function checkReferences(
  db: DbOrTx,
  companyId: number,
  input: TemplateInput,
  selfId?: number,
) {
  if (input.type === "combined") {
    const parts = input.partIds.length
      ? await db
          .select({ id: documentTemplates.id, type: documentTemplates.type })
          .from(documentTemplates)
          .where(
            and(
              eq(documentTemplates.companyId, companyId),
              inArray(documentTemplates.id, input.partIds),
            ),
          )
      : [];
    if (
      parts.length !== input.partIds.length ||
      parts.some((p) => p.type !== "single" || p.id === selfId)
    )
      throw invalid({ partIds: documentMessages.partNotSingle });
  }
  const files = await companyFileVersions(db, companyId, input.additionalFileVersionIds);
  if (
    files.length !== input.additionalFileVersionIds.length ||
    files.some((file) => file.mimeType !== "application/pdf")
  )
    throw invalid({ additionalFileVersionIds: documentMessages.notPdf });
}

export const nameTaken = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.code === "23505" || e.cause?.code === "23505";
};
