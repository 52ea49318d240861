import type { Ctx } from "../../platform/context/index.ts";
import { invalid } from "../../platform/http/errors.ts";
import { type PreviewRiskData, type PreviewWith, previewData } from "../documents/index.ts";
import { RenderRefused, renderEmailInWorker } from "../rendering/index.ts";
import { authorizeEmailTemplates } from "./access.ts";
import { assertValid } from "./email-template-input.ts";

/**
 * Unsaved subject and content rendered with a sample risk, for the editor's preview: errors
 * answer 422 with their line and column, as on save. `riskData` reads a chosen risk's merge data
 * (wired in app.ts).
 */
export async function previewEmail(
  ctx: Ctx,
  input: PreviewWith & { subject: string; content: string; riskData: PreviewRiskData },
) {
  const { actor } = ctx;
  const companyId = authorizeEmailTemplates(actor);
  await assertValid(input);
  const data = await previewData(ctx, input.riskData, companyId, input, "Email");
  try {
    return await renderEmailInWorker(input.subject, input.content, data);
  } catch (error) {
    // A risk's data can write more than the sample did.
    if (error instanceof RenderRefused) throw invalid({ content: [error.message] });
    throw error;
  }
}
