/**
 * Journey "Workflow configuration": an underwriter opens company management, follows the link to
 * workflow configuration, adds an underwriting status and moves it up the board, deletes an
 * unused one, then adds an assignment rule that rotates between two underwriters for NSW risks.
 * Screenshots at desktop width go to e2e/screenshots/workflow/.
 */
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { desktop, launchBrowser, snap } from "../support/browser.mjs";
import { startServer } from "../support/server.mjs";

const journey = "workflow";
const demoPassword = "Demo-Password-1!";

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

const statusNames = async () =>
  page
    .locator("main")
    .getByText(/^(New|In review|Awaiting broker|Ready to bind|Bound|Declined|Withdrawn)$/)
    .allTextContents();

/** The board once it shows `expected` (the list refetches after each change). */
async function expectStatuses(expected) {
  for (let tries = 0; tries < 50; tries++) {
    if (JSON.stringify(await statusNames()) === JSON.stringify(expected)) return;
    await page.waitForTimeout(100);
  }
  assert.deepEqual(await statusNames(), expected);
}

test("an underwriter adds, moves and deletes underwriting statuses", async () => {
  await logIn("underwriter@demo.test");
  await page.goto(url("/company/manage"));
  await page.getByRole("link", { name: "Workflow configuration" }).first().click();
  await page.waitForURL(url("/company/workflow"));
  await page.getByRole("heading", { name: "Underwriting statuses", exact: true }).waitFor();
  await page.getByText("Ready to bind").waitFor();
  await snap(page, journey, "01-statuses");

  await page.getByRole("button", { name: "Add status" }).first().click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Name").fill("In review");
  await dialog.getByRole("button", { name: "Save" }).click();
  await dialog.getByText("The name is already in use").waitFor();
  await dialog.getByLabel("Name").fill("Withdrawn");
  // The demo board already moves bound risks to Bound: one status per event.
  await dialog.getByRole("textbox", { name: "Moves risks here when" }).click();
  await page.getByRole("option", { name: "A risk is bound" }).click();
  await dialog.getByRole("button", { name: "Save" }).click();
  await dialog.getByText("Risks already move to Bound on this event").waitFor();
  await dialog.getByRole("textbox", { name: "Moves risks here when" }).click();
  await page.getByRole("option", { name: "Never (moved by hand)" }).click();
  await dialog.getByRole("button", { name: "Save" }).click();
  await dialog.waitFor({ state: "detached" });
  await page.getByText("Withdrawn", { exact: true }).waitFor();

  await page.getByRole("button", { name: "Move Withdrawn up" }).click();
  await page.getByText("Order saved").waitFor();
  await expectStatuses([
    "New",
    "In review",
    "Awaiting broker",
    "Ready to bind",
    "Bound",
    "Withdrawn",
    "Declined",
  ]);

  await page.getByRole("button", { name: "Delete In review" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await page.getByText("Status In review deleted").waitFor();
  await expectStatuses([
    "New",
    "Awaiting broker",
    "Ready to bind",
    "Bound",
    "Withdrawn",
    "Declined",
  ]);
  await snap(page, journey, "02-statuses-changed");
});

test("an underwriter adds an assignment rule", async () => {
  await page
    .getByRole("navigation", { name: "Workflow settings" })
    .getByRole("link", { name: "Assignment rules" })
    .click();
  await page.waitForURL(url("/company/assignment-rules"));
  // The demo seeds one catch-all rule.
  await page.getByText("Every referral", { exact: true }).waitFor();
  await page.getByRole("button", { name: "Add rule" }).first().click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Name").fill("NSW desk");
  await dialog.getByRole("button", { name: "Save" }).click();
  await dialog.getByText("Choose an underwriter").waitFor();
  await dialog.getByRole("textbox", { name: "States" }).click({ force: true });
  await page.getByRole("option", { name: "NSW" }).click();
  await dialog.getByLabel("Name").click();
  await dialog.getByRole("textbox", { name: "Underwriters" }).click({ force: true });
  await page.getByRole("option", { name: "Uma Underwriter" }).click();
  await page.getByRole("option", { name: "Morgan Multi" }).click();
  await dialog.getByLabel("Name").click();
  await dialog.getByRole("button", { name: "Save" }).click();
  await dialog.waitFor({ state: "detached" });
  await page.getByText("NSW desk", { exact: true }).waitFor();
  await page.getByText("→ Uma Underwriter, Morgan Multi").waitFor();
  await snap(page, journey, "03-rules");
});
