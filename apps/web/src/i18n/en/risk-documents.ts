/** The documents panel of the risk page: quotation and policy documents (SPEC §2, §7, §8). */
export const riskDocuments = {
  title: "Documents",
  kind: {
    quotation: "Quotation",
    policy: "Policy",
    adjustment: "Adjustment",
    cancellation: "Cancellation",
    reinstatement: "Reinstatement",
    renewal: "Renewal",
  },
  /** The empty list, by the events the risk's products link a document template to. */
  empty:
    "No documents yet. The quotation is issued when the risk is quoted, the policy documents when it is bound.",
  emptyQuoteOnly:
    "No documents yet. The quotation is issued when the risk is quoted; this product issues no documents when it is bound.",
  emptyBindOnly:
    "No documents yet. This product issues no documents when a risk is quoted; the policy documents are issued when it is bound.",
  emptyNone: "This product issues no documents when a risk is quoted or bound.",
  generating: "Generating documents…",
  download: "Download",
  downloadName: "Download {{name}}",
  retry: "Generate again",
  retried: "Documents are being generated again",
  issued: "Issued {{date}}",
  emails: {
    title: "Emails",
    status: { sending: "Sending", sent: "Sent", failed: "Failed" },
    to: "To {{list}}",
    sentAt: "sent {{date}}",
    queuedAt: "queued {{date}}",
    attached: "Attached: {{list}}",
    retrying: "Attempt {{attempts}} failed ({{error}}). It is sent again shortly.",
    failed: "Not sent after {{attempts}} attempts ({{error}}). Check the mail settings.",
    none: "No emails yet. The product's triggers send them, or send one by hand.",
    send: {
      open: "Send an email",
      title: "Send an email",
      template: "Email template",
      templateHint:
        "Rendered for the risk's current transaction, with its recipients and attachments",
      noTemplates: "The company has no email templates yet",
      submit: "Send",
      cancel: "Cancel",
      sent: "The email is on its way",
    },
  },
};
