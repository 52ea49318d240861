import type { Ctx } from "../../platform/context/index.ts";
import { findTemplate, partsOf } from "../document-templates/index.ts";
import { authorizePreview } from "./access.ts";
import {
  companyLogo,
  type PreviewRiskData,
  type PreviewWith,
  previewData,
  previewPdf,
} from "./preview-data.ts";

/**
 * A saved template rendered with a sample risk or one of the company's risks; `riskData` reads
 * a chosen risk's merge data (wired in app.ts).
 */
export async function previewTemplate(
  ctx: Ctx,
  input: PreviewWith & { templateId: number; riskData: PreviewRiskData },
) {
  const { db, actor } = ctx;
  const { templateId, riskData, ...using } = input;
  const companyId = authorizePreview(actor);
  const template = await findTemplate(db, companyId, templateId);
  const parts = await partsOf(db, companyId, template);
  const data = await previewData(ctx, riskData, companyId, using, template.name);
  return previewPdf(
    parts.map((p) => ({ name: p.name, content: p.content })),
    data,
    await companyLogo(ctx, db, companyId),
  );
}
