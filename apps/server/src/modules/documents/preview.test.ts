/**
 * Template previews with a chosen risk: a document or email template renders with
 * one of the company's own risks (its latest priced transaction) instead of a sample; another
 * company's risk is refused beside the field.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { formatMoney, type PremiumBreakdown, premiumLines } from "@platform/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import type { TestClient } from "../../test/client.ts";
import { boundPolicy, uwUrl } from "../../test/policies.ts";
import { insured, riskMarket } from "../risks/fixtures.ts";

let t: TestApp;
let m: Awaited<ReturnType<typeof riskMarket>>;
let policy: Awaited<ReturnType<typeof boundPolicy>>;
const hasPdftotext = spawnSync("pdftotext", ["-v"]).status === 0;
const dir = mkdtempSync(join(tmpdir(), "template-preview-"));

beforeAll(async () => {
  t = await createTestApp();
  m = await riskMarket(t);
  policy = await boundPolicy(m);
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await t.close();
});

const coastal = () => `/api/companies/${m.id.coastal}`;
const summit = () => `/api/companies/${m.id.summit}`;

/** A PDF's bytes (the test client reads bodies as text). */
async function download(client: TestClient, url: string) {
  const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  const response = await t.app.inject({ method: "GET", url, headers: { cookie } });
  return { status: response.statusCode, data: response.rawPayload, body: response.body };
}

function pdfText(pdf: Buffer): string {
  const file = join(dir, "preview.pdf");
  writeFileSync(file, pdf);
  return execFileSync("pdftotext", ["-layout", file, "-"]).toString("utf8");
}

describe("template previews with a chosen risk", () => {
  it("renders a saved document template with the risk's insured, policy number and premium", async () => {
    const templates = await m.underwriter.get(`${coastal()}/document-templates?perPage=100`);
    const schedule = (templates.body.data as { id: number; name: string }[]).find(
      (d) => d.name === "PI policy schedule",
    );
    const risk = await m.underwriter.get(uwUrl(m, policy.id));
    const lines = premiumLines(risk.body.risks[0].transactions[0].premium as PremiumBreakdown);

    const pdf = await download(
      m.underwriter,
      `${coastal()}/document-templates/${schedule!.id}/preview?riskPackageId=${policy.id}`,
    );
    expect(pdf.status, pdf.body).toBe(200);
    expect(pdf.data.subarray(0, 5).toString()).toBe("%PDF-");
    if (!hasPdftotext) return console.warn("pdftotext is not installed: text checks skipped");
    const text = pdfText(pdf.data);
    expect(text).toContain(insured.name);
    expect(text).toContain(policy.policyNumber);
    for (const line of lines) expect(text, line.label).toContain(formatMoney(line.amount));

    // The sample is still the default.
    const sample = pdfText(
      (await download(m.underwriter, `${coastal()}/document-templates/${schedule!.id}/preview`))
        .data,
    );
    expect(sample).not.toContain(policy.policyNumber);
  });

  it("renders unsaved document content and an email with the chosen risk", async () => {
    const content = "<p>{{ insured.name }} — {{ policy.policyNumber }}</p>";
    const document = await m.underwriter.post(`${coastal()}/document-templates/preview`, {
      name: "Check",
      content,
      riskPackageId: policy.id,
    });
    expect(document.status, String(document.body)).toBe(200);

    const email = await m.underwriter.post(`${coastal()}/email-templates/preview`, {
      subject: "Policy {{ policy.policyNumber }}",
      content,
      riskPackageId: policy.id,
    });
    expect(email.status, JSON.stringify(email.body)).toBe(200);
    expect(email.body.subject).toBe(`Policy ${policy.policyNumber}`);
    expect(email.body.html).toContain(insured.name);
  });

  it("refuses another company's risk beside the field, the broker's own company included", async () => {
    const content = "<p>{{ insured.name }}</p>";
    const foreign = await m.underwriter2.post(`${summit()}/email-templates/preview`, {
      content,
      riskPackageId: policy.id,
    });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors).toEqual({ riskPackageId: ["Choose one of the company's risks"] });

    const foreignPdf = await m.underwriter2.get(
      `${summit()}/document-templates/1/preview?riskPackageId=${policy.id}`,
    );
    expect([404, 422]).toContain(foreignPdf.status);

    const broker = await m.broker.post(
      `/api/companies/${m.id.harbourside}/email-templates/preview`,
      { content, riskPackageId: policy.id },
    );
    // The broker placed it, but the templates preview the underwriter's own book.
    expect(broker.status).toBe(422);
    expect(broker.body.errors).toEqual({ riskPackageId: ["Choose one of the company's risks"] });
  });
});
