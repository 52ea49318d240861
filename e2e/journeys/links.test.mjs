/**
 * Journey "No dead ends": signs in as every demo user (and a newly registered user with no
 * company), collects every header, account-menu and drawer link at desktop (1440) and phone
 * (390) width, follows each one and asserts that none shows "Page not found" or a loader that
 * never ends, nor a raw translation key (an area's strings that did not load with its page). A
 * broker opening /system/outbox sees the §8 "Access denied" view within a second.
 * One browser and one server for the whole run; screenshots of each home at both widths go to
 * e2e/screenshots/links/ (or $SHOTS_DIR).
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { after, before, test } from "node:test";
import { launchBrowser, screenshotDir } from "../support/browser.mjs";
import { repoRoot, startServer } from "../support/server.mjs";

const journey = "links";
const demoPassword = "Demo-Password-1!";
const wide = { width: 1440, height: 900 };
const narrow = { width: 390, height: 844 };
const demoUsers = [
  "admin@demo.test",
  "broker@demo.test",
  "assistant@demo.test",
  "broker2@demo.test",
  "underwriter@demo.test",
  "underwriter2@demo.test",
  "insurer@demo.test",
  "legal@demo.test",
  "client@demo.test",
  "multi@demo.test",
];

/** A key of the web app's strings shown as it is, e.g. "products.list.title". */
const catalogue = readFileSync(join(repoRoot, "apps/web/src/i18n/en/index.ts"), "utf8");
const areas = /export const en = \{([^}]*)\}/.exec(catalogue)[1].match(/\w+/g);
const rawKey = new RegExp(`\\b(?:${areas.join("|")})\\.[a-z]\\w*(?:\\.\\w+)*\\b`);

let server;
let browser;
let page;

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const context = await browser.newContext({ viewport: wide });
  page = await context.newPage();
  page.on("pageerror", (error) => console.error("page error:", error.message));
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

const url = (path) => `${server.baseUrl}${path}`;
const shots = process.env.SHOTS_DIR ?? join(screenshotDir, journey);

async function snap(name) {
  await mkdir(shots, { recursive: true });
  for (const [label, size] of [
    ["1440", wide],
    ["390", narrow],
  ]) {
    await page.setViewportSize(size);
    await page.waitForTimeout(250);
    await page.screenshot({ path: join(shots, `${name}-${label}.png`), fullPage: true });
  }
  await page.setViewportSize(wide);
}

async function logIn(email, password = demoPassword) {
  await page.context().clearCookies();
  await page.goto(url("/login"));
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole("button", { name: "Log in", exact: true }).last().click();
  await page.waitForURL((address) => !address.pathname.startsWith("/login"));
  // Someone in several companies is asked which to represent first: the first on the list
  // (the header's account menu names a company too, so the choice is looked for in the page).
  if (new URL(page.url()).pathname === "/select-company") {
    await page.getByRole("main").getByRole("button").first().click();
    await page.waitForURL((address) => address.pathname !== "/select-company");
  }
}

/** The page settled: no loader left, no not-found view. */
async function assertSettled(path) {
  const loader = page.getByRole("status", { name: "Loading…" });
  try {
    await loader.first().waitFor({ state: "hidden", timeout: 8000 });
  } catch {
    assert.fail(`${path}: the loader never ended`);
  }
  await page.waitForTimeout(150);
  const notFound = await page.getByRole("heading", { name: /not found/i }).count();
  assert.equal(notFound, 0, `${path} shows "Page not found"`);
  const main = await page.locator("main").innerText();
  assert.ok(main.trim().length > 0, `${path} shows an empty page`);
  // Text in <code> is data shown as it is stored (an audit action such as `auth.login`).
  let shown = `${await page.locator("body").innerText()}\n${await page.title()}`;
  for (const code of await page.locator("code").allInnerTexts()) shown = shown.replace(code, "");
  assert.doesNotMatch(shown, rawKey, `${path} shows a raw translation key`);
}

/** Same-origin paths of the header links, the account menu and any header dropdowns. */
async function desktopLinks() {
  await page.setViewportSize(wide);
  const found = new Set();
  const addFrom = async (scope) => {
    for (const href of await scope.evaluateAll((links) => links.map((a) => a.href))) {
      found.add(href);
    }
  };
  const header = page.locator("header");
  await addFrom(header.locator("a[href]"));
  for (const toggle of await header.locator("nav button[aria-haspopup]").all()) {
    await toggle.click();
    await page.getByRole("menu").waitFor();
    await addFrom(page.getByRole("menu").locator("a[href]"));
    await closeMenu();
  }
  const account = page.getByRole("button", { name: /account menu/i });
  if (await account.count()) {
    await account.click();
    await page.getByRole("menu").waitFor();
    await addFrom(page.getByRole("menu").locator("a[href]"));
    await closeMenu();
  }
  return found;
}

/** Escape, then wait until the menu has gone (its closing transition), so one is open at a time. */
async function closeMenu() {
  await page.keyboard.press("Escape");
  await page.getByRole("menu").waitFor({ state: "hidden" });
}

/** Same-origin paths in the phone drawer. */
async function phoneLinks() {
  await page.setViewportSize(narrow);
  await page.getByRole("button", { name: "Open navigation" }).click();
  const drawer = page.getByRole("dialog");
  await drawer.waitFor();
  const found = new Set(await drawer.locator("a[href]").evaluateAll((a) => a.map((x) => x.href)));
  await page.keyboard.press("Escape");
  await page.setViewportSize(wide);
  return found;
}

