/**
 * The demo underwriter's email templates and the triggers its main products send them on: a
 * fresh demo sends the quotation, the bound policy, an adjustment, a cancellation, a
 * reinstatement and a renewal invitation to the broker (and the insured), with the documents
 * issued for the transaction attached. They land in the system outbox unless SMTP is set.
 */
import { type EmailTrigger, ProductKind } from "@platform/domain";
import { eq } from "drizzle-orm";
import { emailTemplates, productEmailTemplates } from "../modules/email-templates/tables.ts";
import { products } from "../modules/products/tables.ts";
import type { DbOrTx } from "../platform/db/index.ts";

const signOff = `<p>Kind regards,<br>{% if underwriter.contactName %}{{ underwriter.contactName }}, {% endif %}{{ underwriter.companyName }}</p>`;

interface DemoEmail {
  trigger: EmailTrigger;
  name: string;
  subject: string;
  content: string;
  /** Attach the documents issued with it (the quotation, the schedule). */
  attachIssued: boolean;
  toInsured: boolean;
}

export const demoEmailTemplates: readonly DemoEmail[] = [
  {
    trigger: "quote",
    name: "Quotation issued",
    subject: "Quotation {{ policy.reference }} for {{ insured.name }}",
    content: `<p>Dear {{ broker.contactName | default: broker.companyName }},</p><p>Thank you for your submission for <strong>{{ insured.name }}</strong>. Our quotation {{ policy.reference }} is attached: the amount payable is <strong>{{ premium.amountPayable | money }}</strong> for the period {{ policy.inceptionDate | date_au }} to {{ policy.expiryDate | date_au }}.</p>${signOff}`,
    attachIssued: true,
    toInsured: false,
  },
  {
    trigger: "bind",
    name: "Policy bound",
    subject: "Policy {{ policy.policyNumber }} is bound: {{ insured.name }}",
    content: `<p>Dear {{ broker.contactName | default: broker.companyName }},</p><p>Policy <strong>{{ policy.policyNumber }}</strong> for {{ insured.name }} is bound from {{ policy.inceptionDate | date_au }} to {{ policy.expiryDate | date_au }}. The policy schedule is attached; the amount payable is {{ premium.amountPayable | money }}.</p>${signOff}`,
    attachIssued: true,
    toInsured: true,
  },
  {
    trigger: "adjustment",
    name: "Policy adjusted",
    subject: "Policy {{ policy.policyNumber }} adjusted from {{ policy.effectiveDate | date_au }}",
    content: `<p>Dear {{ broker.contactName | default: broker.companyName }},</p><p>The adjustment to policy <strong>{{ policy.policyNumber }}</strong> for {{ insured.name }} is bound, effective {{ policy.effectiveDate | date_au }}. The premium for the change is {{ premium.amountPayable | money }}; the endorsement schedule is attached.</p>${signOff}`,
    attachIssued: true,
    toInsured: false,
  },
  {
    trigger: "cancellation",
    name: "Policy cancelled",
    subject: "Policy {{ policy.policyNumber }} cancelled from {{ policy.effectiveDate | date_au }}",
    content: `<p>Dear {{ broker.contactName | default: broker.companyName }},</p><p>Policy <strong>{{ policy.policyNumber }}</strong> for {{ insured.name }} is cancelled, effective {{ policy.effectiveDate | date_au }}. The premium adjustment is {{ premium.amountPayable | money }}; the cancellation schedule is attached.</p>${signOff}`,
    attachIssued: true,
    toInsured: true,
  },
  {
    trigger: "reinstatement",
    name: "Policy reinstated",
    subject:
      "Policy {{ policy.policyNumber }} reinstated from {{ policy.effectiveDate | date_au }}",
    content: `<p>Dear {{ broker.contactName | default: broker.companyName }},</p><p>Policy <strong>{{ policy.policyNumber }}</strong> for {{ insured.name }} is reinstated, effective {{ policy.effectiveDate | date_au }}, and in force again until {{ policy.expiryDate | date_au }}. The premium charged back is {{ premium.amountPayable | money }}; the reinstatement schedule is attached.</p>${signOff}`,
    attachIssued: true,
    toInsured: true,
  },
  {
    trigger: "renewal",
    name: "Renewal invitation",
    subject:
      "Renewal due: policy {{ policy.policyNumber }} expires on {{ policy.expiryDate | date_au }}",
    content: `<p>Dear {{ broker.contactName | default: broker.companyName }},</p><p>Policy <strong>{{ policy.policyNumber }}</strong> for {{ insured.name }} expires on {{ policy.expiryDate | date_au }}. We would be pleased to offer renewal terms: renew it from the risk page and we will quote the next term.</p>${signOff}`,
    attachIssued: false,
    toInsured: false,
  },
];

/** Seeds the templates for `companyId` and links them to its main products' triggers. */
export async function seedDemoEmailTemplates(
  tx: DbOrTx,
  companyId: number,
  documentTemplates: readonly { id: number }[],
) {
  const created = await tx
    .insert(emailTemplates)
    .values(
      demoEmailTemplates.map((t) => ({
        companyId,
        name: t.name,
        subject: t.subject,
        recipients: [
          { role: "broker" as const },
          ...(t.toInsured ? [{ role: "insured" as const }] : []),
        ],
        cc: [{ role: "underwriter" as const }],
        content: t.content,
        attachDocumentTemplateIds: t.attachIssued ? documentTemplates.map((d) => d.id) : [],
        tags: [t.trigger],
      })),
    )
    .returning({ id: emailTemplates.id, name: emailTemplates.name });
  const owned = await tx
    .select({ id: products.id, kind: products.kind })
    .from(products)
    .where(eq(products.companyId, companyId));
  const rows = owned
    .filter((p) => p.kind === ProductKind.Main)
    .flatMap((p) =>
      demoEmailTemplates.map((t) => ({
        productId: p.id,
        trigger: t.trigger,
        templateId: created.find((c) => c.name === t.name)!.id,
        position: 0,
      })),
    );
  if (rows.length > 0) await tx.insert(productEmailTemplates).values(rows);
}
