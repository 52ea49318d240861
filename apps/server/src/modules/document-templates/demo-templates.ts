/**
 * The two demo templates seeded for Coastal: a professional indemnity schedule and a motor
 * schedule. Written as the editor stores rich text (HTML) with Liquid merge fields.
 */
const partiesAndPeriod = `
<h2>The parties</h2>
<table>
<tr><td><p><strong>Insured</strong></p></td><td><p>{{ insured.name }}</p></td></tr>
<tr><td><p><strong>ABN</strong></p></td><td><p>{{ insured.registrationNumber }}</p></td></tr>
<tr><td><p><strong>Address</strong></p></td><td><p>{{ insured.address.text }}</p></td></tr>
<tr><td><p><strong>Broker</strong></p></td><td><p>{{ broker.companyName }}{% if broker.contactName %} ({{ broker.contactName }}){% endif %}</p></td></tr>
<tr><td><p><strong>Underwriter</strong></p></td><td><p>{{ underwriter.companyName }}{% if underwriter.contactName %} ({{ underwriter.contactName }}){% endif %}</p></td></tr>
{% if agreement %}<tr><td><p><strong>Insurer</strong></p></td><td><p>{{ agreement.insurerName }} under binding agreement {{ agreement.agreementNumber }}</p></td></tr>{% endif %}
</table>
<h2>Period of insurance</h2>
<p>From <strong>{{ policy.inceptionDate | date_au }}</strong> to <strong>{{ policy.expiryDate | date_au }}</strong> at 4.00 pm local standard time ({{ policy.termMonths }} months). Transaction: {{ policy.transactionType }}, effective {{ policy.effectiveDate | date_au }}.</p>`;

const premiumAndWording = `
<h2>Premium</h2>
<p>{% premium_table %}</p>
<p>The amount payable is <strong>{{ premium.amountPayable | money }}</strong> including GST of {{ premium.totalGst | money }} and stamp duty of {{ premium.stampDuty | money }}.</p>
{% if syndicates.size > 0 %}<h2>Security</h2>
<p>{% syndicate_table %}</p>{% endif %}
<h2>Endorsements</h2>
<p>This policy is subject to the following endorsements, which form part of the policy wording.</p>
<p>{% endorsements %}</p>
<hr>
<p><em>This schedule forms part of the policy and must be read with the policy wording. Please check it and tell your broker straight away if anything is wrong.</em></p>`;

export const piScheduleTemplate = `
<h1>Professional Indemnity Insurance</h1>
<p>Policy schedule for <strong>{{ insured.name }}</strong>, reference {{ policy.reference }}.</p>
${partiesAndPeriod}
<h2>Cover</h2>
<table>
<tr><td><p><strong>Profession</strong></p></td><td><p>{{ answers.profession }}</p></td></tr>
<tr><td><p><strong>Limit of indemnity</strong></p></td><td><p>{{ formulas.limitOfIndemnity.value | money }} any one claim and in the aggregate</p></td></tr>
<tr><td><p><strong>Excess</strong></p></td><td><p>{{ formulas.excess.value | money }} each and every claim</p></td></tr>
</table>
${premiumAndWording}`;

export const motorScheduleTemplate = `
<h1>Commercial Motor Insurance</h1>
<p>Policy schedule for <strong>{{ insured.name }}</strong>, reference {{ policy.reference }}.</p>
${partiesAndPeriod}
<h2>The vehicle</h2>
<table>
<tr><th><p>Make</p></th><th><p>Model</p></th><th><p>Year</p></th><th><p>Agreed value</p></th><th><p>Basic excess</p></th></tr>
<tr><td><p>{{ answers.vehicleMake }}</p></td><td><p>{{ answers.vehicleModel }}</p></td><td><p>{{ answers.yearOfManufacture }}</p></td><td><p>{{ formulas.sumInsured.value | money }}</p></td><td><p>{{ formulas.excess.value | money }}</p></td></tr>
</table>
{% if insured.interestedParties.size > 0 %}<h3>Interested parties</h3>
<ul>{% for party in insured.interestedParties %}<li><p>{{ party.name }}{% if party.interest %} ({{ party.interest }}){% endif %}</p></li>{% endfor %}</ul>{% endif %}
${premiumAndWording}`;

/** A quotation for any class: what the broker forwards to the client before binding. */
export const quotationTemplate = `
<h1>Quotation</h1>
<p>Quotation for <strong>{{ insured.name }}</strong>, reference {{ policy.reference }}: {{ policy.productName }}.</p>
${partiesAndPeriod}
<h2>Premium</h2>
<p>{% premium_table %}</p>
<p>The amount payable is <strong>{{ premium.amountPayable | money }}</strong> including GST of {{ premium.totalGst | money }} and stamp duty of {{ premium.stampDuty | money }}.</p>
{% if endorsements.size > 0 %}<h2>Endorsements</h2>
<p>{% endorsements %}</p>{% endif %}
<hr>
<p><em>This quotation is valid until {{ policy.quoteExpiryDate | date_au }}. Cover starts only once the risk is bound; please ask your broker to bind it before then.</em></p>`;

export const demoDocumentTemplates = [
  { name: "PI policy schedule", content: piScheduleTemplate, tags: ["schedule", "pi"] },
  { name: "Motor policy schedule", content: motorScheduleTemplate, tags: ["schedule", "motor"] },
  { name: "Quotation letter", content: quotationTemplate, tags: ["quotation"] },
] as const;
