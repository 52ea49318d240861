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
  await page.getByRole("button", { name: "Publish" }).click();
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
