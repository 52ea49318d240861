/**
 * Journey "Claims": the broker's bound policy (set up through the API the risk screens
 * use) is linked to its client; the client notifies a claim on a phone; the underwriter opens it,
 * sets a reserve, appoints the legal firm and attaches a loss report (a script is refused beside the
 * panel); the client follows the claim's status without its reserve; the insurer carrying the
 * binder reads the claim with its reserve, its loss ratio and the policy (opening its schedule),
 * changing nothing; the
 * broker's view-only assistant is offered no change on the policy; the legal user finds it under Incidents, sees the report and submits its fee; the underwriter
 * approves the fee (paid on the claim) and closes it. Screenshots at desktop and phone width go to e2e/screenshots/claims/.
 */
import assert from "node:assert/strict";
import { mkdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { after, before, test } from "node:test";
import { launchBrowser, phone, screenshotDir } from "../support/browser.mjs";
import { productToday } from "../support/dates.mjs";
import { startServer } from "../support/server.mjs";

const journey = "claims";
const demoPassword = "Demo-Password-1!";

let server;
let browser;
let page;
let claimReference = "";
let riskPath = "";

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  page = await context.newPage();
  page.on("pageerror", (error) => console.error("page error:", error.message));
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

const url = (path) => `${server.baseUrl}${path}`;

const wide = { width: 1440, height: 900 };
const shots = process.env.SCREENSHOT_DIR ?? join(screenshotDir, journey);

/** Full-page screenshots at 1440 and 390 px (`only` one of them), then the desktop size back. */
async function snap(name, only) {
  await mkdir(shots, { recursive: true });
  const sizes = { desktop: wide, phone };
  for (const [label, size] of Object.entries(sizes)) {
    if (only && only !== label) continue;
    await page.setViewportSize(size);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(shots, `${name}-${label}.png`), fullPage: true });
  }
}

async function logIn(email) {
  await page.context().clearCookies();
  await page.goto(url("/login"));
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel(/^Password/).fill(demoPassword);
  await page.getByRole("button", { name: "Log in", exact: true }).last().click();
  await page.waitForURL((address) => !address.pathname.startsWith("/login"));
}

/** The API as the signed-in page calls it (cookie session and the XSRF header). */
function api(method, path, body) {
  return page.evaluate(
    async ({ method, path, body }) => {
      await fetch("/sanctum/csrf-cookie", { credentials: "include" });
      const xsrf = decodeURIComponent(
        document.cookie
          .split("; ")
          .find((c) => c.startsWith("XSRF-TOKEN="))
          ?.slice(11) ?? "",
      );
      const response = await fetch(`/api${path}`, {
        method,
        credentials: "include",
        headers: { "content-type": "application/json", "X-XSRF-TOKEN": xsrf },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: await response.json() };
    },
    { method, path, body },
  );
}

const today = productToday;
const address = { line1: "5 George St", city: "Sydney", state: "NSW", postcode: "2000" };

test("a broker's policy is bound and linked to its client", async () => {
  await logIn("broker@demo.test");
  const user = await api("GET", "/user");
  const companyId = user.body.roles.find((r) => /Harbourside/.test(r.company.name))?.companyId;
  const offered = await api("GET", `/companies/${companyId}/available-packages`);
  const pkg = offered.body.data.find((p) => p.name === "Consultants Professional Package");
  const created = await api("POST", `/companies/${companyId}/risks`, {
    productPackageId: pkg.id,
    inceptionDate: today(),
    termMonths: 12,
    insured: { name: "Kookaburra Engineering", address: { ...address, country: "AU" } },
    answers: {
      businessName: "Kookaburra Engineering",
      profession: "engineer",
      revenue: 900000,
      address: { ...address, country: "AU" },
      limit: "2000000",
      claims: false,
    },
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  const riskId = created.body.id;
  riskPath = `/risks/${riskId}`;
  await api("POST", `/companies/${companyId}/risks/${riskId}/submit`, {});
  const bound = await api("POST", `/companies/${companyId}/risks/${riskId}/bind`, {
    declaration: true,
  });
  assert.equal(bound.body.transactionStatus, 7);
  const clients = await api("GET", "/company-names?refCompanyTypeId=1");
  const client = clients.body.data.find((c) => /Kookaburra/.test(c.name));
  const linked = await api("PUT", `/companies/${companyId}/risks/${riskId}/client`, {
    clientCompanyId: client.id,
  });
  assert.equal(linked.status, 200, JSON.stringify(linked.body));
});

test("the client notifies a claim on a phone", async () => {
  await logIn("client@demo.test");
  await page.setViewportSize(phone);
  await page.goto(url("/claims"));
  await page.getByTestId("claims-empty").waitFor();
  await page.getByTestId("open-notify").click();
  const form = page.getByTestId("notify-claim-form");
  await form.waitFor();
  // The server's field messages appear beside the fields.
  await page.getByTestId("claim-submit").click();
  await form.getByText("Describe what happened").waitFor();
  await page.getByTestId("claim-description").fill("Water from a burst pipe damaged plans");
  await page.getByTestId("claim-estimate").fill("12500.50");
  await snap("01-client-notify", "phone");
  await page.getByTestId("claim-submit").click();
  await page.waitForURL(/\/claims\/\d+$/);
  // The claim page's own heading: the list behind it can still be on screen while it loads.
  claimReference = (await page.getByTestId("claim-reference").textContent()) ?? "";
  assert.ok(claimReference, "the claim has a reference");
  await snap("02-client-claim", "phone");
  await page.setViewportSize(wide);
});

test("the underwriter opens it, sets a reserve and appoints the legal firm", async () => {
  await logIn("underwriter@demo.test");
  await page.setViewportSize(wide);
  await page.goto(url("/claims"));
  await page.getByTestId("claim-row").filter({ hasText: claimReference }).click();
  await page.getByTestId("claim-actions").waitFor();
  await page.getByTestId("movement-amount").fill("15000");
  await page.getByTestId("movement-submit").click();
  await page.getByTestId("incurred-total").getByText("15,000.00").waitFor();
  await page.getByTestId("legal-firm").click();
  await page.getByRole("option", { name: "Banks & Hale Lawyers" }).click();
  await page.getByTestId("legal-appoint").click();
  await page.getByText("Legal firm: Banks & Hale Lawyers").first().waitFor();
  const documents = page.getByTestId("claim-documents");
  await documents.getByTestId("claim-documents-empty").waitFor();
  const picker = documents.locator("input[type=file]");
  await picker.setInputFiles({
    name: "cleanup.sh",
    mimeType: "application/x-sh",
    buffer: Buffer.from("#!/bin/sh"),
  });
  await documents.getByTestId("claim-document-error").getByText("Invalid file type").waitFor();
  await picker.setInputFiles({
    name: "Loss adjuster report.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4 loss adjuster report"),
  });
  await documents
    .getByTestId("claim-document")
    .filter({ hasText: "Loss adjuster report.pdf" })
    .waitFor();
  await snap("03-underwriter-claim");
});

test("the client follows its claim's status and never sees the reserve", async () => {
  await logIn("client@demo.test");
  await page.goto(url("/claims"));
  await page.getByTestId("claim-row").filter({ hasText: claimReference }).click();
  await page.getByTestId("claim-status").waitFor();
  assert.equal(await page.getByTestId("incurred-total").count(), 0);
  assert.equal(await page.getByTestId("claim-actions").count(), 0);
  assert.doesNotMatch(await page.locator("main").innerText(), /15,000/);
  await snap("03b-client-claim-status");
});

test("the insurer reads the claim under its binder with the reserve, and its loss ratio", async () => {
  await logIn("insurer@demo.test");
  await page.goto(url("/claims"));
  await page.getByTestId("claim-row").filter({ hasText: claimReference }).click();
  await page.getByTestId("incurred-total").getByText("15,000.00").waitFor();
  assert.equal(await page.getByTestId("claim-actions").count(), 0);
  await snap("03c-insurer-claim");
  await page.goto(url("/company/dashboard"));
  await page.getByTestId("loss-ratio-agreement").first().waitFor();
  await snap("03d-insurer-dashboard");
  await page.goto(url(riskPath));
  await page.getByTestId("risk-status").getByText("Bound").first().waitFor();
  const changes = page.getByRole("button", { name: /Adjust policy|Cancel policy|Renew|Add note/ });
  assert.equal(await changes.count(), 0);
  // It opens the policy schedule issued under its binder.
  const schedule = page.getByTestId("risk-document").filter({ hasText: "PI policy schedule" });
  await schedule.first().waitFor();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    schedule
      .first()
      .getByRole("button", { name: /^Download / })
      .click(),
  ]);
  const pdf = await readFile(await download.path());
  assert.equal(pdf.subarray(0, 5).toString(), "%PDF-");
  await snap("03e-insurer-policy");
});

