/**
 * The rendering module: templates and PDFs in worker threads (`in-workers.ts`), static PDFs appended
 * with pdf-lib. Document and email templates, previews and generation all render through it.
 */
export {
  RenderRefused,
  renderEmailInWorker,
  renderTemplatesPdf,
  validateInWorker,
} from "./in-workers.ts";
export { appendPdfs } from "./merge.ts";
export type { RenderAssets } from "./pdf.ts";
