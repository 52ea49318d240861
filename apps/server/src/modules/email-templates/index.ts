/** The public face of the email-templates module (the outbox renders with `renderEmail`). */

export { emailTemplatesFor } from "./links.ts";
export { findEmailTemplate, type RecipientDirectory, renderEmail } from "./service.ts";