async function followAll(who, hrefs) {
  const origin = new URL(server.baseUrl).origin;
  for (const href of hrefs) {
    const target = new URL(href);
    if (target.origin !== origin) continue; // another company's portal host
    const path = `${target.pathname}${target.search}`;
    await page.goto(url(path));
    await assertSettled(`${who} → ${path}`);
  }
}

async function walk(who) {
  await page.goto(url("/"));
  await assertSettled(`${who} → /`);
  const desk = await desktopLinks();
  const phone = await phoneLinks();
  assert.ok(desk.size > 0, `${who} has no header links`);
  assert.ok(phone.size > 0, `${who} has no drawer links`);
  if (process.env.LINKS_VERBOSE) console.log(who, [...new Set([...desk, ...phone])]);
  await followAll(who, new Set([...desk, ...phone]));
  await page.goto(url("/"));
  await assertSettled(`${who} → /`);
  await snap(`home-${who.split("@")[0].replace(/-\d+$/, "")}`);
}

for (const email of demoUsers) {
  test(`every header and drawer link of ${email} leads somewhere`, async () => {
    await logIn(email);
    await walk(email);
  });
}

test("a newly registered user with no company: every link leads somewhere", async () => {
  await page.context().clearCookies();
  await page.goto(url("/register"));
  const email = `newcomer-${Date.now()}@example.com`;
  const status = await page.evaluate(
    async ({ email, password }) => {
      await fetch("/api/sanctum/csrf-cookie");
      const xsrf = decodeURIComponent(document.cookie.match(/XSRF-TOKEN=([^;]+)/)?.[1] ?? "");
      const response = await fetch("/api/register", {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-XSRF-TOKEN": xsrf },
        body: JSON.stringify({
          name: "Nora Newcomer",
          email,
          password,
          password_confirmation: password,
        }),
      });
      return response.status;
    },
    { email, password: demoPassword },
  );
  assert.equal(status, 201);
  await logIn(email);
  await page.getByRole("link", { name: "Register a company" }).first().waitFor();
  await walk(email);

  // Registering a company: the handle follows the name and is checked as it changes.
  await page.getByRole("link", { name: "Register a company" }).last().click();
  await page.waitForURL(url("/companies/new"));
  await page.getByRole("textbox", { name: /^Company name/ }).fill("Wattle & Gum Brokers");
  const handle = page.getByRole("textbox", { name: /^Subdomain handle/ });
  await page.waitForFunction(() =>
    [...document.querySelectorAll("input")].some((i) => i.value === "wattle-and-gum-brokers"),
  );
  assert.equal(await handle.inputValue(), "wattle-and-gum-brokers");
  await page.getByRole("img", { name: "wattle-and-gum-brokers is available" }).waitFor();
  await snap("create-company-suggested");
  await handle.fill("coastal");
  await page.getByText("This handle is already in use").waitFor();
  await page.getByRole("textbox", { name: /^Company name/ }).fill("Wattle and Gum");
  assert.equal(await handle.inputValue(), "coastal", "a typed handle no longer follows the name");
});

test("a broker asks an underwriter to connect; the underwriter accepts", async () => {
  await logIn("broker2@demo.test");
  await page.goto(url("/company/manage?tab=brokerages"));
  await page.getByRole("textbox", { name: "Underwriter" }).click();
  await page.getByRole("option", { name: "Summit Specialty Underwriting" }).click();
  await page.getByRole("button", { name: "Ask to connect" }).click();
  const requests = page.getByTestId("brokerage-requests");
  await requests.getByText("Waiting for an answer").waitFor();
  await requests.getByText("Summit Specialty Underwriting").waitFor();
  await snap("connection-requested");

  await logIn("underwriter2@demo.test");
  await page.getByText("1 waiting").waitFor();
  await snap("home-underwriter2-request");
  await page.goto(url("/company/manage?tab=brokerages"));
  await page.getByRole("button", { name: "Accept Southern Cross Brokers" }).waitFor();
  await snap("connection-request-received");
  await page.getByRole("button", { name: "Accept Southern Cross Brokers" }).click();
  await page.getByText("No broker is waiting for an answer.").waitFor();
  await page.getByRole("button", { name: "Disconnect Southern Cross Brokers" }).waitFor();
});

test("the checks catch a dead end", async () => {
  await page.goto(url("/no-such-page"));
  await assert.rejects(assertSettled("/no-such-page"), /Page not found/);
});

test("a forbidden page shows the access-denied view within a second", async () => {
  await logIn("broker@demo.test");
  await page.goto(url("/"));
  await assertSettled("broker → /");
  // Once the page has loaded, the view is there within a second (no endless "Loading…").
  await page.goto(url("/system/outbox"));
  await page.getByRole("heading", { name: "Access denied" }).waitFor({ timeout: 1000 });
  await page.getByText("You don't have permission to access this resource.").waitFor();
  await snap("forbidden-outbox");

  // A client is not shown the underwriter's product authoring screen.
  await logIn("client@demo.test");
  await page.goto(url("/company/products"));
  await page.getByRole("heading", { name: "Access denied" }).waitFor({ timeout: 2000 });
  assert.equal(await page.getByRole("button", { name: /New product/i }).count(), 0);
  await snap("client-products");
});
