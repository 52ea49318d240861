/**
 * Every shipped (seeded demo) template, rendered to PDF for every transaction type of its class
 * (new business, adjustment with a return premium, cancellation, reinstatement, renewal) and read
 * back with pdftotext: no label without its value, no heading without its section, no negative
 * amount outside a discount line, the profession by its label, a change titled as a change.
 */
import {
  type DocumentData,
  documentTitle,
  formatDateAu,
  formatMoney,
  type TRiskPackageView,
  TransactionType,
} from "@platform/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { hasPdftotext, pdfText } from "../../test/pdf-text.ts";
import { dueForRenewal } from "../../test/policies.ts";
import {
  boundPolicy,
  brokerRisks,
  latest,
  type Market,
  uwRisks,
} from "../../test/policy-fixtures.ts";
import { demoDocumentTemplates } from "../document-templates/index.ts";
import { renderTemplatesPdf } from "../rendering/index.ts";
import { daysFrom, insured, piAnswers, productToday, riskMarket } from "../risks/fixtures.ts";
import { riskDocumentSource } from "../risks/index.ts";

let t: TestApp;
let m: Market;

beforeAll(async () => {
  t = await createTestApp();
  m = await riskMarket(t);
});
afterAll(() => t.close());

const eventOf: Record<number, string> = {
  [TransactionType.NewBusiness]: "bind",
  [TransactionType.Adjustment]: "adjustment",
  [TransactionType.Cancellation]: "cancellation",
  [TransactionType.Renewal]: "bind",
};

interface Case {
  name: string;
  riskPackageId: number;
  transactionId: number;
  type: number;
  /** The event its bind issued (a reinstatement's own, though the ledger calls it ADJ). */
  event: string;
  cls: "pi" | "motor";
  /** What the risk screen showed once it was bound: the term's state, cover end and premium. */
  screen: { status: string; coverEnd: string; termGross: string; termPayable: string };
}

async function ok(call: Promise<{ status: number; body: unknown }>) {
  const response = await call;
  expect(response.status, JSON.stringify(response.body)).toBeLessThan(300);
  return response.body as Parameters<typeof latest>[0] &
    Pick<TRiskPackageView, "id" | "inceptionDate" | "policyStatus" | "termPremium">;
}

/** A PI policy through every change, a renewal of another, and a motor policy cancelled. */
async function transactions(): Promise<Case[]> {
  const cases: Case[] = [];
  const add = (name: string, view: Awaited<ReturnType<typeof ok>>, cls: "pi" | "motor") => {
    const tx = latest(view);
    const event = tx.reinstatesTransactionId !== null ? "reinstatement" : eventOf[tx.type]!;
    const screen = {
      status: view.policyStatus.label,
      coverEnd: view.policyStatus.coverEnd,
      termGross: view.termPremium?.grossPremium ?? "",
      termPayable: view.termPremium?.amountPayable ?? "",
    };
    cases.push({
      name,
      riskPackageId: view.id,
      transactionId: tx.id,
      type: tx.type,
      event,
      cls,
      screen,
    });
  };
  const policy = await boundPolicy(m);
  add("PI new business", policy, "pi");
  const url = `${brokerRisks(m)}/${policy.id}`;
  await ok(
    m.broker.post(`${url}/adjust`, {
      effectiveDate: daysFrom(policy.inceptionDate, 40),
      answers: piAnswers({ revenue: 600_000, profession: "architect" }),
    }),
  );
  add(
    "PI adjustment (return premium)",
    await ok(m.broker.post(`${url}/bind`, { declaration: true })),
    "pi",
  );
  await ok(
    m.broker.post(`${url}/cancel`, {
      effectiveDate: daysFrom(policy.inceptionDate, 120),
      reason: "Non-payment of premium",
      confirm: true,
    }),
  );
  add("PI cancellation", await ok(m.broker.post(`${url}/bind`, { declaration: true })), "pi");
  await ok(m.broker.post(`${url}/reinstate`, {}));
  await ok(m.underwriter.post(`${uwRisks(m)}/${policy.id}/quote`, {}));
  add("PI reinstatement", await ok(m.broker.post(`${url}/bind`, { declaration: true })), "pi");

  const other = await dueForRenewal(t, await boundPolicy(m));
  const renewed = await ok(m.broker.post(`${brokerRisks(m)}/${other.id}/renew`, {}));
  add(
    "PI renewal",
    await ok(m.broker.post(`${brokerRisks(m)}/${renewed.id}/bind`, { declaration: true })),
    "pi",
  );

  const available = await m.broker.get(`/api/companies/${m.id.harbourside}/available-packages`);
  const motor = available.body.data.find(
    (p: { name: string; underwriter: { id: number } }) =>
      p.underwriter.id === m.id.coastal && p.name === "Motor Fleet Package",
  );
  const created = await ok(
    m.broker.post(brokerRisks(m), {
      productPackageId: motor.id,
      inceptionDate: productToday(),
      termMonths: 12,
      insured,
      answers: {
        vehicleValue: 64000,
        use: "business",
        postcode: 2000,
        state: "NSW",
        driverAge: 41,
        accidents: 0,
      },
    }),
  );
  const motorUrl = `${brokerRisks(m)}/${created.id}`;
  await ok(m.broker.post(`${motorUrl}/submit`, {}));
  const motorPolicy = await ok(m.broker.post(`${motorUrl}/bind`, { declaration: true }));
  add("Motor new business", motorPolicy, "motor");
  await ok(
    m.broker.post(`${motorUrl}/cancel`, {
      effectiveDate: daysFrom(motorPolicy.inceptionDate, 90),
      reason: "Cancelled by insurer",
      confirm: true,
    }),
  );
  add(
    "Motor cancellation",
    await ok(m.broker.post(`${motorUrl}/bind`, { declaration: true })),
    "motor",
  );
  return cases;
}

