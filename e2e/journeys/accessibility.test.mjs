/**
 * Journey "Accessibility": signs in as each kind of demo user (underwriter, broker, insurer,
 * client, legal) and runs axe-core on every main page that user reaches, plus a record page
 * opened from a list; no page may have a serious or critical WCAG 2.1 AA violation. One
 * browser, one server; the problems of all pages of a user are reported together.
 * Set E2E_SNAP=1 for desktop and phone screenshots of every page (e2e/screenshots/accessibility/).
 */
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { accessibilityProblems } from "../support/axe.mjs";
import { desktop, launchBrowser, snap } from "../support/browser.mjs";
import { productToday } from "../support/dates.mjs";
import { startServer } from "../support/server.mjs";

const journey = "accessibility";
const demoPassword = "Demo-Password-1!";
const snapping = process.env.E2E_SNAP === "1";

let server;
let browser;
let page;
const consoleErrors = [];

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const context = await browser.newContext({ viewport: desktop });
  page = await context.newPage();
  page.on("pageerror", (error) => console.error("page error:", error.message));
  page.on("console", (message) => {
    if (message.type() === "error")
      consoleErrors.push(`${message.location().url}: ${message.text()}`);
  });
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

const url = (path) => `${server.baseUrl}${path}`;

async function logIn(email) {
  await page.context().clearCookies();
  await page.goto(url("/login"));
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel(/^Password/).fill(demoPassword);
  await page.getByRole("button", { name: "Log in", exact: true }).last().click();
  await page.waitForURL((address) => !address.pathname.startsWith("/login"));
}

/** Waits until the page has drawn: no request in flight and no loader left. */
async function settle() {
  await page.waitForLoadState("networkidle");
  await page
    .locator(".mantine-Loader-root, [aria-busy='true']")
    .first()
    .waitFor({ state: "detached", timeout: 5_000 })
    .catch(() => {});
  // Mantine transitions (fade-ins) finish before colours are measured.
  await page.waitForTimeout(250);
}

/**
 * Opens each page (a path, or `{ from, link, suffix }`: the first link in the main content
 * whose address matches `link` on the list at `from`, plus `suffix`) and collects its axe
 * problems (`optional`: skipped when the list is empty).
 */
async function audit(who, pages) {
  const problems = [];
  for (const entry of pages) {
    let path = entry;
    if (typeof entry === "object") {
      await page.goto(url(entry.from));
      await settle();
      const href = await page
        .locator("main a[href]")
        .evaluateAll(
          (links, pattern) =>
            links.map((link) => link.getAttribute("href")).find((h) => new RegExp(pattern).test(h)),
          entry.link.source,
        );
      if (!href && entry.optional) continue;
      assert.ok(href, `${who}: a link matching ${entry.link} on ${entry.from}`);
      path = `${href}${entry.suffix ?? ""}`;
    }
    await page.goto(url(path));
    await settle();
    for (const line of await accessibilityProblems(page)) problems.push(`${path}: ${line}`);
    if (snapping) {
      const name = `${who}-${path.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home"}`;
      await snap(page, journey, name);
    }
  }
  assert.deepEqual(problems, [], `accessibility of ${who}'s pages`);
}

test("signed out: landing, login, register and legal pages", async () => {
  await page.context().clearCookies();
  await audit("visitor", ["/", "/login", "/register", "/forgot-password", "/products"]);
  // Nobody signed in is an answer, not a failed request (GET /api/user?optional=true).
  assert.deepEqual(consoleErrors, [], "no console error on the signed-out pages");
});

/** A call to the API in the signed-in page (cookies and the XSRF token). */
async function api(method, path, body) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const xsrf = decodeURIComponent(document.cookie.match(/XSRF-TOKEN=([^;]+)/)?.[1] ?? "");
      const response = await fetch(path, {
        method,
        headers: { "content-type": "application/json", "x-xsrf-token": xsrf },
        body: body ? JSON.stringify(body) : undefined,
      });
      return { status: response.status, body: await response.json().catch(() => null) };
    },
    { method, path, body },
  );
}

