/**
 * Journey "Product catalogue": an underwriter creates a product, saves and publishes it,
 * bundles it in a package, publishes the package and restricts one broker; that broker does not
 * see the package and the other connected broker does. Screenshots at desktop and phone width
 * go to e2e/screenshots/products/.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { snap } from "../support/browser.mjs";
import { journeySession } from "./support.mjs";

const journey = "products";
const productName = "Landlord Liability — Residential";
const packageName = "Landlord Essentials";

const session = journeySession();
const { url, logIn, logOut } = session;
let page;

const toast = (text) => session.page.getByText(text, { exact: false }).first().waitFor();

/** A JSON API call with the browser's session and anti-forgery token. */
async function api(method, path, body) {
  const cookies = await page.context().cookies(url("/"));
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

/**
 * What the publish checklist asks of the new product, through the API (the rating journey
 * designs in the browser): one question, a premium formula and a passing test run.
 */
async function designAndTest(productPageUrl) {
  const productId = Number(new URL(productPageUrl).pathname.split("/").pop());
  const user = await api("GET", "/user");
  const companyId = user.roles.find(
    (role) => role.company.name === "Coastal Underwriting Agency",
  ).companyId;
  const product = await api("GET", `/companies/${companyId}/products/${productId}`);
  const base = `/companies/${companyId}/products/${productId}/versions/${product.currentVersion.id}`;
  await api("PUT", `${base}/design/form`, {
    form: {
      sections: [
        {
          id: "general",
          title: "General",
          questions: [{ name: "rent", type: "currency", label: "Annual rent", required: true }],
        },
      ],
    },
  });
  await api("PUT", `${base}/design/property-formulas`, {
    propertyFormulas: [
      { name: "premium", title: "Base premium", dataType: "currency", formula: "rent * 0.05" },
    ],
  });
  await api("PUT", `${base}/design/premium`, { premium: { premiumFormula: "premium" } });
  await api("PUT", `${base}/design/test-cases`, {
    testCases: [
      { name: "Rent of $20,000", answers: { rent: 20000 }, expected: { premium: "1000" } },
    ],
  });
  const run = await api("POST", `${base}/test-runs`);
  assert.equal(run.passed, true);
}

test("an underwriter creates a product, saves and publishes it", async () => {
  page = session.page;
  await logIn("underwriter@demo.test");
  await page.goto(url("/company/products"));
  await page.getByRole("heading", { name: "Products", exact: true }).waitFor();
  await page.getByRole("link", { name: "Professional Indemnity — Consultants" }).waitFor();
  await snap(page, journey, "01-product-list");

  // The demo products are written under the demo agreement's sections.
  await page.getByRole("link", { name: "Professional Indemnity — Consultants" }).click();
  await page
    .getByTestId("written-under")
    .getByText(/Coastal professional lines binder › Professional indemnity · E7/)
    .waitFor();
  await page.getByRole("tab", { name: "Settings" }).click();
  await page.getByRole("heading", { name: "Written under" }).waitFor();
  assert.equal(
    await page.getByRole("textbox", { name: "Section" }).inputValue(),
    "Professional indemnity",
  );
  await snap(page, journey, "01b-written-under");
  await page.goto(url("/company/products"));

  await page.getByRole("button", { name: "New product" }).first().click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Name").fill(productName);
  await dialog.getByRole("textbox", { name: "Insurance class" }).click();
  // The list's class filter behind the dialog is a native select with the same options.
  await page
    .getByRole("listbox", { name: "Insurance class" })
    .getByRole("option", { name: "Liability", exact: true })
    .click();
  await snap(page, journey, "02-new-product", { phoneToo: false });
  await dialog.getByRole("button", { name: "Create product" }).click();
  await page.waitForURL(/\/company\/products\/\d+$/);
  await page.getByRole("heading", { name: productName }).waitFor();
  await page.getByText("Save this version before publishing it.").waitFor();
  assert.equal(await page.getByRole("button", { name: "Publish" }).count(), 0);

  await page
    .getByLabel("Description")
    .fill("Public liability for owners of residential rental properties.");
  await page.getByRole("tab", { name: "Settings" }).click();
  await page.getByLabel("Default term (months)").fill("30");
  await page.getByRole("button", { name: "Save version" }).click();
  await page.getByText("The default term length must be between the minimum and maximum").waitFor();
  await snap(page, journey, "03-term-error");
  await page.getByLabel("Default term (months)").fill("12");
  await page.getByRole("button", { name: "Save version" }).click();
  await toast("Version saved");
  // Publish shows the checklist: nothing designed or tested yet, so it cannot publish.
  await page.getByRole("button", { name: "Publish" }).click();
  const checklist = page.getByRole("dialog");
  await checklist.getByText("Add at least one question to the proposal form").waitFor();
  assert.equal(await checklist.getByTestId("publish-confirm").isDisabled(), true);
  await snap(page, journey, "03b-publish-checklist");
  await checklist.getByRole("button", { name: "Cancel" }).click();
  await designAndTest(page.url());
  await page.reload();
  await page.getByRole("button", { name: "Publish" }).click();
  await checklist
    .getByText("No published package offers this product yet", { exact: false })
    .waitFor();
  await checklist.getByTestId("publish-confirm").click();
  await toast("Version 1 published");
  await page.getByRole("tab", { name: "Versions" }).click();
  await page.getByRole("cell", { name: "v1", exact: true }).waitFor();
  await snap(page, journey, "04-published-versions");
});

test("the underwriter bundles it in a package, publishes it and restricts one broker", async () => {
  await page.goto(url("/company/product-packages/new"));
  await page.getByLabel("Name").first().fill(packageName);
  await page.getByRole("textbox", { name: "Main product" }).click();
  await page.getByRole("option", { name: productName }).click();
  await page.getByLabel(/^Risk reference format/).fill("LL-{yyyy}-{0p6:id}");
  await page.getByRole("button", { name: "Create package" }).click();
  await toast("Package created");
  await page.waitForURL(/\/company\/product-packages\/\d+$/);
  await page.getByRole("button", { name: "Publish" }).click();
  await toast("Package published");
  await snap(page, journey, "05-package");

  await page.getByRole("link", { name: "Broker access" }).click();
  await page.getByRole("heading", { name: `Broker access to ${packageName}` }).waitFor();
  await page.getByRole("checkbox", { name: "Southern Cross Brokers" }).check();
  await page.getByRole("button", { name: "Save changes" }).click();
  await toast("Broker access saved");
  await snap(page, journey, "06-permissions");
  await logOut();
});

test("the restricted broker does not see the package", async () => {
  await logIn("broker2@demo.test");
  await page.goto(url("/company/products"));
  await page.getByRole("heading", { name: "Consultants Professional Package" }).waitFor();
  assert.equal(await page.getByRole("heading", { name: packageName }).count(), 0);
  await snap(page, journey, "07-restricted-broker");
  await logOut();
});

test("the other connected broker sees it", async () => {
  await logIn("broker@demo.test");
  await page.goto(url("/company/products"));
  await page.getByRole("heading", { name: packageName }).waitFor();
  assert.ok(await page.getByText(productName).first().isVisible());
  await snap(page, journey, "08-allowed-broker");
  await logOut();
});
