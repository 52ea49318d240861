import { z } from "zod";
import { messages } from "../messages.ts";
import { ZPageMeta, ZPageQuery } from "../schemas/paging.ts";
import { zId, zIdOf } from "../schemas/primitives.ts";

export const documentTemplateTypes = ["single", "combined"] as const;
export type DocumentTemplateType = (typeof documentTemplateTypes)[number];

/**
 * When a product issues a template (its product-template links). `reinstatement` is the bound
 * adjustment that reinstates a cancelled policy: its own event, so it is never announced as an
 * adjustment (docs/decisions.md "Reinstatement is its own document event").
 */
export const documentEvents = [
  "quote",
  "bind",
  "adjustment",
  "cancellation",
  "reinstatement",
  "renewal",
] as const;
export type DocumentEvent = (typeof documentEvents)[number];

export const documentMessages = {
  partsRequired: "Choose the templates this document combines",
  partNotSingle: "A combined document can only combine single templates",
  contentRequired: "Write the template's content",
  /** A template error at its place in the content. */
  atPosition: (line: number, column: number, message: string) =>
    `Line ${line}, column ${column}: ${message}`,
  notPdf: "Additional documents must be PDF files",
  recipientRequired: "Add at least one recipient",
  folderLocked: "Cannot modify this item because it is in use",
  moveIntoItself: "A folder cannot be moved into itself",
  /** A preview's chosen risk is not one the company underwrites. */
  previewRiskNotOwn: "Choose one of the company's risks",
  /** Rendering limits (docs/decisions.md, "Bounded template rendering"). */
  renderedTooLarge:
    "The template writes more than 500,000 characters: shorten its loops or repeated text",
  renderTooSlow: "The template takes too long to render: simplify its loops",
  renderTooBig: "The template needs too much memory to render: simplify its loops",
} as const;

const name = z
  .string({ error: messages.nameRequired })
  .trim()
  .min(1, messages.nameRequired)
  .max(150, messages.maxLength(150));
const tags = z
  .array(z.string().trim().min(1).max(50, messages.maxLength(50)))
  .max(20, messages.maxSelected(20))
  .refine((list) => new Set(list).size === list.length, messages.noDuplicates)
  .default([]);
const ids = (max: number) =>
  z
    .array(zId)
    .max(max, messages.maxSelected(max))
    .refine((list) => new Set(list).size === list.length, messages.noDuplicates)
    .default([]);

export const ZDocumentTemplate = z
  .strictObject({
    name,
    type: z.enum(documentTemplateTypes, { error: messages.required }),
    /** Rich text (HTML from the editor) with Liquid merge fields; empty for a combined one. */
    content: z.string().max(200_000, messages.maxLength(200_000)).default(""),
    /** Combined only: the single templates it joins, in order. */
    partIds: ids(20),
    /** Static PDFs (file versions) issued with it, e.g. the policy wording. */
    additionalFileVersionIds: ids(10),
    tags,
  })
  .superRefine((t, ctx) => {
    if (t.type === "combined" && t.partIds.length === 0)
      ctx.addIssue({ code: "custom", path: ["partIds"], message: documentMessages.partsRequired });
    if (
      t.type === "single" &&
      t.content
        .replace(/<[^>]*>/g, "")
        .replace(/&nbsp;/g, " ")
        .trim() === ""
    )
      ctx.addIssue({
        code: "custom",
        path: ["content"],
        message: documentMessages.contentRequired,
      });
  });
export type TDocumentTemplateInput = z.input<typeof ZDocumentTemplate>;

export const ZTemplateListQuery = ZPageQuery.extend({
  search: z.string().trim().max(100).optional(),
  tag: z.string().trim().max(50).optional(),
});

export const ZPreviewQuery = z.object({
  sample: z.enum(["pi", "motor"]).default("pi"),
});

/** Which templates a product issues on each event, in order. */
export const ZProductDocumentLinks = z.strictObject({
  links: z
    .array(z.strictObject({ event: z.enum(documentEvents), templateIds: ids(20) }))
    .max(documentEvents.length),
});

export const recipientRoles = ["broker", "insured", "underwriter"] as const;
export const ZRecipient = z.union([
  z.strictObject({ role: z.enum(recipientRoles) }),
  z.strictObject({ email: z.email(messages.invalidEmail) }),
]);
export type TRecipient = z.infer<typeof ZRecipient>;

export const ZEmailTemplate = z.strictObject({
  name,
  subject: z
    .string({ error: messages.labelRequired("Subject") })
    .trim()
    .min(1, messages.labelRequired("Subject"))
    .max(255, messages.maxLength(255)),
  recipients: z.array(ZRecipient).min(1, documentMessages.recipientRequired).max(20),
  cc: z.array(ZRecipient).max(20).default([]),
  bcc: z.array(ZRecipient).max(20).default([]),
  content: z
    .string({ error: documentMessages.contentRequired })
    .max(200_000, messages.maxLength(200_000))
    .refine((html) => html.replace(/<[^>]*>/g, "").trim() !== "", documentMessages.contentRequired),
  /** Generated documents of these templates, and these stored files. */
  attachDocumentTemplateIds: ids(10),
  attachFileVersionIds: ids(10),
  tags,
});
export type TEmailTemplateInput = z.input<typeof ZEmailTemplate>;

// ---------------------------------------------------------------------------- files and folders

