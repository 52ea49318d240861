import type { EmailTrigger, TProductEmailLinks } from "@platform/domain";
import type { Ctx } from "../../platform/context/index.ts";
import { replaceTemplateLinks } from "../document-templates/index.ts";
import { emailLinks } from "./product-email-links.ts";

/** Sets the email templates a product sends on each trigger, in order. */
export function setProductEmailLinks(
  ctx: Ctx,
  input: { productId: number; links: TProductEmailLinks["links"] },
) {
  return replaceTemplateLinks<EmailTrigger, "trigger">(ctx, {
    kind: emailLinks,
    productId: input.productId,
    links: input.links.map((link) => ({ ...link, templateIds: link.templateIds ?? [] })),
  });
}
