/** The public face of the documents module: rendering, previews and generated documents. */
export {
  type DocumentSourceLoader,
  documentJobs,
  GENERATE_DOCUMENTS_JOB,
  GENERATION_RETRIES,
  type GenerateDocumentsJob,
  generateTransactionDocuments,
  markGenerationPending,
  queueDocumentGeneration,
  runDocumentGeneration,
  type TransactionDocumentSource,
} from "./generate.ts";
export { renderPdf, renderTemplatesPdf, templateTree } from "./render/index.ts";
export { documentRoutes } from "./routes.ts";
