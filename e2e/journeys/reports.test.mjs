/**
 * Journey "Reports and bordereaux": a broker binds two risks with Coastal (set up
 * through the API); the underwriter opens the company page, sees the Bound Policy Data Report
 * panel's defaults (start of this month to today, CSV) and downloads the report as CSV, JSON and
 * text (`bound_policy_report_{yyyyMMdd_HHmmss}.{type}`, one row per bound transaction); "Date
 * to" refuses a day before "Date from", and moving "Date from" after "Date to" moves "Date to"
 * with it (SPEC §5). The managing insurer (Great Southern) opens
 * the agreement's live bordereau, sees the control totals and downloads the premium bordereau
 * as Excel. Screenshots at 1440 and 390 px go to SHOTS_DIR (default e2e/screenshots/reports).
 */
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { after, before, test } from "node:test";
import { launchBrowser, phone, screenshotDir } from "../support/browser.mjs";
import { fieldDate, fillDate, isoDate, productToday } from "../support/dates.mjs";
import { startServer } from "../support/server.mjs";

const demoPassword = "Demo-Password-1!";
const wide = { width: 1440, height: 900 };
const shots = process.env.SHOTS_DIR ?? join(screenshotDir, "reports");

let server;
let browser;
let page;
let coastal;
const insuredNames = ["Wattle Surveying Pty Ltd", "Banksia Design Pty Ltd"];

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
  page = await (await browser.newContext({ viewport: wide, acceptDownloads: true })).newPage();
  page.on("pageerror", (error) => console.error("page error:", error.message));
  mkdirSync(shots, { recursive: true });
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

const url = (path) => `${server.baseUrl}${path}`;

/** Full-page screenshots at 1440 and 390 px, then back to 1440. */
async function snap(name) {
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const [label, size] of [
    ["1440", wide],
    ["390", phone],
  ]) {
    await page.setViewportSize(size);
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(shots, `${name}-${label}.png`), fullPage: true });
  }
  await page.setViewportSize(wide);
}

async function api(method, path, body) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const xsrf = decodeURIComponent(document.cookie.match(/XSRF-TOKEN=([^;]+)/)?.[1] ?? "");
      const response = await fetch(path, {
        method,
        credentials: "include",
        headers: {
          "content-type": "application/json",
          accept: "application/json",
          "x-xsrf-token": xsrf,
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      return { status: response.status, body: await response.json().catch(() => null) };
    },
    { method, path, body },
  );
}

async function logIn(email) {
  await page.context().clearCookies();
  await page.goto(url("/login"));
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel(/^Password/).fill(demoPassword);
  await page.getByRole("button", { name: "Log in", exact: true }).last().click();
  await page.waitForURL((address) => !address.pathname.startsWith("/login"));
}

/** The browser's today (it runs in Brisbane time, see ../support/browser.mjs), as a local Date. */
const today = (([year, month, day]) => new Date(year, month - 1, day))(
  productToday().split("-").map(Number),
);
const shown = (d) => fieldDate(isoDate(d));

