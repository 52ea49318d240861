/**
 * Journey "Binding agreements": an underwriter adds two syndicates, creates a risk code whose
 * period splits the capacity between them (the live total reads 100% only once the shares add
 * up), then a binding agreement with the demo insurer; the insurer signs in and reads it.
 * Screenshots at desktop and phone width go to e2e/screenshots/agreements/.
 */
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { desktop, launchBrowser, snap } from "../support/browser.mjs";
import { startServer } from "../support/server.mjs";

const journey = "agreements";
const demoPassword = "Demo-Password-1!";
const agreementName = "Coastal Property Binder 2026";

let server;
let browser;
let page;

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

async function logIn(email) {
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

test("an underwriter adds two syndicates", async () => {
  await logIn("underwriter@demo.test");
  await page.goto(url("/company/syndicates"));
  await page.getByRole("heading", { name: "Syndicates", exact: true }).waitFor();
  for (const [name, number] of [
    ["Atlas 2623", "2623"],
    ["Beazley 623", "623"],
  ]) {
    await page.getByRole("button", { name: "New syndicate" }).first().click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Name").fill(name);
    await dialog.getByLabel("Lloyd's syndicate number").fill(number);
    await dialog.getByRole("button", { name: "Save" }).click();
    await dialog.waitFor({ state: "detached" });
    await page.getByRole("cell", { name, exact: true }).waitFor();
  }
  await snap(page, journey, "01-syndicates");
});

test("the risk code's live total reads 100% once the shares add up", async () => {
  await page.goto(url("/company/risk-codes"));
  await page.getByRole("link", { name: "New risk code" }).first().click();
  await page.waitForURL(/\/company\/risk-codes\/new$/);
  await page.getByRole("heading", { name: "New risk code" }).waitFor();
  await page.getByLabel(/^Code/).fill("BD");
  await page.getByLabel("Date from").fill("2026-07-01");
  await page.getByLabel("Date to").fill("2027-06-30");
  await page.getByRole("textbox", { name: "Syndicate" }).first().click();
  await page.getByRole("option", { name: /Atlas 2623/ }).click();
  await page.getByLabel("Capacity provider %").first().fill("60");
  await page.getByLabel("Gross premium commission %").first().fill("12.5");
  await page.getByRole("button", { name: "Add syndicate" }).click();
  await page.getByRole("textbox", { name: "Syndicate" }).nth(1).click();
  await page.getByRole("option", { name: /Beazley 623/ }).click();
  await page.getByLabel("Capacity provider %").nth(1).fill("30");
  await page.getByLabel("Gross premium commission %").nth(1).fill("10");

  const total = page.getByTestId("period-total-0");
  await total.getByText("Total: 90%").waitFor();
  await total.getByText("Total must equal 100%").waitFor();
  await snap(page, journey, "02-total-wrong");

  await page.getByLabel("Capacity provider %").nth(1).fill("40");
  await total.getByText("Total: 100%").waitFor();
  assert.equal(await total.getByText("Total must equal 100%").count(), 0);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await page.waitForURL(/\/company\/risk-codes\/\d+$/);
  await page.getByRole("heading", { name: "BD", exact: true }).waitFor();
  await snap(page, journey, "03-risk-code");
});

test("the underwriter creates a binding agreement with the insurer", async () => {
  await page.goto(url("/company/binding-agreements/new"));
  await page.getByLabel("Name").fill(agreementName);
  await page.getByLabel("Agreement number").fill("CPB-2026-01");
  await page.getByRole("textbox", { name: "Managing insurer" }).click();
  await page.getByRole("option", { name: "Great Southern Insurance" }).click();
  await page.getByLabel(/Unique market reference/).fill("b0507 cpb");
  await page.getByLabel("Valid from").fill("2026-07-01");
  await page.getByLabel("Valid to").fill("2027-06-30");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await page.getByText("Use capital letters and digits only, e.g. B0507ABC123").waitFor();
  await page.getByLabel(/Unique market reference/).fill("B0507CPB2026");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await page.waitForURL(/\/company\/binding-agreements\/\d+$/);
  await page.goto(url("/company/binding-agreements"));
  await page.getByRole("link", { name: agreementName }).waitFor();
  await snap(page, journey, "04-agreements");
  await logOut();
});

test("the insurer reads the agreement it carries", async () => {
  await logIn("insurer@demo.test");
  await page.goto(url("/company/binding-agreements"));
  await page.getByRole("link", { name: agreementName }).waitFor();
  assert.equal(await page.getByRole("link", { name: "New binding agreement" }).count(), 0);
  // The agency's name stands in the row of the agreement (the demo market seeds others too).
  await page
    .getByRole("row", { name: new RegExp(agreementName) })
    .getByRole("cell", { name: "Coastal Underwriting Agency" })
    .waitFor();
  await page.getByRole("link", { name: agreementName }).click();
  await page.getByText("it is shown read-only").waitFor();
  assert.equal(await page.getByRole("button", { name: "Save", exact: true }).count(), 0);
  await snap(page, journey, "05-insurer-reads");
});
