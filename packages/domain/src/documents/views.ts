/**
 * What the documents, email-template and files routes answer: the response schemas the server
 * declares and the types the web app reads.
 */
import { z } from "zod";
import { ZPage } from "../schemas/paging.ts";
import { documentEvents, documentTemplateTypes, ZRecipient } from "./schemas.ts";

const id = z.number().int();
const seconds = z.number().int();

export const ZDocumentTemplateView = z.object({
  id,
  name: z.string(),
  type: z.enum(documentTemplateTypes),
  content: z.string(),
  dataModelVersion: z.number().int(),
  partIds: z.array(id),
  additionalFileVersionIds: z.array(id),
  /** One template's read and save: the additional PDFs' names (not in the list). */
  additionalFiles: z.array(z.object({ id, name: z.string(), mimeType: z.string() })).optional(),
  tags: z.array(z.string()),
  updatedAt: seconds,
});
export type TDocumentTemplateView = z.infer<typeof ZDocumentTemplateView>;
export const ZDocumentTemplatePage = ZPage(ZDocumentTemplateView.omit({ content: true }));

export const ZMergeFieldsView = z.object({
  version: z.number().int(),
  fields: z.array(
    z.object({
      path: z.string(),
      label: z.string(),
      type: z.enum(["text", "date", "money", "number", "list", "block"]),
      description: z.string().optional(),
    }),
  ),
});

export const ZProductDocumentLinksView = z.object({
  links: z.array(z.object({ event: z.enum(documentEvents), templateIds: z.array(id) })),
});

export const ZEmailTemplateView = z.object({
  id,
  name: z.string(),
  subject: z.string(),
  recipients: z.array(ZRecipient),
  cc: z.array(ZRecipient),
  bcc: z.array(ZRecipient),
  content: z.string(),
  attachDocumentTemplateIds: z.array(id),
  attachFileVersionIds: z.array(id),
  /** One template's read and save: the attached files' names, for the editor's picker. */
  attachFiles: z.array(z.object({ id, name: z.string(), mimeType: z.string() })).optional(),
  tags: z.array(z.string()),
  updatedAt: seconds,
});
export type TEmailTemplateView = z.infer<typeof ZEmailTemplateView>;
export const ZEmailTemplatePage = ZPage(ZEmailTemplateView);

/** An email template rendered with the sample risk: plain-text subject and HTML body. */
export const ZEmailPreview = z.object({ subject: z.string(), html: z.string() });
export type TEmailPreview = z.infer<typeof ZEmailPreview>;

export const ZFolderView = z.object({
  id,
  parentId: id.nullable(),
  name: z.string(),
  locked: z.boolean(),
  visibility: id,
});
export type TFolderView = z.infer<typeof ZFolderView>;

export const ZDirectoryView = z.object({
  id,
  name: z.string(),
  rootFolderId: id.nullable(),
  folders: z.array(ZFolderView),
});
export type TDirectoryView = z.infer<typeof ZDirectoryView>;

export interface TFolderOptionView {
  value: string;
  label: string;
  name: string;
  expanded: boolean;
  selectable: boolean;
  children: TFolderOptionView[];
}
export const ZFolderOption: z.ZodType<TFolderOptionView> = z.lazy(() =>
  z.object({
    value: z.string(),
    label: z.string(),
    name: z.string(),
    expanded: z.boolean(),
    selectable: z.boolean(),
    children: z.array(ZFolderOption),
  }),
);

export const ZFolderFileView = z.object({
  id,
  folderId: id,
  name: z.string(),
  mimeType: z.string(),
  visibility: id,
  locked: z.boolean(),
  protected: z.boolean(),
  versionNumber: z.number().int(),
  currentVersionId: id.nullable(),
  url: z.string().nullable(),
  updatedAt: seconds,
});
export type TFolderFileView = z.infer<typeof ZFolderFileView>;

export const ZFolderContents = z.object({
  folder: ZFolderView,
  directory: z.object({ id, name: z.string(), rootFolderId: id.nullable() }),
  path: z.array(z.object({ id, name: z.string() })),
  folders: z.array(ZFolderView),
  files: ZPage(ZFolderFileView),
});
export type TFolderContents = z.infer<typeof ZFolderContents>;

export const ZFileVersionView = z.object({
  id,
  companyId: id,
  name: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  visibility: id,
  url: z.string(),
  createdAt: seconds,
  versionNumber: z.number().int().nullable(),
  updatedBy: z.string().nullable(),
});
export const ZFolderFileDetail = ZFolderFileView.extend({ versions: z.array(ZFileVersionView) });
export type TFolderFileDetail = z.infer<typeof ZFolderFileDetail>;

/** A file uploaded to a risk package (the underwriter panel's files), with who last updated it. */
export const ZRiskFileView = ZFolderFileView.extend({
  updatedBy: z.string().nullable(),
  size: z.number().int(),
});
export type TRiskFileView = z.infer<typeof ZRiskFileView>;
export const ZRiskFilePage = ZPage(ZRiskFileView);