test("the broker binds two risks with Coastal (through the API)", async () => {
  await logIn("broker@demo.test");
  const user = await api("GET", "/api/user");
  const harbourside = user.body.roles.find((r) =>
    r.company.name.startsWith("Harbourside"),
  ).companyId;
  const available = await api("GET", `/api/companies/${harbourside}/available-packages`);
  const packageId = available.body.data.find((p) => p.underwriter.name.startsWith("Coastal")).id;
  const inception = productToday();
  for (const name of insuredNames) {
    const address = {
      line1: "20 Bond Street",
      city: "Sydney",
      state: "NSW",
      postcode: "2000",
      country: "AU",
    };
    const created = await api("POST", `/api/companies/${harbourside}/risks`, {
      productPackageId: packageId,
      inceptionDate: inception,
      termMonths: 12,
      insured: { name, address },
      answers: {
        businessName: name,
        profession: "engineer",
        revenue: 900000,
        address,
        limit: "2000000",
        claims: false,
      },
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const id = created.body.id;
    const submitted = await api("POST", `/api/companies/${harbourside}/risks/${id}/submit`, {});
    assert.equal(submitted.status, 200, JSON.stringify(submitted.body));
    const bound = await api("POST", `/api/companies/${harbourside}/risks/${id}/bind`, {
      declaration: true,
    });
    assert.equal(bound.status, 200, JSON.stringify(bound.body));
  }
});

/** Clicks Generate and answers the saved file's name and text. */
async function generate(type) {
  const panel = page.getByRole("region", { name: "Bound Policy Data Report" });
  await panel.getByText(type.toUpperCase(), { exact: true }).click();
  const button = panel.getByRole("button", { name: "Generate report" });
  const [download] = await Promise.all([page.waitForEvent("download"), button.click()]);
  const name = download.suggestedFilename();
  const text = await readFile(await download.path(), "utf8");
  // Re-enabled once the file is saved (SPEC §4).
  await assert.doesNotReject(() => button.and(page.locator(":enabled")).waitFor());
  assert.equal(await button.getAttribute("data-loading"), null);
  return { name, text };
}

test("the underwriter downloads the bound-policy report as CSV, JSON and text", async () => {
  await logIn("underwriter@demo.test");
  const user = await api("GET", "/api/user");
  coastal = user.body.roles.find((r) => r.company.name.startsWith("Coastal")).companyId;
  await page.goto(url(`/companies/${coastal}`));
  const panel = page.getByRole("region", { name: "Bound Policy Data Report" });
  await panel.waitFor();
  // Defaults (SPEC §9): start of this month to today, CSV.
  const first = new Date(today.getFullYear(), today.getMonth(), 1);
  assert.equal(await panel.getByLabel(/^Date from/).inputValue(), shown(first));
  assert.equal(await panel.getByLabel(/^Date to/).inputValue(), shown(today));
  await snap("01-underwriter-report-panel");

  const name = /^bound_policy_report_\d{8}_\d{6}\.(csv|json|txt)$/;
  const csv = await generate("csv");
  assert.match(csv.name, name);
  assert.ok(csv.name.endsWith(".csv"));
  const csvLines = csv.text.trim().split(/\r?\n/);
  assert.equal(csvLines.length, 3, csv.text);
  for (const insured of insuredNames) assert.ok(csv.text.includes(insured), csv.text);

  const json = await generate("json");
  assert.ok(json.name.endsWith(".json"));
  const rows = JSON.parse(json.text);
  assert.equal(rows.length, 2);
  assert.deepEqual(
    rows.map((row) => Object.values(row).find((v) => insuredNames.includes(v))).sort(),
    [...insuredNames].sort(),
  );

  const txt = await generate("txt");
  assert.ok(txt.name.endsWith(".txt"));
  const txtLines = txt.text.trim().split(/\r?\n/);
  assert.equal(txtLines.length, 3);
  assert.ok(txtLines[0].includes("\t"));
  assert.equal(txtLines[0].split("\t").length, csvLines[0].split(",").length);
});

test("Date to refuses a day before Date from; moving Date from after Date to moves Date to", async () => {
  const panel = page.getByRole("region", { name: "Bound Policy Data Report" });
  const dateFrom = panel.getByLabel(/^Date from/);
  const dateTo = panel.getByLabel(/^Date to/);
  const monthAgo = new Date(today.getFullYear(), today.getMonth() - 1, 1);
  const midMonthAgo = new Date(today.getFullYear(), today.getMonth() - 1, 15);
  const thisMonth = new Date(today.getFullYear(), today.getMonth(), 1);
  await fillDate(dateFrom, isoDate(monthAgo));
  await fillDate(dateTo, isoDate(midMonthAgo));
  assert.equal(await dateTo.inputValue(), shown(midMonthAgo));

  // Before Date from: the field keeps its date.
  await fillDate(dateTo, isoDate(new Date(today.getFullYear(), today.getMonth() - 2, 20)));
  assert.equal(await dateTo.inputValue(), shown(midMonthAgo));

  await fillDate(dateFrom, isoDate(thisMonth));
  for (let i = 0; i < 50 && (await dateTo.inputValue()) !== shown(thisMonth); i += 1) {
    await page.waitForTimeout(100);
  }
  assert.equal(await dateTo.inputValue(), shown(thisMonth));
  await snap("02-underwriter-dates-moved");
});

test("the insurer opens the live bordereau, sees the control totals and downloads the xlsx", async () => {
  await logIn("insurer@demo.test");
  await page.getByRole("link", { name: "Binding agreements" }).first().click();
  await page
    .getByRole("link", { name: /Coastal/ })
    .first()
    .click();
  // The agreement's own link (the insurer's navigation has a Bordereaux link too).
  await page.locator("#main-content").getByRole("link", { name: "Bordereaux" }).click();
  await page.waitForURL(/\/company\/bordereaux\?agreementId=/);
  await page.getByText("Control totals").waitFor();
  const transactions = page.getByTestId("control-Transactions");
  await transactions.filter({ hasText: /^2$/ }).waitFor();
  await page.getByText("Syndicate shares reconcile to the cent").waitFor();
  await snap("03-insurer-bordereau");

  const button = page.getByRole("button", { name: "Premium bordereau (Excel)" });
  const [download] = await Promise.all([page.waitForEvent("download"), button.click()]);
  assert.match(download.suggestedFilename(), /^premium_bordereau_.+_\d{8}_\d{8}\.xlsx$/);
  const xlsx = await readFile(await download.path());
  assert.equal(xlsx.subarray(0, 2).toString(), "PK");
  assert.ok(xlsx.includes("xl/worksheets/sheet1.xml"));
  await button.and(page.locator(":enabled")).waitFor();
});