const tagged = (template: { tags: readonly string[] }, tag: string) => template.tags.includes(tag);

/** Static text of the template's labels (`<strong>` in a table cell) and section headings. */
function labelsOf(content: string) {
  const labels = [...content.matchAll(/<td><p><strong>([^<{]+)<\/strong><\/p><\/td>/g)].map(
    (x) => x[1]!,
  );
  const headings = [...content.matchAll(/<h[23]>([^<{]+)<\/h[23]>/g)].map((x) => x[1]!);
  return { labels, headings: [...headings, "Return premium", "Premium"] };
}

/** What reads wrong in a rendered document: the problems, one a line. */
function problems(text: string, content: string, data: DocumentData): string[] {
  const found: string[] = [];
  const { labels, headings } = labelsOf(content);
  const lines = text
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l && !/^Page \d+ of \d+$/.test(l) && !/· .* Page \d+ of \d+$/.test(l));
  const discounts = data.premium.lines.filter((l) => l.amount.startsWith("-")).map((l) => l.label);
  lines.forEach((line, index) => {
    if (labels.includes(line)) found.push(`"${line}" has no value`);
    if (headings.includes(line)) {
      const next = lines[index + 1];
      if (!next || headings.includes(next)) found.push(`heading "${line}" has nothing under it`);
    }
    if (line.includes("-$") && !discounts.some((d) => line.startsWith(d)))
      found.push(`negative amount: ${line}`);
    if (/\{\{|\{%|undefined|NaN|null/.test(line)) found.push(`unrendered: ${line}`);
  });
  if (!data.premium.lines.some((l) => l.percent) && /^Premium\s+Rate\b/m.test(text))
    found.push("an empty Rate column");
  return found;
}

describe.skipIf(!hasPdftotext)("shipped document templates", () => {
  it("print every value on every transaction type, titled and worded for it", async () => {
    const cases = await transactions();
    expect(cases.map((c) => c.type)).toEqual([1, 2, 3, 2, 4, 1, 3]);
    const failures: string[] = [];
    for (const c of cases) {
      const source = await riskDocumentSource(t.db, c.riskPackageId, c.transactionId);
      const { event } = c;
      const templates = demoDocumentTemplates.filter(
        (tpl) => tagged(tpl, "quotation") || tagged(tpl, c.cls),
      );
      for (const template of templates) {
        // The quotation is issued on the quote, a schedule on the bind (demo-documents.ts).
        const on = tagged(template, "quotation") ? "quote" : event;
        const title = documentTitle(template.name, on);
        const data = { ...source.data, document: { ...source.data.document, title, event: on } };
        const pdf = await renderTemplatesPdf(
          [{ name: template.name, content: template.content }],
          data,
          {},
        );
        const text = pdfText(pdf, `${c.name} ${template.name}`);
        for (const p of problems(text, template.content, data))
          failures.push(`${c.name}, ${template.name}: ${p}`);
        const head = text.split("\n").slice(0, 4).join("\n");
        if (c.type === TransactionType.Cancellation || c.type === TransactionType.Adjustment) {
          if (/policy schedule/i.test(head))
            failures.push(`${c.name}: titled as a policy schedule`);
        }
        if (event === "reinstatement" && tagged(template, c.cls)) {
          if (!/reinstatement schedule/i.test(head))
            failures.push(`${c.name}: not titled as a reinstatement schedule`);
        }
        if (c.type === TransactionType.Cancellation && tagged(template, c.cls)) {
          if (!/Reason: (Non-payment of premium|Cancelled by insurer)\./.test(text))
            failures.push(`${c.name}: the cancellation does not say why`);
        }
        if (tagged(template, c.cls)) {
          const { status, coverEnd, termGross, termPayable } = c.screen;
          const said = [
            `Status ${status}`,
            `Cover ends ${formatDateAu(coverEnd)}`,
            `Term premium ${formatMoney(termGross)} gross; ${formatMoney(termPayable)}`,
          ];
          const flat = text.replace(/\s+/g, " ");
          for (const words of said)
            if (!flat.includes(words))
              failures.push(`${c.name}: the schedule does not say "${words}"`);
        }
        if (data.premium.isRefund && !/amount refundable is \$[\d,]+\.\d\d/.test(text))
          failures.push(`${c.name}, ${template.name}: a refund not worded as one`);
        if (tagged(template, "pi")) {
          const engineer =
            c.type === TransactionType.NewBusiness || c.type === TransactionType.Renewal;
          const label = engineer ? "Consulting engineer" : "Architect";
          if (!new RegExp(`Profession\\s+${label}`).test(text))
            failures.push(`${c.name}: profession not printed as "${label}"`);
          // One name per syndicate: its own, as the bordereau heads its column.
          if (!/Liberty 4472\s+60\.00%/.test(text) || /Syndicate 4472/.test(text))
            failures.push(`${c.name}: the syndicate not named as entered`);
        }
        if (tagged(template, "quotation") && c.cls === "pi") {
          if (!/Limit of indemnity\s+\$2,000,000/.test(text))
            failures.push(`${c.name}: the quotation does not state the limit`);
          if (!/Excess\s+\$5,000\.00/.test(text))
            failures.push(`${c.name}: the quotation does not state the excess`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
