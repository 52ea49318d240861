import { type DocumentData, toDocumentTree } from "@platform/domain";
import { renderTemplate } from "@platform/domain/documents/liquid";
import { type RenderAssets, renderPdf } from "./pdf.ts";

export { appendPdfs } from "./merge.ts";
export type { RenderAssets } from "./pdf.ts";
export { documentDefinition, renderPdf } from "./pdf.ts";

/** One template's content for one risk → its document tree. */
export async function templateTree(content: string, data: DocumentData) {
  return toDocumentTree(await renderTemplate(content, data), data);
}

/** Templates (one, or the parts of a combined one) for one risk → one PDF. */
export async function renderTemplatesPdf(
  parts: { name: string; content: string }[],
  data: DocumentData,
  assets: RenderAssets = {},
): Promise<Buffer> {
  const trees = await Promise.all(
    parts.map((p) =>
      templateTree(p.content, { ...data, document: { ...data.document, title: p.name } }),
    ),
  );
  return renderPdf(trees, assets);
}
