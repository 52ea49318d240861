/** The public face of the document-templates module. */

export {
  demoDocumentTemplates,
  motorScheduleTemplate,
  piScheduleTemplate,
} from "./demo-templates.ts";
export { seedDemoDocumentTemplates } from "./seed.ts";
export {
  assertOwnProduct,
  assertValidContent,
  countOwnTemplates,
  findTemplate,
  partsOf,
  presentTemplate,
  templatesForEvent,
} from "./service.ts";
export type { DocumentTemplateRow } from "./tables.ts";
