/**
 * Journey "Rating": an underwriter starts a new version of the seeded professional indemnity
 * product, adds a question and a property formula that uses it (first with a typo, shown at its
 * position), sees the live preview and its rating update, runs the test cases and publishes.
 * Screenshots at desktop and phone width go to e2e/screenshots/rating/.
 */
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { desktop, launchBrowser, snap } from "../support/browser.mjs";
import { startServer } from "../support/server.mjs";

const journey = "rating";
const demoPassword = "Demo-Password-1!";

let server;
let browser;
let context;
let page;
let designerPath;
let productPath;

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: desktop });
  page = await context.newPage();
  page.on("pageerror", (error) => console.error("page error:", error.message));
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

const url = (path) => `${server.baseUrl}${path}`;

/** A JSON API call with the browser's session and anti-forgery token. */
async function api(method, path, body) {
  const cookies = await context.cookies(server.baseUrl);
  const xsrf = cookies.find((cookie) => cookie.name === "XSRF-TOKEN")?.value ?? "";
  const response = await page.request.fetch(url(`/api${path}`), {
    method,
    headers: {
      "x-xsrf-token": decodeURIComponent(xsrf),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    data: body === undefined ? undefined : JSON.stringify(body),
  });
  assert.ok(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`);
  return response.json();
}

test("an underwriter opens a new draft version of the PI product in the designer", async () => {
  await page.goto(url("/login"));
  await page.getByLabel("Email address").fill("underwriter@demo.test");
  await page.getByLabel(/^Password/).fill(demoPassword);
  await page.getByRole("button", { name: "Log in", exact: true }).last().click();
  await page.waitForURL((address) => !address.pathname.startsWith("/login"));

  const user = await api("GET", "/user");
  const companyId = user.roles.find(
    (role) => role.company.name === "Coastal Underwriting Agency",
  ).companyId;
  const list = await api("GET", `/companies/${companyId}/products?search=Professional`);
  const productId = list.data[0].id;
  const product = await api("POST", `/companies/${companyId}/products/${productId}/versions`);
  const version = product.currentVersion;
  await api(
    "PUT",
    `/companies/${companyId}/products/${productId}/versions/${version.id}`,
    version.details,
  );

  designerPath = `/company/products/${productId}/versions/${version.id}/designer`;
  productPath = `/company/products/${productId}`;
  await page.goto(url(designerPath));
  await page.getByRole("heading", { name: "Product designer" }).waitFor();
  await page.getByTestId("version-status").getByText("Draft").waitFor();
  // The new version starts with a copy of version 1's design.
  await page.getByTestId("question-revenue").waitFor();
  await snap(page, journey, "01-designer");
});

test("adds a question and sees it in the live preview", async () => {
  const section = page.getByTestId("section-cover");
  await section.getByRole("button", { name: "Add question" }).click();
  const dialog = page.getByRole("dialog", { name: "New question" });
  await dialog.getByRole("textbox", { name: "Question", exact: true }).fill("Employees");
  await dialog.getByRole("textbox", { name: "Type" }).click();
  await page.getByRole("option", { name: "Number", exact: true }).click();
  await dialog.getByLabel("Minimum", { exact: true }).fill("1");
  await dialog.getByRole("switch", { name: "Required" }).check();
  await dialog.getByRole("button", { name: "Apply" }).click();
  await page.getByTestId("question-employees").waitFor();
  // Drag the new question above "Any claims…" (the first question of the section).
  await page.getByTestId("question-employees").dragTo(page.getByTestId("question-limit"));
  const order = await section
    .locator("[data-testid^=question-]")
    .evaluateAll((rows) => rows.map((row) => row.dataset.testid));
  assert.deepEqual(order.slice(0, 2), ["question-employees", "question-limit"]);
  // The preview shows the new question straight away.
  await page.locator('[data-question="employees"]').waitFor();
  await snap(page, journey, "02-question-added");
  await page.getByTestId("save-design").click();
  await page.getByText("Your changes have been saved").first().waitFor();
});

test("raw data shows the form as JSON and refuses invalid JSON", async () => {
  await page.getByRole("tab", { name: "Raw data" }).click();
  const raw = page.getByTestId("raw-form");
  assert.match(await raw.inputValue(), /"name": "employees"/);
  await raw.fill('{"sections": [');
  await page.getByText("Invalid JSON").waitFor();
  await snap(page, journey, "03-raw-data");
  await page.getByRole("tab", { name: "Proposal form" }).click();
});

test("a formula naming an unknown question is refused at save with its position, then fixed", async () => {
  await page.getByRole("tab", { name: "Property formulas" }).click();
  await page.getByRole("button", { name: "Add formula" }).click();
  // The new card carries its default name (formula1, formula2, … after the design's own).
  const card = page.locator('[data-testid^="formula-formula"]').last();
  await card.getByLabel("Name", { exact: true }).fill("employeeFee");
  const formula = page.locator("[data-testid=formula-employeeFee]");
  await formula.getByLabel("Title", { exact: true }).fill("Employee fee");
  await formula.getByLabel("Formula", { exact: true }).fill("employee * 12.5");
  // The browser compiles the formula as it is typed: the error shows before saving…
  const error = page.getByTestId("formula-error-employeeFee");
  await error.waitFor();
  assert.match(await error.textContent(), /Line 1, column 1: .*employee/);
  // …and the server's 422 keeps it on the field (no toast).
  await page.getByTestId("save-design").click();
  await page.getByTestId("design-unsaved").waitFor();
  assert.match(await error.textContent(), /Line 1, column 1: .*employee/);
  await snap(page, journey, "04-formula-error");
  await formula.getByLabel("Formula", { exact: true }).fill("employees * 12.5");
  await formula.getByRole("checkbox", { name: "Show on premium summary" }).check();
  await page.getByTestId("save-design").click();
  await page.getByText("Your changes have been saved").first().waitFor();
  await error.waitFor({ state: "detached" });
});

test("the preview rates answers with the new formula", async () => {
  await page.getByRole("tab", { name: "Proposal form" }).click();
  const preview = (name) => page.locator(`[data-question="${name}"]`);
  // Rating an empty form lists the unanswered required questions.
  await page.getByTestId("rate-preview").click();
  const unanswered = page.getByTestId("rating-unanswered");
  await unanswered.getByText("Business address").waitFor();
  assert.match(await unanswered.textContent(), /7 required questions are unanswered/);
  await snap(page, journey, "05-preview-unanswered");
  await preview("businessName").fill("Kookaburra Engineering");
  await preview("profession").click();
  await page.getByRole("option", { name: "Consulting engineer" }).click();
  await preview("revenue").fill("1200000");
  await page.getByLabel("Address line 1").fill("1 Macquarie Place");
  await page.getByLabel("City").fill("Sydney");
  await page.getByRole("textbox", { name: "State" }).click();
  await page.getByRole("option", { name: "NSW" }).click();
  await page.getByLabel("Postcode").fill("2000");
  await page.getByRole("textbox", { name: "Country" }).click();
  await page.getByRole("option", { name: "Australia", exact: true }).click();
  await preview("employees").fill("8");
  await preview("limit").click();
  await page.getByRole("option", { name: "$2,000,000" }).click();
  await preview("claims").getByText("No", { exact: true }).click();
  await page.getByTestId("rate-preview").click();
  const result = page.getByTestId("rating-result");
  await result.waitFor();
  assert.match(await result.locator('[data-formula="employeeFee"]').textContent(), /100/);
  assert.match(await result.locator('[data-formula="premium"]').textContent(), /\$6,706\.80/);
  await page.getByText("Answers complete").waitFor();
  await snap(page, journey, "05-preview-rated");
});

test("runs the test cases, then publishes the version", async () => {
  await page.getByRole("tab", { name: "Test runs" }).click();
  await page.getByTestId("run-tests").click();
  const run = page.getByTestId("test-run-result");
  await run.getByText("Passed", { exact: true }).waitFor();
  assert.match(await run.textContent(), /2 cases, 0 failed/);
  await snap(page, journey, "06-test-run");
  // The publish checklist: every blocking item ticked, then the confirmation names the packages.
  await page.getByTestId("publish-version").click();
  await page
    .getByTestId("publish-confirm-text")
    .getByText(/^Publish version \d+\?/)
    .waitFor();
  await snap(page, journey, "06b-publish-checklist");
  await page.getByTestId("publish-confirm").click();
  await page.getByTestId("version-status").getByText("Published").waitFor();
  await snap(page, journey, "07-published");
});

test("the product page shows the designer as one of its tabs", async () => {
  await page.goto(url(productPath));
  await page.getByRole("tab", { name: "Product designer" }).click();
  await page.getByTestId("question-employees").waitFor();
  await page.getByRole("tab", { name: "Test runs" }).click();
  await page.getByTestId("test-run-result").getByText("Passed", { exact: true }).waitFor();
  await snap(page, journey, "08-product-page-designer-tab");
});

test("the company's custom datasets: a CSV uploaded to the library, edited in its grid", async () => {
  await page.goto(url("/company/datasets"));
  await page.getByRole("heading", { name: "Custom datasets" }).waitFor();
  await page.getByText("No datasets yet.").waitFor();
  const [chooser] = await Promise.all([
    page.waitForEvent("filechooser"),
    page.getByRole("button", { name: "Upload CSV" }).click(),
  ]);
  await chooser.setFiles({
    name: "occupation_rates.csv",
    mimeType: "text/csv",
    buffer: Buffer.from("occupation,rate\narchitect,0.012\nengineer,0.015\n"),
  });
  await page.getByText("Dataset occupation_rates imported").waitFor();
  const engineer = page.locator("input").and(page.locator('[value="engineer"]'));
  await engineer.waitFor();
  await page.getByRole("button", { name: "Add row" }).click();
  const cells = page.locator("table tbody tr").last().locator("input");
  await cells.nth(0).fill("surveyor");
  await cells.nth(1).fill("0.018");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await page.getByText("3 rows").waitFor();
  await snap(page, journey, "09-custom-datasets");
  await page.reload();
  await page.locator("input").and(page.locator('[value="surveyor"]')).waitFor();
});
