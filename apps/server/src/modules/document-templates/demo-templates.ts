/**
 * The demo templates seeded for Coastal: a professional indemnity schedule, a motor schedule and
 * a quotation. Written as the editor stores rich text (HTML) with Liquid merge fields, from the
 * demo products' forms (`answerLabels`) and formulas; every labelled value prints only when the
 * risk has it, and each reads true on every transaction type (new business, adjustment,
 * cancellation, renewal, reinstatement).
 */
const partiesAndPeriod = `
<h2>The parties</h2>
<table>
<tr><td><p><strong>Insured</strong></p></td><td><p>{{ insured.name }}</p></td></tr>
{% if insured.registrationNumber %}<tr><td><p><strong>ABN</strong></p></td><td><p>{{ insured.registrationNumber }}</p></td></tr>{% endif %}
<tr><td><p><strong>Address</strong></p></td><td><p>{{ insured.address.text }}</p></td></tr>
<tr><td><p><strong>Broker</strong></p></td><td><p>{{ broker.companyName }}{% if broker.contactName %} ({{ broker.contactName }}){% endif %}</p></td></tr>
<tr><td><p><strong>Underwriter</strong></p></td><td><p>{{ underwriter.companyName }}{% if underwriter.contactName %} ({{ underwriter.contactName }}){% endif %}</p></td></tr>
{% if agreement %}<tr><td><p><strong>Insurer</strong></p></td><td><p>{{ agreement.insurerName }} under binding agreement {{ agreement.agreementNumber }}</p></td></tr>{% endif %}
</table>
<h2>Period of insurance</h2>
<p>From <strong>{{ policy.inceptionDate | date_au }}</strong> to <strong>{{ policy.expiryDate | date_au }}</strong> at 4.00 pm local standard time ({{ policy.termMonths }} months). Transaction: {{ policy.transactionType }}, effective {{ policy.effectiveDate | date_au }}.</p>`;

/** What the document is on this transaction: a change says it changes or ends the policy. */
const opening = (what: string) => `
<p>{% case policy.transactionCode %}{% when "ADJ" %}Endorsement to the policy of <strong>{{ insured.name }}</strong>, reference {{ policy.reference }}, effective {{ policy.effectiveDate | date_au }}: this schedule replaces the one before from that date.{% when "CAN" %}Cancellation of the policy of <strong>{{ insured.name }}</strong>, reference {{ policy.reference }}: cover ends on {{ policy.effectiveDate | date_au }}.{% if policy.cancellationReason %} Reason: {{ policy.cancellationReason }}.{% endif %}{% else %}${what} for <strong>{{ insured.name }}</strong>, reference {{ policy.reference }}.{% endcase %}</p>`;

/** The premium of the transaction: a return premium reads as an amount refundable, never negative. */
const premium = `
<h2>{% if premium.isRefund %}Return premium{% else %}Premium{% endif %}</h2>
<p>{% premium_table %}</p>
<p>The amount {% if premium.isRefund %}refundable{% else %}payable{% endif %} is <strong>{{ premium.amountDue | money }}</strong> including GST of {{ premium.gstDue | money }} and stamp duty of {{ premium.stampDutyDue | money }}.</p>`;

const endorsements = `
{% if endorsements.size > 0 %}<h2>Endorsements</h2>
<p>This policy is subject to the following endorsements, which form part of the policy wording.</p>
<p>{% endorsements %}</p>{% endif %}`;

/**
 * The policy as this transaction leaves it: its status, when cover ends, and the term's premium
 * to date (every bound transaction summed, net of returns), as the risk screen shows them.
 */
const policyToDate = `
{% if term.grossPremium != "" %}<h2>The policy to date</h2>
<table>
<tr><td><p><strong>Status</strong></p></td><td><p>{{ term.status }}</p></td></tr>
<tr><td><p><strong>Cover ends</strong></p></td><td><p>{{ term.coverEnd | date_au }}</p></td></tr>
<tr><td><p><strong>Term premium</strong></p></td><td><p>{{ term.grossPremium | money }} gross; {{ term.amountPayable | money }} in all, including GST of {{ term.totalGst | money }} and stamp duty of {{ term.stampDuty | money }}</p></td></tr>
</table>{% endif %}`;

