/** The product page's "Documents and emails" tab: which templates each trigger issues and sends. */
export const templateTriggers = {
  tab: "Documents and emails",
  intro:
    "Choose the documents generated and the emails sent when a transaction of this product reaches each step. Documents are generated in the order listed; an email can attach them.",
  item: "document and email settings",
  noPermission:
    "Only users who manage documents choose the templates. Ask an administrator for the permission.",
  noTemplates:
    "This company has no document or email templates yet. Create them under Document templates and Email templates, then choose them here.",
  documents: "Documents generated",
  documentsPlaceholder: "No documents",
  emails: "Emails sent",
  emailsPlaceholder: "No emails",
  emailsOnly: "No documents are generated on this step; only emails are sent.",
  save: "Save documents and emails",
  saved: "Documents and emails saved",
  reset: "Discard changes",
  manageDocuments: "Document templates",
  manageEmails: "Email templates",
  trigger: {
    quote: { title: "Quote issued", help: "When the underwriter or broker quotes the risk." },
    bind: { title: "Policy bound", help: "When the quote is bound and the policy issued." },
    adjustment: {
      title: "Policy adjusted",
      help: "When a mid-term adjustment (endorsement) is bound.",
    },
    cancellation: { title: "Policy cancelled", help: "When the policy is cancelled." },
    reinstatement: {
      title: "Policy reinstated",
      help: "When the reinstatement of a cancelled policy is bound. It is not an adjustment: the adjustment's documents and emails are not issued.",
    },
    renewal: {
      title: "Renewal invited",
      help: "When the renewal invitation goes to the broker before the policy expires.",
    },
    proposal: { title: "Proposal sent", help: "When the broker sends a proposal to the client." },
  },
};

/** The attachment picker: company files chosen from the files and folders (SPEC §3). */
export const attachmentPicker = {
  choose: "Choose files",
  title: "Attach company files",
  folder: "Folder",
  search: "Search this folder",
  empty: "No files in this folder.",
  noMatch: "No file in this folder matches the search.",
  none: "No files attached.",
  remove: "Remove {{name}}",
  attach: "Attach {{name}}",
  onlyPdf: "Only PDF files can be chosen here.",
  done: "Done",
};
