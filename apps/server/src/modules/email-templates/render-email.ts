import type { DocumentData, TRecipient } from "@platform/domain";
import { renderEmailInWorker } from "../rendering/index.ts";
import type { EmailTemplateRow } from "./tables.ts";

/** Who a role means on one risk: the outbox resolves roles to addresses with this. */
export interface RecipientDirectory {
  broker: string | null;
  insured: string | null;
  underwriter: string | null;
}

const resolve = (list: TRecipient[], people: RecipientDirectory) => [
  ...new Set(
    list
      .map((r) => ("email" in r ? r.email : people[r.role]))
      .filter((address): address is string => Boolean(address)),
  ),
];

/**
 * An email template rendered for one risk, ready for `outbox.message`: subject (plain text),
 * HTML body, and recipients with roles resolved to addresses (a role with no address is left
 * out; an address in `to` is not repeated in cc or bcc).
 */
export async function renderEmail(
  row: EmailTemplateRow,
  data: DocumentData,
  people: RecipientDirectory,
) {
  const to = resolve(row.recipients, people);
  const cc = resolve(row.cc, people).filter((a) => !to.includes(a));
  const bcc = resolve(row.bcc, people).filter((a) => !to.includes(a) && !cc.includes(a));
  const { subject, html } = await renderEmailInWorker(row.subject, row.content, data);
  return {
    to,
    cc,
    bcc,
    subject,
    html,
    attachDocumentTemplateIds: row.attachDocumentTemplateIds,
    attachFileVersionIds: row.attachFileVersionIds,
  };
}
