/**
 * Which email templates a product sends on each trigger (quote, bind, adjustment, cancellation,
 * reinstatement, renewal invitation, proposal sent), in order, like the document templates it
 * issues.
 */
import {
  type EmailTrigger,
  emailMessages,
  emailTriggers,
  type TProductEmailLinks,
} from "@platform/domain";
import type { Ctx } from "../../platform/context/index.ts";
import { readTemplateLinks, type TemplateLinkKind } from "../document-templates/index.ts";
import { emailTemplates, productEmailTemplates } from "./tables.ts";

export const emailLinks: TemplateLinkKind<EmailTrigger, "trigger"> = {
  templates: { table: emailTemplates, id: emailTemplates.id, companyId: emailTemplates.companyId },
  links: {
    table: productEmailTemplates,
    productId: productEmailTemplates.productId,
    moment: productEmailTemplates.trigger,
    templateId: productEmailTemplates.templateId,
    position: productEmailTemplates.position,
  },
  momentName: "trigger",
  moments: emailTriggers,
  action: "email_template.links_updated",
  notOwnTemplates: emailMessages.ownTemplates,
};

export function productEmailLinks(
  ctx: Ctx,
  input: { productId: number },
): Promise<TProductEmailLinks> {
  return readTemplateLinks<EmailTrigger, "trigger">(ctx, {
    kind: emailLinks,
    productId: input.productId,
  });
}
