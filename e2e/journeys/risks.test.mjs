/**
 * Journey "Risks" across companies: a broker (Harbourside) submits a risk whose claims history
 * refers it; the underwriter (Coastal) sees it in the list, adds an internal note, adjusts the
 * premium with a reason and quotes; the broker binds with the declaration and the policy number
 * shows; another broker (Southern Cross) sees nothing of it, and the insurer (Great Southern),
 * whose agreement it is bound under, reads it with nothing to change.
 * Needs the risks API and the underwriter panel (notes) on the tree it runs against.
 * Screenshots at desktop and phone width go to e2e/screenshots/risks/.
 */
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { desktop, launchBrowser, snap as snapPage } from "../support/browser.mjs";
import { startServer } from "../support/server.mjs";

const journey = "risks";
const demoPassword = "Demo-Password-1!";
const insuredName = "Kookaburra Engineering Pty Ltd";

let server;
let browser;
let page;
let riskPath = "";
let reference = "";

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

/** Full-page screenshots from the top (the fixed header would land mid-page otherwise). */
async function snap(target, name, shot, options) {
  await target.evaluate(() => window.scrollTo(0, 0));
  await snapPage(target, name, shot, options);
}

async function logIn(email) {
  // A failed step may leave someone signed in: start each sign-in from a fresh session.
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

test("the broker starts a new risk from the risks list", async () => {
  await logIn("broker@demo.test");
  await page.getByRole("link", { name: "Risks" }).first().click();
  await page.waitForURL(url("/risks"));
  await page.getByRole("heading", { name: "Risks", exact: true }).waitFor();
  await page.getByText(/No risks yet/).waitFor();
  await snap(page, journey, "01-broker-empty-list");
  await page.getByRole("link", { name: "New risk" }).first().click();
  await page.waitForURL(url("/risks/new"));
  await page.getByTestId("flow-step-package").waitFor();
  // Next without a package: the step's message shows beside the choice.
  await page.getByTestId("flow-next").click();
  await page.getByText("Choose a product package").last().waitFor();
  await page
    .getByTestId("package-choice")
    .filter({ hasText: "Consultants Professional Package" })
    .click();
  await snap(page, journey, "02-flow-package");
  await page.getByTestId("flow-next").click();
  await page.getByTestId("flow-step-cover").waitFor();
  await page.getByLabel(/^Term \(months\)/).fill("0");
  await page.getByTestId("flow-next").click();
  await page.getByText("The term must be between 1 and 60 months").waitFor();
  await page.getByLabel(/^Term \(months\)/).fill("12");
  await page.getByTestId("expiry-date").waitFor();
  await page.getByTestId("flow-next").click();
});

test("the insured's details are checked, then saving creates the risk", async () => {
  await page.getByTestId("flow-step-insured").waitFor();
  await page.getByTestId("flow-next").click();
  await page.getByText("Insured name is required").waitFor();
  await page.getByLabel(/^Insured name/).fill(insuredName);
  await page.getByLabel("ABN or NZBN").fill("51 824 753 556");
  await page.getByLabel("Address line 1").fill("1 Macquarie Place");
  await page.getByLabel("City or suburb").fill("Sydney");
  await pick("State", "NSW");
  await page.getByLabel("Postcode").fill("2000");
  await page.getByLabel("Contact email").fill("client@kookaburra.test");
  await page.getByRole("button", { name: "Add interested party" }).click();
  await page.getByLabel(/^Name/).last().fill("Westpac Banking Corporation");
  await page.getByRole("textbox", { name: "Interest" }).fill("Financier");
  await snap(page, journey, "03-flow-insured");
  await page.getByTestId("flow-next").click();
  await page
    .getByText(/^Risk CUA-PI-\d+-\d+ created$/)
    .first()
    .waitFor();
  await page.getByTestId("flow-step-proposal").waitFor();
});

test("the proposal with a claims history is submitted and referred", async () => {
  const question = (name) => page.locator(`[data-question="${name}"]`);
  await question("businessName").fill("Kookaburra Engineering");
  await question("profession").click();
  await page.getByRole("option", { name: "Consulting engineer" }).click();
  await question("revenue").fill("1200000");
  await page.getByLabel("Address line 1").fill("1 Macquarie Place");
  await page.getByLabel("City").fill("Sydney");
  await page.getByRole("textbox", { name: "State" }).click();
  await page.getByRole("option", { name: "NSW" }).click();
  await page.getByLabel("Postcode").fill("2000");
  await page.getByRole("textbox", { name: "Country" }).click();
  await page.getByRole("option", { name: "Australia", exact: true }).click();
  await question("limit").click();
  await page.getByRole("option", { name: "$2,000,000" }).click();
  await question("claims").getByText("Yes", { exact: true }).click();
  await question("claimDetails").fill("One notification in 2023, closed without payment.");
  await page.getByTestId("flow-next").click();
  const summary = page.getByTestId("summary-premium");
  await summary.waitFor();
  await summary.getByText("Amount payable").waitFor();
  await summary.getByText("Stamp duty").waitFor();
  await snap(page, journey, "04-flow-summary");
  await page.getByTestId("flow-submit").click();
  await page.waitForURL(/\/risks\/\d+$/);
  riskPath = new URL(page.url()).pathname;
  await page.getByTestId("risk-status").getByText("Referred").first().waitFor();
  reference = (await page.getByTestId("risk-reference").textContent()).trim();
  assert.match(reference, /^CUA-PI-\d{6}-\d{6}$/);
  await page.getByTestId("referral-reasons").waitFor();
  // Brokers never see the underwriter's panel.
  assert.equal(await page.getByTestId("workbench").count(), 0);
  await snap(page, journey, "05-broker-referred");
  await logOut();
});

test("the underwriter finds it, notes, adjusts the premium and quotes", async () => {
  await logIn("underwriter@demo.test");
  await page.goto(url("/company/dashboard"));
  await page.getByRole("heading", { name: "Work queue" }).waitFor();
  await page.getByTestId("queue-referrals").getByRole("link", { name: reference }).waitFor();
  await page.getByTestId("queue-approvals").getByText("Nothing here.").waitFor();
  await snap(page, journey, "06-underwriter-work-queue");
  await page.goto(url("/risks"));
  await page.getByTestId("risk-search").fill("Kookaburra");
  await page.getByRole("link", { name: reference }).waitFor();
  await page.getByText("Board", { exact: true }).click();
  await page.getByTestId("risk-board").waitFor();
  // Move the card to "In review" with its menu (the same call a drag makes).
  await page.getByTestId("board-card").getByRole("button", { name: "Move to" }).click();
  await page.getByRole("menuitem", { name: "In review" }).click();
  await page.getByText(`Moved ${reference} to In review`).first().waitFor();
  await page
    .locator('[data-testid^="board-column-"]', { hasText: "In review" })
    .getByRole("link", { name: reference })
    .waitFor();
  await snap(page, journey, "07-underwriter-board");
  await page.getByRole("link", { name: reference }).first().click();
  await page.waitForURL(url(riskPath));
  const bench = page.getByTestId("workbench");
  await bench.waitFor();
  await page
    .getByTestId("note-input")
    .fill("Claim notified in 2023 closed without payment; acceptable.");
  await page.getByTestId("note-add").click();
  await page
    .getByTestId("notes")
    .getByText(/closed without payment; acceptable/)
    .waitFor();
  await bench.getByRole("tab", { name: "Manual adjustment" }).click();
  await page.getByTestId("adjust-apply").click();
  await page.getByText("A reason is required").waitFor();
  await page.getByTestId("adjust-base").fill("1500");
  await page.getByTestId("adjust-reason").fill("Loading for the 2023 notification");
  await page.getByTestId("adjust-apply").click();
  await page.getByText("Premium adjusted").first().waitFor();
  await page.getByTestId("manual-adjustment").first().waitFor();
  await snap(page, journey, "08-underwriter-workbench");
  // Endorsements: attach the one the product offers; it lists with its version.
  await bench.getByTestId("tab-endorsements").click();
  await page.getByTestId("endorsement-attach").click();
  await page.getByText("Choose an endorsement").waitFor();
  await page.getByTestId("endorsement-select").click();
  await page.getByRole("option", { name: /Retroactive Date/ }).click();
  await page.getByTestId("endorsement-attach").click();
  await page.getByTestId("endorsements").getByText("Retroactive Date").waitFor();
  await snap(page, journey, "08b-underwriter-endorsements", { phoneToo: false });
  await page.getByTestId("action-quote").click();
  await page.getByTestId("risk-status").getByText("Quoted").first().waitFor();
  await page.getByTestId("quote-expiry").first().waitFor();
  await logOut();
});

test("the broker binds the quote with the declaration", async () => {
  await logIn("broker@demo.test");
  await page.goto(url(riskPath));
  await page.getByTestId("risk-status").getByText("Quoted").first().waitFor();
  await page.getByTestId("action-bind").click();
  const dialog = page.getByRole("dialog");
  await dialog.getByTestId("confirm-bind").click();
  await dialog.getByText("Confirm that a signed, dated proposal was received").last().waitFor();
  await dialog.getByTestId("bind-declaration").check();
  await snap(page, journey, "09-broker-bind", { phoneToo: false });
  await dialog.getByTestId("confirm-bind").click();
  await dialog.waitFor({ state: "detached" });
  await page.getByTestId("risk-status").getByText("Bound").first().waitFor();
  const policy = (await page.getByTestId("policy-number").textContent()).trim();
  assert.notEqual(policy, "—");
  await snap(page, journey, "10-broker-bound");
  await logOut();
});

for (const [email, who] of [["broker2@demo.test", "another broker"]]) {
  test(`${who} sees nothing of the risk`, async () => {
    await logIn(email);
    await page.goto(url("/risks"));
    await page.getByRole("heading", { name: "Risks", exact: true }).waitFor();
    await page.getByTestId("risk-search").fill(reference);
    // An empty list, or no access to the risks list at all.
    await page
      .getByText(/No risk matches|No risks yet|Access denied|Unable to access/)
      .first()
      .waitFor();
    assert.equal(await page.getByRole("link", { name: reference }).count(), 0);
    await page.goto(url(riskPath));
    await page.getByRole("heading", { name: /Risk not found|Unable to access Risk/ }).waitFor();
    await logOut();
  });
}

test("the insurer reads the risk bound under its agreement, with nothing to change", async () => {
  await logIn("insurer@demo.test");
  await page.goto(url("/risks"));
  await page.getByRole("heading", { name: "Risks", exact: true }).waitFor();
  await page.getByTestId("risk-search").fill(reference);
  await page.getByRole("link", { name: reference }).first().waitFor();
  await page.goto(url(riskPath));
  await page.getByTestId("risk-status").getByText("Bound").first().waitFor();
  const actions = page.getByRole("button", { name: /Adjust policy|Cancel policy|Renew|Add note/ });
  assert.equal(await actions.count(), 0);
  await snap(page, journey, "11-insurer-reads");
  await logOut();
});

test("a quick quote continues into a new risk with its answers", async () => {
  await logIn("broker@demo.test");
  await page.goto(url("/quick-quote"));
  await page.getByRole("textbox", { name: "Product" }).click();
  await page.getByRole("option", { name: /Consultants Professional Package/ }).click();
  const question = (name) => page.locator(`[data-question="${name}"]`);
  await question("profession").click();
  await page.getByRole("option", { name: "Consulting engineer" }).click();
  await question("revenue").fill("900000");
  await question("limit").click();
  await page.getByRole("option", { name: "$1,000,000" }).click();
  await question("claims").getByText("No", { exact: true }).click();
  await pick("Insured's state", "NSW");
  await page.getByTestId("quick-quote-submit").click();
  // The full premium lines, down to the amount payable.
  await page.getByTestId("quick-quote-premium").getByText("Stamp duty").waitFor();
  await snap(page, journey, "10b-quick-quote-lines", { phoneToo: false });
  await page.getByTestId("quick-quote-continue").click();
  await page.waitForURL(/\/risks\/new\?package=\d+$/);
  // The package is chosen already: the flow opens on the cover details.
  await page.getByTestId("flow-step-cover").waitFor();
  await page.getByTestId("flow-next").click();
  await page.getByLabel(/^Insured name/).fill("Harbour Consulting Pty Ltd");
  await pick("State", "QLD");
  await page.getByTestId("flow-next").click();
  await page.getByText("Answers from your quick quote are filled in.").waitFor();
  assert.equal(await question("revenue").inputValue(), "$900,000");
  await snap(page, journey, "11-quick-quote-prefilled");
  await logOut();
});
