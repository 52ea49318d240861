import { type DocumentEvent, documentEvents } from "@platform/domain";
import type { Ctx } from "../../platform/context/index.ts";
import { documentTemplates, productDocumentTemplates } from "./tables.ts";
import { readTemplateLinks, type TemplateLinkKind } from "./template-links.ts";

export const documentLinks: TemplateLinkKind<DocumentEvent, "event"> = {
  templates: {
    table: documentTemplates,
    id: documentTemplates.id,
    companyId: documentTemplates.companyId,
  },
  links: {
    table: productDocumentTemplates,
    productId: productDocumentTemplates.productId,
    moment: productDocumentTemplates.event,
    templateId: productDocumentTemplates.templateId,
    position: productDocumentTemplates.position,
  },
  momentName: "event",
  moments: documentEvents,
  action: "document_template.links_updated",
  notOwnTemplates: "Choose the company's own templates",
};

/** The templates a product issues on each event, in order. */
export function productLinks(ctx: Ctx, input: { productId: number }) {
  return readTemplateLinks<DocumentEvent, "event">(ctx, {
    kind: documentLinks,
    productId: input.productId,
  });
}