test("the broker's view-only assistant reads the policy and is offered no change", async () => {
  await logIn("assistant@demo.test");
  await page.goto(url(riskPath));
  await page.getByTestId("risk-status").getByText("Bound").first().waitFor();
  const changes = page.getByRole("button", {
    name: /Adjust policy|Cancel policy|Reinstate policy|Renew|Notify a claim|Send/,
  });
  assert.equal(await changes.count(), 0);
  await snap("03e-assistant-policy");
});

test("the legal user finds it under Incidents and submits its fee for approval", async () => {
  await logIn("legal@demo.test");
  await page.setViewportSize(wide);
  await page.getByRole("button", { name: "Incidents" }).click();
  await page.getByRole("menuitem", { name: "All incidents" }).click();
  await page.waitForURL(url("/incidents"));
  const row = page.getByTestId("claim-row").filter({ hasText: claimReference });
  await row.waitFor();
  await snap("04-legal-incidents");
  await row.click();
  await page.getByTestId("fee-form").waitFor();
  await page
    .getByTestId("claim-document")
    .filter({ hasText: "Loss adjuster report.pdf" })
    .waitFor();
  // The firm records no money and moves no status: it submits its fee.
  assert.equal(await page.getByTestId("movement-form").count(), 0);
  assert.equal(await page.getByTestId("status-actions").count(), 0);
  await page.getByTestId("fee-amount").fill("0");
  await page.getByTestId("fee-description").fill("Letter of advice");
  await page.getByTestId("fee-submit").click();
  await page.getByText("The value must be greater than or equal to 0.01").waitFor();
  await page.getByTestId("fee-amount").fill("1200.40");
  await page.getByTestId("fee-submit").click();
  await page.getByTestId("fee-row").filter({ hasText: "Awaiting approval" }).waitFor();
  await snap("05-legal-fee-submitted");
});

test("the underwriter approves the fee, which is paid on the claim, and closes it", async () => {
  await logIn("underwriter@demo.test");
  await page.setViewportSize(wide);
  await page.goto(url("/claims"));
  await page.getByTestId("claim-row").filter({ hasText: claimReference }).click();
  const fee = page.getByTestId("fee-row").filter({ hasText: "Letter of advice" });
  await fee.waitFor();
  await fee.getByTestId("fee-approve").click();
  await page.getByTestId("incurred-fees").getByText("1,200.40").waitFor();
  await page.getByText("No fees are waiting for approval.").waitFor();
  await page.getByTestId("status-closed").click();
  await page.getByTestId("claim-status").getByText("Closed").waitFor();
  await snap("06-underwriter-fee-approved");
});
