/**
 * Journey "Policy changes": a broker's bound policy (set up through the API the risk
 * screens use) is adjusted mid-term from the risk page, the additional premium shown line by line
 * and bound; then cancelled with the confirmation checkbox, the return premium shown and bound;
 * then the underwriter reinstates it, charging back what the cancellation returned. After each
 * bind the risk screen's term premium (every bound transaction, net of returns) and policy status
 * read as the schedule issued for that transaction prints them; cancelled, the cover end too.
 * Screenshots at desktop and phone width, and the schedules' pages, go to
 * e2e/screenshots/policy-changes/.
 */
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { after, before, test } from "node:test";
import { desktop, launchBrowser, snap as snapPage } from "../support/browser.mjs";
import { productToday } from "../support/dates.mjs";
import { pdfText, snapPdf } from "../support/pdf.mjs";
import { startServer } from "../support/server.mjs";

const journey = "policy-changes";
const demoPassword = "Demo-Password-1!";

let server;
let browser;
let page;
let riskId = 0;

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const context = await browser.newContext({ viewport: desktop });
  page = await context.newPage();
  page.on("pageerror", (error) => console.error("page error:", error.message));
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

const url = (path) => `${server.baseUrl}${path}`;

async function snap(target, name, options) {
  await target.evaluate(() => window.scrollTo(0, 0));
  await snapPage(target, journey, name, options);
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

/** Downloads the risk's document whose name has `name` (issued by a job: waits for it). */
async function downloadDocument(name) {
  await page.reload();
  const row = page
    .getByTestId("risk-documents")
    .getByTestId("risk-document")
    .filter({ hasText: name })
    .first();
  await row.waitFor({ timeout: 30_000 });
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    row.getByRole("button", { name: /^Download / }).click(),
  ]);
  return readFile(await download.path());
}

const money = /-?\$[\d,]+\.\d\d/;
const textOf = async (testId) =>
  ((await page.getByTestId(testId).first().textContent()) ?? "").trim();

/** The term as the risk screen shows it: policy status, term gross and amount payable. */
async function screenTerm() {
  await page.getByTestId("term-premium").waitFor();
  return {
    status: (
      await page.getByTestId("risk-status").getByTestId("policy-state").textContent()
    )?.trim(),
    gross: money.exec(await textOf("term-gross"))?.[0],
    payable: money.exec(await textOf("term-payable"))?.[0],
  };
}

/** The term as a schedule prints it ("The policy to date"). */
function printedTerm(text) {
  const flat = text.replace(/\s+/g, " ");
  const premium = /Term premium (\$[\d,]+\.\d\d) gross; (\$[\d,]+\.\d\d)/.exec(flat);
  return {
    status: /Status (\w+) Cover ends/.exec(flat)?.[1],
    gross: premium?.[1],
    payable: premium?.[2],
    coverEnd: /Cover ends (\d{1,2} \w+ \d{4})/.exec(flat)?.[1],
  };
}

/** The schedule issued for the latest bind says what the screen says; its pages are kept. */
async function scheduleAgrees(name, shot) {
  const pdf = await downloadDocument(name);
  await snapPdf(pdf, journey, shot);
  const printed = printedTerm(await pdfText(pdf));
  const shown = await screenTerm();
  assert.deepEqual(
    { status: printed.status, gross: printed.gross, payable: printed.payable },
    shown,
    `${name}: the screen and the PDF disagree`,
  );
  return printed;
}

const today = productToday;
const plusDays = (date, days) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

