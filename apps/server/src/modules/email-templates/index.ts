/** The public face of the email-templates module (the outbox renders with `renderEmail`). */

export { emailTemplatesFor } from "./links.ts";
export { emailTemplateRoutes } from "./routes.ts";
export { findEmailTemplate, type RecipientDirectory, renderEmail } from "./service.ts";
