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
  await page.getByRole("option", { name: "AU", exact: true }).click();
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