const address = {
  line1: "1 Macquarie Place",
  city: "Sydney",
  state: "NSW",
  postcode: "2000",
  country: "AU",
};

/** The demo market has no risks: the broker submits one to Coastal for both to look at. */
async function submitRisk() {
  const user = await api("GET", "/api/user");
  const broker = user.body.roles.find((r) => r.company.name.startsWith("Harbourside")).companyId;
  const available = await api("GET", `/api/companies/${broker}/available-packages`);
  const packageId = available.body.data.find((p) => p.underwriter.name.startsWith("Coastal")).id;
  const created = await api("POST", `/api/companies/${broker}/risks`, {
    productPackageId: packageId,
    inceptionDate: productToday(),
    termMonths: 12,
    insured: { name: "Kookaburra Engineering Pty Ltd", address },
    answers: {
      businessName: "Kookaburra Engineering",
      profession: "engineer",
      revenue: 1200000,
      address,
      limit: "2000000",
      claims: false,
    },
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  const submitted = await api(
    "POST",
    `/api/companies/${broker}/risks/${created.body.id}/submit`,
    {},
  );
  assert.equal(submitted.status, 200, JSON.stringify(submitted.body));
  return created.body.id;
}

let riskPath = "";

test("broker: every main page", async () => {
  await logIn("broker@demo.test");
  riskPath = `/risks/${await submitRisk()}`;
  await audit("broker", [
    "/",
    "/company/dashboard",
    "/risks",
    riskPath,
    "/risks/new",
    "/company/products",
    "/products",
    "/quick-quote",
    "/claims",
    "/company/files",
    "/company/manage",
    "/account",
  ]);
});

test("underwriter: every main page", async () => {
  await logIn("underwriter@demo.test");
  await audit("underwriter", [
    "/",
    "/company/dashboard",
    "/risks",
    riskPath,
    "/company/products",
    { from: "/company/products", link: /^\/company\/products\/\d+$/ },
    { from: "/company/products", link: /^\/company\/products\/\d+$/, suffix: "?tab=designer" },
    "/company/product-packages",
    { from: "/company/product-packages", link: /^\/company\/product-packages\/\d+$/ },
    "/company/binding-agreements",
    { from: "/company/binding-agreements", link: /^\/company\/binding-agreements\/\d+$/ },
    "/company/bordereaux",
    "/claims",
    "/company/files",
    "/company/clauses",
    "/company/document-templates",
    "/company/workflow",
    "/company/manage",
    "/account",
    "/account/security",
  ]);
});

test("insurer: every main page", async () => {
  await logIn("insurer@demo.test");
  await audit("insurer", [
    "/",
    "/company/dashboard",
    "/company/binding-agreements",
    "/company/bordereaux",
    "/company/products",
    "/company/syndicates",
    "/company/manage",
    "/account",
  ]);
});

test("client: every main page", async () => {
  await logIn("client@demo.test");
  await audit("client", ["/", "/client/policies", "/claims", "/company/products", "/account"]);
});

test("legal: every main page", async () => {
  await logIn("legal@demo.test");
  await audit("legal", [
    "/",
    "/incidents",
    { from: "/incidents", link: /^\/incidents\/(?!new$)[^/]+$/, optional: true },
    "/incidents/new",
    "/risks",
    "/account",
  ]);
});

test("legal: the risks list they cannot open shows the access-denied view alone", async () => {
  await page.goto(url("/risks"));
  await page.getByRole("heading", { name: "Access denied" }).waitFor({ timeout: 5_000 });
  assert.ok(await page.getByText("You don't have permission to access this resource.").isVisible());
  assert.equal(await page.getByTestId("risk-search").count(), 0, "no search for a closed list");
  assert.equal(await page.getByRole("button", { name: "Filters" }).count(), 0, "no filters");
  await page.waitForTimeout(500);
  assert.equal(
    await page.locator(".mantine-Notification-root").count(),
    0,
    "the page's view is the one message (no toast repeats it)",
  );
});
