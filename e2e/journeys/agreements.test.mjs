/**
 * Journey "Binding agreements": an underwriter adds two syndicates, creates a risk code whose
 * period splits the capacity between them (the live total reads 100% only once the shares add
 * up), then a binding agreement with the demo insurer and a period with a section (quota shares
 * adding up to 100%) and an authorised underwriter, and publishes it; the insurer signs in,
 * reads the agreement and its period, and finds the agreements in its header.
 * Screenshots at desktop and phone width go to e2e/screenshots/agreements/.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { snap } from "../support/browser.mjs";
import { fieldDate, fillDate } from "../support/dates.mjs";
import { journeySession } from "./support.mjs";

const journey = "agreements";
const agreementName = "Coastal Property Binder 2026";

const session = journeySession();
const { url, logIn, logOut } = session;
let page;

test("an underwriter adds two syndicates", async () => {
  page = session.page;
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
  await fillDate(page.getByLabel("Date from"), "2026-07-01");
  await fillDate(page.getByLabel("Date to"), "2027-06-30");
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
});

test("the underwriter adds a period with a section and an authorised underwriter, and publishes it", async () => {
  await page.getByRole("link", { name: agreementName }).click();
  await page.getByRole("heading", { name: "Periods" }).waitFor();
  await page.getByText("No periods yet.").waitFor();
  await page.getByRole("link", { name: "New period" }).click();
  await page.waitForURL(/\/periods\/new$/);
  await page.getByRole("heading", { name: "New period" }).waitFor();
  // The period starts on the agreement's dates.
  assert.equal(await page.getByLabel("Date from").inputValue(), fieldDate("2026-07-01"));

  const section = page.getByTestId("section-0");
  await section.getByLabel("Section name").fill("Residential property");
  // A multi-select opens from its field (the pills' box), and closes with Escape.
  await section.locator(".mantine-MultiSelect-input").first().click();
  await page.getByRole("option", { name: "Property" }).click();
  await page.keyboard.press("Escape");
  await section.getByLabel("Coverholder commission").fill("20");
  await section.getByLabel("Maximum limit", { exact: true }).fill("5000000");
  await section.getByLabel("Maximum premium limit").fill("100000");
  await section.getByLabel("Notifiable premium limit").fill("250000");
  await section.getByRole("textbox", { name: "Syndicate" }).first().click();
  await page.getByRole("option", { name: /Atlas 2623/ }).click();
  await section.getByLabel("Share").first().fill("70");
  await section.getByRole("button", { name: "Add syndicate" }).click();
  await section.getByRole("textbox", { name: "Syndicate" }).nth(1).click();
  await page.getByRole("option", { name: /Beazley 623/ }).click();
  await section.getByLabel("Share").nth(1).fill("20");
  const total = page.getByTestId("section-total-0");
  await total.getByText("Total: 90%").waitFor();
  await total.getByText("Total must equal 100%").waitFor();
  await section.getByLabel("Share").nth(1).fill("30");
  await total.getByText("Total: 100%").waitFor();

  await page.getByRole("button", { name: "Add underwriter" }).click();
  const underwriter = page.getByTestId("underwriter-0");
  await underwriter.getByRole("textbox", { name: "Underwriter" }).click();
  await page.getByRole("option", { name: /Uma Underwriter/ }).click();
  await underwriter.getByLabel("Authority level").fill("3");
  await underwriter.getByLabel("Max backdate days").fill("30");
  await underwriter.getByLabel("Max discount").fill("10");

  // A rule of the schema shows beside its field (notifiable above maximum premium).
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await page
    .getByText("The notifiable premium limit must not exceed the maximum premium limit")
    .waitFor();
  await snap(page, journey, "05-period-errors");
  await section.getByLabel("Notifiable premium limit").fill("50000");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await page.waitForURL(/\/periods\/\d+$/);
  await page.getByRole("heading", { name: /^Period 1 July 2026/ }).waitFor();
  await page.getByTestId("version-state").getByText("Draft").waitFor();

  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByTestId("version-state").getByText("Published").waitFor();
  await snap(page, journey, "06-period-published");
  await logOut();
});

test("the insurer reads the agreement it carries, its period, sections and shares", async () => {
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
  assert.equal(await page.getByRole("link", { name: "New period" }).count(), 0);
  // The premium bound under each section against its limits (nothing bound yet in this market).
  await page.getByRole("heading", { name: "Bound premium against limits" }).waitFor();
  await page
    .getByRole("cell", { name: /Residential property/ })
    .first()
    .waitFor();
  await snap(page, journey, "07-insurer-reads");

  await page.getByRole("link", { name: /^1 July 2026/ }).click();
  await page.getByRole("heading", { name: /^Period 1 July 2026/ }).waitFor();
  const section = page.getByTestId("section-0");
  assert.equal(await section.getByLabel("Section name").inputValue(), "Residential property");
  await section.getByText("Total: 100%").waitFor();
  // Names the insurer cannot list itself come with the period.
  assert.equal(
    await section.getByRole("textbox", { name: "Syndicate" }).first().inputValue(),
    "Atlas 2623",
  );
  assert.equal(
    await page
      .getByTestId("underwriter-0")
      .getByRole("textbox", { name: "Underwriter" })
      .inputValue(),
    "Uma Underwriter",
  );
  assert.equal(await page.getByRole("button", { name: "Publish" }).count(), 0);
  await snap(page, journey, "08-insurer-period");
});

test("the insurer's header links to the agreements it carries", async () => {
  await page.goto(url("/"));
  await page.getByRole("link", { name: "Binding agreements" }).first().click();
  await page.waitForURL(/\/company\/binding-agreements$/);
  await page.getByRole("link", { name: agreementName }).waitFor();
});
