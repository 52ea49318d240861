/**
 * The certificate of currency: the platform's own document, the same for every product, rendered
 * on demand from the latest bound transaction's merge data (never stored: it speaks for the day it
 * is issued). It states the cover, never the premium.
 */

import type { DbOrTx } from "../../platform/db/index.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { renderTemplatesPdf } from "../rendering/index.ts";
import type { TransactionDocumentSource } from "./generate.ts";
import { companyLogo } from "./preview-data.ts";

export const CERTIFICATE_TITLE = "Certificate of currency";

const row = (label: string, value: string, when?: string) => {
  const cells = `<tr><td><p><strong>${label}</strong></p></td><td><p>${value}</p></td></tr>`;
  return when ? `{% if ${when} %}${cells}{% endif %}` : cells;
};

export const certificateOfCurrencyTemplate = `
<h1>${CERTIFICATE_TITLE}</h1>
<p>This certifies that, at the date of issue, the insurance described below is current.</p>
<table>
${row("Insured", "{{ insured.name }}")}
${row("ABN / NZBN", "{{ insured.registrationNumber }}", "insured.registrationNumber")}
${row("Policy number", "{{ policy.policyNumber }}")}
${row("Insurance", "{{ policy.productName }} ({{ policy.insuranceClass }})")}
${row("Insurer", "{{ agreement.insurerName }}{% if agreement.agreementNumber %} under binding agreement {{ agreement.agreementNumber }}{% endif %}", "agreement.insurerName")}
${row("Underwriting agency", "{{ underwriter.companyName }}")}
${row("Broker", "{{ broker.companyName }}")}
${row("Period of insurance", "From {{ policy.inceptionDate | date_au }} to {{ policy.expiryDate | date_au }} at 4.00 pm local standard time")}
${row("Cover ends", "{{ policy.effectiveDate | date_au }}: the policy is cancelled from that date", 'policy.transactionCode == "CAN"')}
${row("Limit of indemnity", "{{ answerLabels.limit }} any one claim and in the aggregate", "answerLabels.limit")}
${row("Sum insured", "{{ answerLabels.vehicleValue }}", "answerLabels.vehicleValue")}
${row("Excess", "{{ formulas.excess.value | money }} each and every claim", "formulas.excess.value")}
${row("Date of issue", "{{ document.generatedOn | date_au }}")}
</table>
{% if syndicates.size > 0 %}<h2>Security</h2>
<ul>{% for s in syndicates %}<li><p>{{ s.name }}: {{ s.sharePercent }}%</p></li>{% endfor %}</ul>{% endif %}
<hr>
<p><em>This certificate is a summary of the cover at the date of issue only. It does not amend, extend or alter the policy, which must be read for its full terms, conditions and exclusions; cover may change or end after this date.</em></p>`;

/** The certificate of one policy as a PDF, with the underwriter's logo. */
export async function renderCertificateOfCurrency(
  deps: Pick<AppDeps, "storage">,
  db: DbOrTx,
  source: TransactionDocumentSource,
): Promise<Buffer> {
  const data = {
    ...source.data,
    document: { ...source.data.document, title: CERTIFICATE_TITLE, event: "certificate" },
  };
  const assets = await companyLogo(deps, db, source.companyId);
  return renderTemplatesPdf(
    [{ name: CERTIFICATE_TITLE, content: certificateOfCurrencyTemplate }],
    data,
    assets,
  );
}
