/** The public face of the email-templates module (the outbox renders with `renderEmail`). */

export { emailTemplatesFor } from "./email-templates-for.ts";
export { findEmailTemplate, ownEmailTemplateIds } from "./find-email-template.ts";
export { type RecipientDirectory, renderEmail } from "./render-email.ts";
