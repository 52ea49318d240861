/**
 * Journey "Documents" on the risk page: a broker (Harbourside) submits a clean PI risk, which
 * quotes at once; the Documents panel shows the quotation being generated, then lists it, and
 * it downloads as a PDF. The underwriter (Coastal) binds it and the policy schedule joins the
 * list. Screenshots at desktop and phone width go to e2e/screenshots/documents/.
 */
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { after, before, test } from "node:test";
import { desktop, launchBrowser, snap as snapPage } from "../support/browser.mjs";
import { startServer } from "../support/server.mjs";

const journey = "documents";
const demoPassword = "Demo-Password-1!";

let server;
let browser;
let page;
let riskPath = "";

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const context = await browser.newContext({ viewport: desktop, acceptDownloads: true });
  page = await context.newPage();
  page.on("pageerror", (error) => console.error("page error:", error.message));
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

const url = (path) => `${server.baseUrl}${path}`;

async function snap(target, name, shot, options) {
  await target.evaluate(() => window.scrollTo(0, 0));
  await snapPage(target, name, shot, options);
}

async function logIn(email) {
  await page.context().clearCookies();
  await page.goto(url("/login"));
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel(/^Password/).fill(demoPassword);
  await page.getByRole("button", { name: "Log in", exact: true }).last().click();
  await page.waitForURL((address) => !address.pathname.startsWith("/login"));
}

async function logOut() {
  await page.getByRole("button", { name: /account menu/i }).click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await page.waitForURL(url("/login"));
}

async function pick(label, option) {
  await page.getByRole("textbox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

/** Downloads one listed document and answers its bytes. */
async function downloadDocument(row) {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    row.getByRole("button", { name: /^Download / }).click(),
  ]);
  assert.match(download.suggestedFilename(), /\.pdf$/);
  return readFile(await download.path());
}

test("the broker submits a clean PI risk and it quotes", async () => {
  await logIn("broker@demo.test");
  await page.goto(url("/risks/new"));
  await page.getByTestId("flow-step-package").waitFor();
  await page
    .getByTestId("package-choice")
    .filter({ hasText: "Consultants Professional Package" })
    .click();
  await page.getByTestId("flow-next").click();
  await page.getByTestId("flow-step-cover").waitFor();
  await page.getByTestId("flow-next").click();
  await page.getByTestId("flow-step-insured").waitFor();
  await page.getByLabel(/^Insured name/).fill("Wattle Surveying Pty Ltd");
  await page.getByLabel("Address line 1").fill("20 Bond Street");
  await page.getByLabel("City or suburb").fill("Sydney");
  await pick("State", "NSW");
  await page.getByLabel("Postcode").fill("2000");
  await page.getByTestId("flow-next").click();
  await page.getByTestId("flow-step-proposal").waitFor();
  const question = (name) => page.locator(`[data-question="${name}"]`);
  await question("businessName").fill("Wattle Surveying");
  await question("profession").click();
  await page.getByRole("option", { name: "Consulting engineer" }).click();
  await question("revenue").fill("800000");
  await page.getByLabel("Address line 1").fill("20 Bond Street");
  await page.getByLabel("City").fill("Sydney");
  await page.getByRole("textbox", { name: "State" }).click();
  await page.getByRole("option", { name: "NSW" }).click();
  await page.getByLabel("Postcode").fill("2000");
  await page.getByRole("textbox", { name: "Country" }).click();
  await page.getByRole("option", { name: "Australia", exact: true }).click();
  await question("limit").click();
  await page.getByRole("option", { name: "$1,000,000" }).click();
  await question("claims").getByText("No", { exact: true }).click();
  await page.getByTestId("flow-next").click();
  await page.getByTestId("summary-premium").waitFor();
  await page.getByTestId("flow-submit").click();
  await page.waitForURL(/\/risks\/\d+$/);
  riskPath = new URL(page.url()).pathname;
  await page.getByTestId("risk-status").getByText("Quoted").first().waitFor();
});

