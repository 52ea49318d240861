/** The public face of the document-templates module. */

export {
  demoDocumentTemplates,
  motorScheduleTemplate,
  piScheduleTemplate,
} from "./demo-templates.ts";
export { countOwnTemplates, findTemplate, ownTemplateIds, partsOf } from "./find-template.ts";
export { linkedEvents } from "./linked-events.ts";
export { assertOwnProduct } from "./own-product.ts";
export { presentTemplate } from "./present.ts";
export { seedDemoDocumentTemplates } from "./seed.ts";
export type { DocumentTemplateRow } from "./tables.ts";
export { assertValidContent } from "./template-input.ts";
export {
  readTemplateLinks,
  replaceTemplateLinks,
  type TemplateLinkKind,
} from "./template-links.ts";
export { templatesForEvent } from "./templates-for-event.ts";