test("a broker's policy is bound", async () => {
  await logIn("broker@demo.test");
  const user = await api("GET", "/user");
  const companyId = user.body.roles.find((r) => /Harbourside/.test(r.company.name))?.companyId;
  assert.ok(companyId, "the broker's company");
  const offered = await api("GET", `/companies/${companyId}/available-packages`);
  const pkg = offered.body.data.find((p) => p.name === "Consultants Professional Package");
  const created = await api("POST", `/companies/${companyId}/risks`, {
    productPackageId: pkg.id,
    inceptionDate: today(),
    termMonths: 12,
    insured: {
      name: "Lyrebird Surveying Pty Ltd",
      address: {
        line1: "5 George St",
        city: "Sydney",
        state: "NSW",
        postcode: "2000",
        country: "AU",
      },
    },
    answers: {
      businessName: "Lyrebird Surveying",
      profession: "engineer",
      revenue: 1200000,
      address: {
        line1: "5 George St",
        city: "Sydney",
        state: "NSW",
        postcode: "2000",
        country: "AU",
      },
      limit: "2000000",
      claims: false,
    },
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  riskId = created.body.id;
  const submitted = await api("POST", `/companies/${companyId}/risks/${riskId}/submit`, {});
  assert.equal(submitted.body.transactionStatus, 3);
  const bound = await api("POST", `/companies/${companyId}/risks/${riskId}/bind`, {
    declaration: true,
  });
  assert.equal(bound.body.transactionStatus, 7);
  await page.goto(url(`/risks/${riskId}`));
  await page.getByTestId("action-policy-adjust").waitFor();
  await snap(page, "01-bound-policy");
  const printed = await scheduleAgrees("PI policy schedule", "01-schedule-pdf");
  assert.equal(printed.status, "Bound");
});

test("the broker adjusts it mid-term: the additional premium line by line, then binds", async () => {
  await page.getByTestId("action-policy-adjust").click();
  await page.waitForURL(url(`/risks/${riskId}/adjust`));
  await page.getByRole("heading", { name: "Adjust policy" }).waitFor();
  const revenue = page.locator('[data-question="revenue"]');
  await revenue.waitFor();
  // Nothing changed yet: the server says so beside the answers.
  await page.getByTestId("change-request").click();
  await page.getByText("Change an answer before adjusting the policy").first().waitFor();
  await page.getByTestId("change-effective-date").fill(plusDays(today(), 30));
  await revenue.fill("2400000");
  await snap(page, "02-adjust-form");
  await page.getByTestId("change-request").click();
  const quote = page.getByTestId("change-quote");
  await quote.waitFor();
  await quote.getByRole("heading", { name: "Additional premium" }).waitFor();
  await quote.getByText("Stamp duty").first().waitFor();
  await quote.getByText("GST", { exact: false }).first().waitFor();
  await snap(page, "03-adjust-additional-premium");
  await page.getByTestId("change-bind").click();
  await page.getByText("Confirm that a signed, dated request was received").first().waitFor();
  await page.getByTestId("change-declaration").check();
  await page.getByTestId("change-bind").click();
  await page.waitForURL(url(`/risks/${riskId}`));
  await page
    .getByText(/the change is bound/)
    .first()
    .waitFor();
  const before = await screenTerm();
  const printed = await scheduleAgrees("PI endorsement schedule", "03-endorsement-schedule-pdf");
  assert.equal(printed.status, "Bound");
  assert.equal(before.gross, printed.gross);
});

test("the broker cancels it: reason and confirmation, the return premium, then binds", async () => {
  await page.getByTestId("action-policy-cancel").click();
  await page.waitForURL(url(`/risks/${riskId}/cancel`));
  await page.getByTestId("change-effective-date").fill(plusDays(today(), 120));
  await page.getByTestId("change-request").click();
  await page.getByText("Choose a reason for cancellation").first().waitFor();
  await page.getByRole("textbox", { name: /Reason for cancellation/ }).click();
  await page.getByRole("option", { name: "Risk sold or ceased" }).click();
  await page.getByTestId("change-request").click();
  await page.getByText("Confirm the cancellation").first().waitFor();
  await page.getByTestId("cancel-confirm").check();
  await snap(page, "04-cancel-form");
  await page.getByTestId("change-request").click();
  const quote = page.getByTestId("change-quote");
  await quote.getByRole("heading", { name: "Return premium" }).waitFor();
  const total = await page.getByTestId("change-total").textContent();
  assert.match(total ?? "", /-/);
  await snap(page, "05-cancel-return-premium");
  await page.getByTestId("change-declaration").check();
  await page.getByTestId("change-bind").click();
  await page.waitForURL(url(`/risks/${riskId}`));
  await page.getByTestId("action-policy-reinstate").waitFor();
  const printed = await scheduleAgrees("PI cancellation schedule", "05-cancellation-schedule-pdf");
  assert.equal(printed.status, "Cancelled");
  // The header says when cover ends, as the schedule does.
  assert.match(await textOf("cover-end"), new RegExp(`${printed.coverEnd}$`));
  // The renewal history's row for this term says the same.
  const term = page.getByTestId("renewal-term").first();
  await term.getByText("Cancelled").waitFor();
  assert.match(
    (await term.textContent()) ?? "",
    new RegExp(printed.gross.replace(/[$.]/g, "\\$&")),
  );
  await page.getByTestId("term-premium").getByText("Every line").click();
  await page.getByTestId("term-premium-lines").waitFor();
  await snap(page, "05-cancelled-policy");
});

test("the underwriter reinstates it: what the cancellation returned is charged back", async () => {
  await logIn("underwriter@demo.test");
  await page.goto(url(`/risks/${riskId}`));
  await page.getByTestId("action-policy-reinstate").click();
  await page.waitForURL(url(`/risks/${riskId}/reinstate`));
  await snap(page, "06-reinstate-form");
  await page.getByTestId("change-request").click();
  const quote = page.getByTestId("change-quote");
  await quote.getByRole("heading", { name: "Additional premium" }).waitFor();
  await snap(page, "07-reinstate-charge");
  await page.getByTestId("change-declaration").check();
  await page.getByTestId("change-bind").click();
  await page.waitForURL(url(`/risks/${riskId}`));
  await page.getByTestId("action-policy-adjust").waitFor();
  await snap(page, "08-reinstated-policy");
});