test("the quotation is generated, listed on the risk and downloads as a PDF", async () => {
  const panel = page.getByTestId("risk-documents");
  await panel.waitFor();
  const quotation = panel.getByTestId("risk-document").filter({ hasText: "Quotation" });
  await quotation.first().waitFor({ timeout: 30_000 });
  assert.equal(await panel.getByTestId("documents-failed").count(), 0);
  await snap(page, journey, "01-broker-quotation-listed");
  const pdf = await downloadDocument(quotation.first());
  assert.equal(pdf.subarray(0, 5).toString(), "%PDF-");
  await logOut();
});

test("the underwriter binds and the policy schedule joins the quotation", async () => {
  await logIn("underwriter@demo.test");
  await page.goto(url(riskPath));
  await page.getByTestId("risk-status").getByText("Quoted").first().waitFor();
  await page.getByTestId("action-bind").click();
  const dialog = page.getByRole("dialog");
  await dialog.getByTestId("bind-declaration").check();
  await dialog.getByTestId("confirm-bind").click();
  await dialog.waitFor({ state: "detached" });
  await page.getByTestId("risk-status").getByText("Bound").first().waitFor();
  const panel = page.getByTestId("risk-documents");
  const policy = panel.getByTestId("risk-document").filter({ hasText: "PI policy schedule" });
  await policy.first().waitFor({ timeout: 30_000 });
  assert.equal(await panel.getByTestId("risk-document").count(), 2);
  await snap(page, journey, "02-underwriter-bound-documents");
  const pdf = await downloadDocument(policy.first());
  assert.equal(pdf.subarray(0, 5).toString(), "%PDF-");
  await logOut();
});

test("the broker sees both documents on the bound risk", async () => {
  await logIn("broker@demo.test");
  await page.goto(url(riskPath));
  await page.getByTestId("risk-status").getByText("Bound").first().waitFor();
  const panel = page.getByTestId("risk-documents");
  await panel.getByTestId("risk-document").filter({ hasText: "Policy" }).first().waitFor();
  assert.equal(await panel.getByTestId("risk-document").count(), 2);
  await snap(page, journey, "04-broker-bound-documents");
  await logOut();
});

/** The API as the signed-in user (setup steps the journey does not click through). */
async function api(method, path, data, headers = {}) {
  const xsrf = (await page.context().cookies()).find((c) => c.name === "XSRF-TOKEN")?.value ?? "";
  const response = await page.request.fetch(url(`/api${path}`), {
    method,
    data,
    headers: { "x-xsrf-token": xsrf, ...headers },
  });
  const text = await response.text();
  return { status: response.status(), body: text ? JSON.parse(text) : null };
}

const companyOf = async (name) =>
  (await api("GET", "/user")).body.roles.find((r) => r.company.name.includes(name)).company.id;