const folderName = z
  .string({ error: messages.nameRequired })
  .trim()
  .min(1, messages.nameRequired)
  .max(255, messages.maxLength(255))
  .refine((value) => !/[/\\]/.test(value), "Slashes are not allowed in names");

export const ZFolderCreate = z.strictObject({
  name: folderName,
  parentId: zIdOf(messages.required),
});
export const ZFolderUpdate = z.strictObject({
  name: folderName.optional(),
  parentId: zId.optional(),
  locked: z.boolean().optional(),
});
export const ZFileUpdate = z.strictObject({
  name: folderName.optional(),
  folderId: zId.optional(),
  locked: z.boolean().optional(),
  protected: z.boolean().optional(),
  visibility: z.union([z.literal(1), z.literal(2)]).optional(),
});

// ---------------------------------------------------------------------------- a risk's documents

/** What a generated document is, by the event that issued it (the risk page groups them). */
export const riskDocumentKinds = {
  quote: "quotation",
  bind: "policy",
  adjustment: "adjustment",
  cancellation: "cancellation",
  reinstatement: "reinstatement",
  renewal: "renewal",
} as const satisfies Record<DocumentEvent, string>;
export type RiskDocumentKind = (typeof riskDocumentKinds)[DocumentEvent];
/** The kinds in the risk page's order, for the views' enums. */
export const riskDocumentKindList = [
  "quotation",
  "policy",
  "adjustment",
  "cancellation",
  "reinstatement",
  "renewal",
] as const satisfies readonly RiskDocumentKind[];

/** `GET …/risks/{riskPackageId}/documents`: one generated document of the package. */
export const ZRiskDocumentView = z.object({
  id: z.number(),
  name: z.string(),
  kind: z.enum(riskDocumentKindList),
  transactionId: z.number(),
  fileVersionId: z.number(),
  /** Where the acting company downloads it (the risk's access rules, not the file's owner). */
  url: z.string(),
  createdAt: z.number(),
});
export type TRiskDocumentView = z.infer<typeof ZRiskDocumentView>;

/**
 * Whether documents are still being generated for the package, or generation failed for good
 * (then `message` is the spec's `Unable to generate documents automatically. Please contact the
 * underwriting team`); `canRetry` tells the underwriter's page to offer generating them again.
 */
export const ZDocumentGenerationState = z.object({
  status: z.enum(["idle", "generating", "failed"]),
  message: z.string().nullable(),
  canRetry: z.boolean(),
});
export type TDocumentGenerationState = z.infer<typeof ZDocumentGenerationState>;

export const ZRiskDocumentPage = z.object({
  data: z.array(ZRiskDocumentView),
  meta: ZPageMeta,
  generation: ZDocumentGenerationState,
  /**
   * The events on which the package's products issue documents (a template is linked): the
   * page says "no documents when quoted" for a product that links none, not "once quoted".
   */
  issuedOn: z.array(z.enum(documentEvents)),
});
export type TRiskDocumentPage = z.infer<typeof ZRiskDocumentPage>;

export const riskDocumentMessages = {
  alreadyGenerating: "Documents are already being generated for this risk",
  nothingIssued: "Documents are generated once the risk is quoted",
} as const;

// ---------------------------------------------------------------------------- emails a product sends

/**
 * When a product sends an email template: the document events (the email goes once that
 * transaction's documents are generated, with the ones it names attached; `renewal` is the
 * renewal invitation) and `proposal` (a proposal sent to the client).
 */
export const emailTriggers = [...documentEvents, "proposal"] as const;
export type EmailTrigger = (typeof emailTriggers)[number];
/** What sent a risk's email: one of the product's triggers, or an underwriter by hand. */
export const riskEmailTriggers = [...emailTriggers, "manual"] as const;
export type RiskEmailTrigger = (typeof riskEmailTriggers)[number];

/** Sending one of the company's email templates by hand from a risk. */
export const ZSendRiskEmail = z.strictObject({
  templateId: zIdOf("Choose an email template"),
});

/** Which email templates a product sends on each trigger. */
export const ZProductEmailLinks = z.strictObject({
  links: z
    .array(z.strictObject({ trigger: z.enum(emailTriggers), templateIds: ids(10) }))
    .max(emailTriggers.length),
});
export type TProductEmailLinks = z.infer<typeof ZProductEmailLinks>;

/** `GET …/risks/{riskPackageId}/emails`: one email a trigger sent (or is sending) for the risk. */
export const ZRiskEmailView = z.object({
  id: z.number(),
  trigger: z.enum(riskEmailTriggers),
  transactionId: z.number().nullable(),
  templateName: z.string(),
  subject: z.string(),
  to: z.array(z.string()),
  cc: z.array(z.string()),
  attachments: z.array(z.string()),
  /** `sending` while the queue delivers or retries it; `failed` once the retries are spent. */
  status: z.enum(["sending", "sent", "failed"]),
  attempts: z.number(),
  error: z.string().nullable(),
  createdAt: z.number(),
  sentAt: z.number().nullable(),
});
export type TRiskEmailView = z.infer<typeof ZRiskEmailView>;
export const ZRiskEmailPage = z.object({ data: z.array(ZRiskEmailView), meta: ZPageMeta });
export type TRiskEmailPage = z.infer<typeof ZRiskEmailPage>;

export const emailMessages = {
  ownTemplates: "Choose the company's own email templates",
  ownDocumentTemplates: "Choose the company's own document templates",
  ownFiles: "Choose the company's own files",
} as const;
