/** The public face of the documents module: rendering, previews and generated documents. */

export { CERTIFICATE_TITLE, renderCertificateOfCurrency } from "./certificate-of-currency.ts";
export {
  type DocumentSourceLoader,
  documentJobs,
  documentsIssuedFor,
  documentsOfPackages,
  GENERATE_DOCUMENTS_JOB,
  GENERATION_RETRIES,
  type GenerateDocumentsJob,
  generationStatusOf,
  markGenerationPending,
  packageDocumentFile,
  packagesIssuingFile,
  queueDocumentGeneration,
  runDocumentGeneration,
  type TransactionDocumentSource,
} from "./generate.ts";
export { type PreviewRiskData, type PreviewWith, previewData } from "./preview-data.ts";
export { ZPreviewWith } from "./preview-schema.ts";