const premiumAndWording = `${premium}${policyToDate}
{% if syndicates.size > 0 %}<h2>Security</h2>
<p>{% syndicate_table %}</p>{% endif %}${endorsements}
<hr>
<p><em>This schedule forms part of the policy and must be read with the policy wording. Please check it and tell your broker straight away if anything is wrong.</em></p>`;

/** A cover row printed only when the risk has the value (a label is never left without one). */
const coverRow = (label: string, value: string, when: string, after = "") =>
  `{% if ${when} %}<tr><td><p><strong>${label}</strong></p></td><td><p>${value}${after}</p></td></tr>{% endif %}`;

const excessRow = (after: string) =>
  coverRow("Excess", "{{ formulas.excess.value | money }}", "formulas.excess.value", after);

export const piScheduleTemplate = `
<h1>Professional Indemnity Insurance</h1>${opening("Policy schedule")}
${partiesAndPeriod}
<h2>Cover</h2>
<table>
${coverRow("Profession", "{{ answerLabels.profession }}", "answerLabels.profession")}
${coverRow("Annual revenue", "{{ answerLabels.revenue }}", "answerLabels.revenue")}
${coverRow("Limit of indemnity", "{{ answerLabels.limit }}", "answerLabels.limit", " any one claim and in the aggregate")}
${excessRow(" each and every claim")}
</table>
${premiumAndWording}`;

export const motorScheduleTemplate = `
<h1>Commercial Motor Insurance</h1>${opening("Policy schedule")}
${partiesAndPeriod}
<h2>The vehicle</h2>
<table>
${coverRow("Market value", "{{ answerLabels.vehicleValue }}", "answerLabels.vehicleValue")}
${coverRow("Use", "{{ answerLabels.use }}", "answerLabels.use")}
${coverRow("Garaged at", "{{ answerLabels.postcode }} {{ answerLabels.state }}", "answerLabels.postcode")}
${coverRow("Youngest driver", "{{ answerLabels.driverAge }} years", "answerLabels.driverAge")}
${excessRow(" each and every claim")}
</table>
{% if insured.interestedParties.size > 0 %}<h3>Interested parties</h3>
<ul>{% for party in insured.interestedParties %}<li><p>{{ party.name }}{% if party.interest %} ({{ party.interest }}){% endif %}</p></li>{% endfor %}</ul>{% endif %}
${premiumAndWording}`;

/** A quotation for any class: what the broker forwards to the client before binding. */
export const quotationTemplate = `
<h1>Quotation</h1>
<p>Quotation for <strong>{{ insured.name }}</strong>, reference {{ policy.reference }}: {{ policy.productName }}{% if policy.transactionCode == "ADJ" %}, an endorsement effective {{ policy.effectiveDate | date_au }}{% elsif policy.transactionCode == "CAN" %}, cancellation effective {{ policy.effectiveDate | date_au }}{% endif %}.</p>
${partiesAndPeriod}
{% if answerLabels.limit or answerLabels.vehicleValue or formulas.excess.value %}<h2>Cover</h2>
<table>
${coverRow("Limit of indemnity", "{{ answerLabels.limit }}", "answerLabels.limit", " any one claim and in the aggregate")}
${coverRow("Market value of the vehicle", "{{ answerLabels.vehicleValue }}", "answerLabels.vehicleValue")}
${excessRow(" each and every claim")}
</table>{% endif %}
${premium}
{% if endorsements.size > 0 %}<h2>Endorsements</h2>
<p>{% endorsements %}</p>{% endif %}
<hr>
<p><em>This quotation is valid until {{ policy.quoteExpiryDate | date_au }}. Cover starts only once the risk is bound; please ask your broker to bind it before then.</em></p>`;

export const demoDocumentTemplates = [
  { name: "PI policy schedule", content: piScheduleTemplate, tags: ["schedule", "pi"] },
  { name: "Motor policy schedule", content: motorScheduleTemplate, tags: ["schedule", "motor"] },
  { name: "Quotation letter", content: quotationTemplate, tags: ["quotation"] },
] as const;