test("after bind the client sees the policy documents on their policies and downloads them", async () => {
  // Setup through the API: the same risk for the client company, sent as a proposal, done by
  // the client through the link, submitted by the broker, bound by the underwriter.
  await logIn("broker@demo.test");
  const harbourside = await companyOf("Harbourside");
  const id = riskPath.split("/").pop();
  const bound = (await api("GET", `/companies/${harbourside}/risks/${id}`)).body;
  const created = await api("POST", `/companies/${harbourside}/risks`, {
    productPackageId: bound.productPackage.id,
    inceptionDate: bound.inceptionDate,
    termMonths: bound.termMonths,
    insured: {
      name: "Kookaburra Engineering Pty Ltd",
      address: {
        line1: bound.insured.address.line1,
        city: bound.insured.address.city,
        state: bound.insured.address.state,
        postcode: bound.insured.address.postcode,
        country: bound.insured.address.country,
      },
    },
    answers: bound.risks[0].answers,
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  const riskUrl = `/companies/${harbourside}/risks/${created.body.id}`;
  await logOut();
  await logIn("client@demo.test");
  const kookaburra = await companyOf("Kookaburra");
  await logOut();
  await logIn("broker@demo.test");
  const sent = await api("POST", `${riskUrl}/proposals`, {
    clientName: "Chloe Client",
    email: "client@demo.test",
    clientCompanyId: kookaburra,
  });
  assert.equal(sent.status, 201, JSON.stringify(sent.body));
  const token = new URL(sent.body.link).searchParams.get("tempToken");
  const done = await page.request.fetch(url(`/api/proposals/${sent.body.id}/done`), {
    method: "POST",
    data: { confirm: true },
    headers: { "x-temporary-token": token },
  });
  assert.equal(done.status(), 200, await done.text());
  assert.equal((await api("POST", `${riskUrl}/submit`, {})).status, 200);
  await logOut();
  await logIn("underwriter@demo.test");
  const coastal = await companyOf("Coastal");
  const bind = await api("POST", `/companies/${coastal}/risks/${created.body.id}/bind`, {
    declaration: true,
  });
  assert.equal(bind.status, 200, JSON.stringify(bind.body));
  await logOut();

  // The client's own page lists the policy with its documents, and the schedule downloads.
  await logIn("client@demo.test");
  await page.goto(url("/client/policies"));
  const policy = page.getByTestId("client-policy").filter({ hasText: bind.body.policyNumber });
  await policy.waitFor();
  const documents = policy.getByTestId("client-policy-documents");
  for (let i = 0; i < 30 && !(await documents.getByText("PI policy schedule").count()); i++) {
    await page.waitForTimeout(1000);
    await page.reload();
  }
  await documents.getByText(/^PI policy schedule /).waitFor();
  await documents.getByText(/^Quotation letter /).waitFor();
  await snap(page, journey, "05-client-policy-documents");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    documents.getByRole("button", { name: /^Download PI policy schedule/ }).click(),
  ]);
  const pdf = await readFile(await download.path());
  assert.equal(pdf.subarray(0, 5).toString(), "%PDF-");

  // The certificate of currency is generated when the client downloads it, from its own policy.
  await policy.getByRole("link", { name: bind.body.policyNumber }).click();
  await page.getByTestId("client-policy-page").waitFor();
  await snap(page, journey, "05b-client-policy");
  const [certificate] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Certificate of currency" }).click(),
  ]);
  assert.match(certificate.suggestedFilename(), new RegExp(`${bind.body.policyNumber}.*\\.pdf$`));
  const certificatePdf = await readFile(await certificate.path());
  assert.equal(certificatePdf.subarray(0, 5).toString(), "%PDF-");
});

test("the underwriter links an email template to the product's proposal trigger", async () => {
  await logOut();
  await logIn("underwriter@demo.test");
  await page.goto(url("/company/products"));
  await page.getByRole("link", { name: "Professional Indemnity — Consultants" }).click();
  await page.getByRole("tab", { name: "Documents and emails" }).click();
  const quote = page.getByTestId("trigger-quote");
  // The demo issues its quotation letter and sends its quotation email on quote.
  await quote.getByText("Quotation letter").waitFor();
  await quote.getByText("Quotation issued").waitFor();
  const proposal = page.getByTestId("trigger-proposal");
  await proposal.getByText("No documents are generated on this step").waitFor();
  await proposal.getByRole("textbox", { name: "Emails sent" }).click();
  await page.getByRole("option", { name: "Quotation issued", exact: true }).click();
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Save documents and emails" }).click();
  await page.getByText("Documents and emails saved").first().waitFor();
  await snap(page, journey, "06-product-template-triggers");
  // Saved on the server: read again, the proposal trigger still sends it.
  await page.reload();
  await page.getByRole("tab", { name: "Documents and emails" }).click();
  await page.getByTestId("trigger-proposal").getByText("Quotation issued").waitFor();
});

test("the underwriter keeps a file on the risk, uploads its next version and downloads the first", async () => {
  await page.goto(url(riskPath));
  await page.getByTestId("tab-files").click();
  const panel = page.getByTestId("risk-files");
  await panel.getByText("No files on this risk yet.").waitFor();
  const input = panel.locator('input[type="file"]').first();
  await input.setInputFiles({
    name: "Survey report.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4 survey one"),
  });
  await panel.getByTestId("risk-file").filter({ hasText: "Survey report.pdf" }).waitFor();
  await input.setInputFiles({
    name: "Survey report.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4 survey two"),
  });
  await panel.getByText(/^Version 2 · /).waitFor();
  await panel.getByRole("button", { name: "Versions of Survey report.pdf" }).click();
  const versions = page.getByTestId("risk-file-versions");
  await versions.getByText("Version 1", { exact: true }).waitFor();
  await snap(page, journey, "07-risk-files-versions", { phoneToo: false });
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    versions.getByRole("button", { name: "Download version 1 of Survey report.pdf" }).click(),
  ]);
  assert.equal((await readFile(await download.path())).toString(), "%PDF-1.4 survey one");
  await page.keyboard.press("Escape");
  await page.getByTestId("risk-file").first().scrollIntoViewIfNeeded();
  await snapPage(page, journey, "08-risk-files");
});

