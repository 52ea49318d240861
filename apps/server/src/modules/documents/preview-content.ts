import type { Ctx } from "../../platform/context/index.ts";
import { assertValidContent } from "../document-templates/index.ts";
import { authorizePreview } from "./access.ts";
import {
  companyLogo,
  type PreviewRiskData,
  type PreviewWith,
  previewData,
  previewPdf,
} from "./preview-data.ts";

/**
 * Unsaved content from the editor: checked like a save (422 with positions), then rendered;
 * `riskData` reads a chosen risk's merge data (wired in app.ts).
 */
export async function previewContent(
  ctx: Ctx,
  input: PreviewWith & { name: string; content: string; riskData: PreviewRiskData },
) {
  const { actor } = ctx;
  const { riskData } = input;
  const companyId = authorizePreview(actor);
  await assertValidContent(input.content);
  const data = await previewData(ctx, riskData, companyId, input, input.name);
  return previewPdf(
    [{ name: input.name, content: input.content }],
    data,
    await companyLogo(ctx, ctx.db, companyId),
  );
}
