/** The documents panel of the risk page: quotation and policy documents (SPEC §2, §7, §8). */
export const riskDocuments = {
  title: "Documents",
  kind: {
    quotation: "Quotation",
    policy: "Policy",
    adjustment: "Adjustment",
    cancellation: "Cancellation",
    renewal: "Renewal",
  },
  empty:
    "No documents yet. The quotation is issued when the risk is quoted, the policy documents when it is bound.",
  generating: "Generating documents…",
  download: "Download",
  downloadName: "Download {{name}}",
  retry: "Generate again",
  retried: "Documents are being generated again",
  issued: "Issued {{date}}",
};
