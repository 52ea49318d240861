import type { DocumentEvent } from "@platform/domain";
import type { Ctx } from "../../platform/context/index.ts";
import { documentLinks } from "./product-links.ts";
import { replaceTemplateLinks } from "./template-links.ts";

/** Sets the templates a product issues on each event, in order. */
export function setProductLinks(
  ctx: Ctx,
  input: { productId: number; links: { event: DocumentEvent; templateIds: number[] }[] },
) {
  return replaceTemplateLinks<DocumentEvent, "event">(ctx, { kind: documentLinks, ...input });
}
