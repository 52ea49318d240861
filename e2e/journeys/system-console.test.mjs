/**
 * Journey "The platform's console": the people who run the platform (the system company, SPEC
 * §6). The server runs with company approval on (COMPANY_APPROVAL=true) and a mail server that
 * refuses connections, with quick retries, so emails' jobs fail for real. A broker binds a
 * policy and a newcomer registers a company (through the API); the system administrator
 * approves the company from the home queue, searches the audit log for the bound policy's
 * changes and exports them as CSV, finds a failed job with its error on the jobs page, retries
 * it and finds the retry in the audit log. Screenshots at 1440 and 390 px go to SHOTS_DIR
 * (default e2e/screenshots/system-console).
 */
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { after, before, test } from "node:test";
import { launchBrowser, phone, screenshotDir } from "../support/browser.mjs";
import { productToday } from "../support/dates.mjs";
import { startServer } from "../support/server.mjs";

const demoPassword = "Demo-Password-1!";
const wide = { width: 1440, height: 900 };
const shots = process.env.SHOTS_DIR ?? join(screenshotDir, "system-console");

let server;
let browser;
let page;
let boundId;

before(async () => {
  server = await startServer({
    env: {
      COMPANY_APPROVAL: "true",
      // Nothing listens on port 1: every email's delivery fails, as with a mail server down.
      SMTP_URL: "smtp://127.0.0.1:1",
      JOB_RETRY_DELAY_SECONDS: "1",
      // One retry: the failed job reaches the jobs page in seconds, not after five.
      JOB_RETRY_LIMIT: "1",
      JOB_POLL_SECONDS: "1",
    },
  });
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
      if (!document.cookie.includes("XSRF-TOKEN=")) await fetch("/api/sanctum/csrf-cookie");
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

async function logIn(email, password = demoPassword) {
  await page.context().clearCookies();
  await page.goto(url("/login"));
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole("button", { name: "Log in", exact: true }).last().click();
  await page.waitForURL((address) => !address.pathname.startsWith("/login"));
}

const address = {
  line1: "20 Bond Street",
  city: "Sydney",
  state: "NSW",
  postcode: "2000",
  country: "AU",
};

test("a broker binds a policy and a newcomer registers a company (through the API)", async () => {
  await logIn("broker@demo.test");
  const user = await api("GET", "/api/user");
  const harbourside = user.body.roles.find((r) =>
    r.company.name.startsWith("Harbourside"),
  ).companyId;
  const available = await api("GET", `/api/companies/${harbourside}/available-packages`);
  const packageId = available.body.data.find((p) => p.underwriter.name.startsWith("Coastal")).id;
  const name = "Ironbark Surveying Pty Ltd";
  const created = await api("POST", `/api/companies/${harbourside}/risks`, {
    productPackageId: packageId,
    inceptionDate: productToday(),
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
  boundId = created.body.id;
  assert.equal(
    (await api("POST", `/api/companies/${harbourside}/risks/${boundId}/submit`, {})).status,
    200,
  );
  const bound = await api("POST", `/api/companies/${harbourside}/risks/${boundId}/bind`, {
    declaration: true,
  });
  assert.equal(bound.status, 200, JSON.stringify(bound.body));

  await page.context().clearCookies();
  await page.goto(url("/login"));
  const password = "Ironbark-Pass-2026!";
  const registered = await api("POST", "/api/register", {
    name: "Ivy Ironbark",
    email: "ivy@ironbark.example",
    password,
    password_confirmation: password,
  });
  assert.equal(registered.status, 201, JSON.stringify(registered.body));
  const company = await api("POST", "/api/companies", {
    name: "Ironbark Risk Partners",
    legalName: "Ironbark Risk Partners Pty Ltd",
    registrationType: 1,
    registrationNumber: "53 004 085 616",
    refCompanyTypeId: 2,
    handle: "ironbark",
    address,
    currency: "aud",
  });
  assert.equal(company.status, 201, JSON.stringify(company.body));
});

test("the system administrator approves the new company from the home queue", async () => {
  await logIn("admin@demo.test");
  const queue = page.getByText("Companies waiting for approval");
  await queue.waitFor();
  await page.getByText("Ironbark Risk Partners").waitFor();
  await snap("01-home-approval-queue");
  await page.getByRole("button", { name: "Approve" }).first().click();
  await page.getByText("Ironbark Risk Partners is approved").waitFor();
  await queue.waitFor({ state: "detached" });
});

test("the audit log finds the bound policy's changes and exports them as CSV", async () => {
  await page.getByRole("button", { name: /account menu/i }).click();
  await page.getByRole("menuitem", { name: "Audit log" }).click();
  await page.waitForURL(url("/system/audit"));
  await page.getByLabel("Entity type").fill("risk_package");
  await page.getByLabel("Entity ID").fill(String(boundId));
  const log = page.getByTestId("audit-log");
  // The search runs as the filters settle: wait until every row is the policy's.
  await page.waitForFunction((entity) => {
    const cells = [
      ...document.querySelectorAll('[data-testid="audit-log"] tbody tr td:nth-child(5)'),
    ];
    return cells.length > 0 && cells.every((cell) => cell.textContent.trim() === entity);
  }, `risk_package ${boundId}`);
  for (const action of ["risk.created", "risk.submitted", "risk.bound"]) {
    await log.getByText(action, { exact: true }).first().waitFor();
  }
  const entities = await log.locator("tbody tr td:nth-child(5)").allInnerTexts();
  await snap("02-audit-log-policy");

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export CSV" }).click(),
  ]);
  assert.match(download.suggestedFilename(), /\.csv$/);
  const csv = await readFile(await download.path(), "utf8");
  const lines = csv.trim().split(/\r?\n/);
  assert.equal(lines.length - 1, entities.length, "one CSV line per change shown");
  assert.ok(lines.some((line) => line.includes("risk.bound")));
});

test("the jobs page shows a failed email job with its error; the administrator retries it", async () => {
  await page.goto(url("/system/jobs"));
  await page.getByRole("heading", { name: "Jobs", exact: true }).waitFor();
  const queues = page.getByTestId("job-queues");
  await queues.waitFor();
  // The bind's emails fail against the closed mail server, are retried once a second later
  // and then wait here; the page refreshes itself every 10 seconds.
  const failed = page.getByTestId("failed-job").first();
  await failed.waitFor({ timeout: 150_000 });
  assert.match(await failed.innerText(), /ECONNREFUSED|connect/i);
  await snap("03-jobs-failed");

  const before = (await page.getByTestId("failed-job").allInnerTexts()).length;
  await failed.getByRole("button", { name: /^Retry job/ }).click();
  await page.getByText("The job will run again").waitFor();

  await page.goto(url("/system/audit"));
  await page.getByLabel("Action").fill("job.retried");
  await page.getByTestId("audit-log").getByText("job.retried").waitFor();
  await snap("04-audit-job-retried");
  assert.ok(before >= 1);
});