test("the underwriter sends an email template by hand from the risk", async () => {
  await page.goto(url(riskPath));
  const panel = page.getByTestId("risk-emails");
  const send = panel.getByRole("button", { name: "Send an email" });
  await send.waitFor();
  const before = await panel.getByTestId("risk-email").count();
  await send.click();
  const dialog = page.getByRole("dialog", { name: "Send an email" });
  await dialog.getByRole("button", { name: "Send", exact: true }).click();
  await dialog.getByText("Choose an email template").waitFor();
  await dialog.getByRole("textbox", { name: /^Email template/ }).click();
  await page.getByRole("option", { name: "Quotation issued" }).click();
  await dialog.getByRole("button", { name: "Send", exact: true }).click();
  await dialog.waitFor({ state: "detached" });
  // A job prepares it (with the risk's newest documents); the panel looks until it is there.
  await panel.getByTestId("risk-email").nth(before).waitFor();
  await panel.getByTestId("risk-email").first().getByText("Sent", { exact: true }).waitFor();
  await snapPage(page, journey, "11-email-sent-by-hand");
});

test("the underwriter previews the quotation email with the bound risk instead of the sample", async () => {
  await page.goto(url("/company/email-templates"));
  await page.getByRole("link", { name: "Quotation issued", exact: true }).click();
  await page.waitForURL(/\/company\/email-templates\/\d+$/);
  const using = page.getByRole("textbox", { name: /^Preview with/ });
  await using.click();
  await using.fill("Wattle");
  await page.getByRole("option", { name: /Wattle Surveying Pty Ltd/ }).click();
  await page.getByRole("button", { name: "Preview", exact: true }).click();
  await page
    .getByTestId("email-preview-subject")
    .getByText(/for Wattle Surveying Pty Ltd$/)
    .waitFor();
  await snap(page, journey, "12-email-preview-with-risk");
});

test("an email template attaches a company file chosen from the folders", async () => {
  // A claims guide in the company's "Policy wordings" folder (uploaded as the files page does).
  const coastal = await companyOf("Coastal");
  const directory = await api("GET", `/companies/${coastal}/directory`);
  const wordings = directory.body.folders.find((f) => f.name === "Policy wordings");
  const uploaded = await api(
    "POST",
    `/companies/${coastal}/folders/${wordings.id}/files?name=Claims%20guide.pdf`,
    Buffer.from("%PDF-1.4 guide"),
    { "content-type": "application/pdf" },
  );
  assert.equal(uploaded.status, 201, JSON.stringify(uploaded.body));

  await page.goto(url("/company/email-templates/new"));
  await page.getByRole("button", { name: "Choose files" }).click();
  const dialog = page.getByRole("dialog", { name: "Attach company files" });
  await dialog.getByRole("textbox", { name: "Folder", exact: true }).click();
  await page.getByRole("option", { name: /Policy wordings/ }).click();
  await dialog.getByRole("checkbox", { name: "Attach Claims guide.pdf" }).check();
  await snap(page, journey, "09-attachment-picker", { phoneToo: false });
  await dialog.getByRole("button", { name: "Done" }).click();
  await page.getByTestId("chosen-files").getByText("Claims guide.pdf").waitFor();

  await page.getByLabel("Name").fill("Claims guide to the broker");
  await page.getByLabel(/^Subject line/).fill("Claims guide for {{ insured.name }}");
  await page.getByRole("textbox", { name: /^Recipients/ }).click();
  await page.getByRole("option", { name: "Broker" }).click();
  const editor = page.locator(".ProseMirror");
  await editor.click();
  await editor.pressSequentially("Please find the claims guide attached.");
  await page.getByRole("button", { name: "Save" }).click();
  await page.waitForURL(/\/company\/email-templates\/\d+$/);
  // Read again from the server: the attachment shows by its name.
  await page.reload();
  await page.getByTestId("chosen-files").getByText("Claims guide.pdf").waitFor();
  await snap(page, journey, "10-email-template-attachment");
});
