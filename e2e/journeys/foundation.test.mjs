/**
 * Journey "Platform foundation": a visitor registers, logs out, a demo broker logs in, finds
 * the header, navigation and notification bell, changes the theme and logs out. Screenshots of
 * every page at desktop and phone width go to e2e/screenshots/foundation/.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { after, before, test } from "node:test";
import { accessibilityProblems } from "../support/axe.mjs";
import { desktop, launchBrowser, screenshotDir, snap } from "../support/browser.mjs";
import { productToday } from "../support/dates.mjs";
import { startServer } from "../support/server.mjs";

const journey = "foundation";
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
const colourScheme = () =>
  page.evaluate(() => document.documentElement.getAttribute("data-mantine-color-scheme"));

/** No serious or critical WCAG 2.1 AA problem on the page (axe-core). */
async function assertAccessible(where) {
  assert.deepEqual(await accessibilityProblems(page), [], `accessibility of ${where}`);
}

async function logIn(email, password) {
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole("button", { name: "Log in", exact: true }).last().click();
  await page.waitForURL((address) => !address.pathname.startsWith("/login"));
}

async function logOutThroughAvatarMenu() {
  await page.getByRole("button", { name: /account menu$/ }).click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await page.waitForURL(url("/login"));
}

test("the signed-out landing page explains the platform", async () => {
  await page.goto(url("/"));
  await page.getByRole("heading", { name: "Place, quote and bind insurance together" }).waitFor();
  for (const audience of ["Brokers", "Underwriters", "Insurers"]) {
    assert.ok(await page.getByRole("heading", { name: audience, exact: true }).isVisible());
  }
  const footer = page.locator("footer");
  assert.ok(await footer.getByRole("link", { name: "Terms of use" }).isVisible());
  assert.ok(await footer.getByRole("link", { name: "Privacy policy" }).isVisible());
  assert.match(
    (await footer.textContent()) ?? "",
    new RegExp(`© ${productToday().slice(0, 4)} Slipway`),
  );
  await assertAccessible("the landing page");
  await snap(page, journey, "01-landing");
});

test("a visitor registers, with the password rules ticked off live", async () => {
  await page.getByRole("banner").getByRole("link", { name: "Create account" }).click();
  await page.waitForURL(url("/register"));
  const email = `e2e-${Date.now()}@example.test`;
  await page.getByLabel("Full name").fill("Evie Example");
  await page.getByLabel("Work email address").fill(email);
  await page.getByLabel(/^Password/).fill("short");
  assert.ok(await page.getByText("Must have at least 12 characters (not met)").isVisible());
  await page.getByLabel(/^Password/).fill("Correct-Horse-42!");
  assert.ok(await page.getByText("Must have at least 12 characters (met)").isVisible());
  await page.getByLabel(/^Confirm password/).fill("Correct-Horse-42!");
  await assertAccessible("the registration page");
  await snap(page, journey, "02-register");

  await page.getByRole("button", { name: "Create account" }).last().click();
  await page.getByRole("heading", { name: "Welcome, Evie Example" }).waitFor();
  assert.equal(new URL(page.url()).pathname, "/");
  assert.equal(await page.evaluate(() => localStorage.getItem("email")), email);
  await snap(page, journey, "03-welcome-new-user");
});

test("the new user logs out", async () => {
  await logOutThroughAvatarMenu();
  assert.equal(await page.evaluate(() => localStorage.getItem("email")), null);
  await page.getByRole("heading", { name: "Log in to your account" }).waitFor();
  await assertAccessible("the login page");
  await snap(page, journey, "04-login");
});

test("a wrong password shows the spec's message beside the field", async () => {
  await page.getByLabel("Email address").fill("broker@demo.test");
  await page.getByLabel(/^Password/).fill("not-the-password");
  await page.getByRole("button", { name: "Log in", exact: true }).last().click();
  await page.locator(".mantine-TextInput-error", { hasText: "Login failed" }).waitFor();
  await snap(page, journey, "05-login-failed", { phoneToo: false });
});

test("a demo broker logs in and sees the header, navigation and bell", async () => {
  await page.goto(url("/login"));
  await logIn("broker@demo.test", demoPassword);
  await page.getByRole("heading", { name: /^Welcome, / }).waitFor();

  const header = page.getByRole("banner");
  const box = await header.boundingBox();
  assert.equal(Math.round(box?.height ?? 0), 60, "the header is 60 px high");
  const navigation = header.getByRole("navigation", { name: "Main navigation" });
  for (const link of ["Dashboard", "Products", "Risks"]) {
    assert.ok(await navigation.getByRole("link", { name: link }).isVisible(), `${link} link`);
  }
  assert.equal(await navigation.getByText("Incidents").count(), 0, "incidents are for legal");
  assert.equal(
    await navigation.getByRole("link", { name: "Dashboard" }).getAttribute("href"),
    "/company/dashboard",
  );
  await assertAccessible("the signed-in home page");
  await snap(page, journey, "06-home-broker");

  await header.getByRole("button", { name: /^Notifications/ }).click();
  await page.getByText("Notifications", { exact: true }).last().waitFor();
  await page.waitForTimeout(300);
  await snap(page, journey, "07-notifications", { phoneToo: false });

  const marked = page.waitForResponse(
    (reply) =>
      reply.url().includes("/api/user/notifications") && reply.request().method() === "PUT",
  );
  await page.getByRole("button", { name: "Mark as read" }).first().click();
  assert.equal((await marked).status(), 204);
  await header.getByRole("button", { name: "Notifications", exact: true }).waitFor();

  const deleted = page.waitForResponse(
    (reply) =>
      reply.url().includes("/api/user/notifications") && reply.request().method() === "DELETE",
  );
  await page.getByRole("button", { name: "Delete notification" }).first().click();
  assert.equal((await deleted).status(), 204);
  await page.getByText("You're all caught up").waitFor();
  await snap(page, journey, "07-notifications-empty", { phoneToo: false });
  await page.keyboard.press("Escape");

  await navigation.getByRole("link", { name: "Risks" }).click();
  await page.waitForURL(url("/risks"));
  await snap(page, journey, "08-risks");
});

test("the phone layout moves the links into a drawer", async () => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("button", { name: "Open navigation" }).click();
  const drawer = page.getByRole("dialog", { name: "Main navigation" });
  await drawer.waitFor();
  for (const link of ["Dashboard", "Products", "Risks", "Account and profile"]) {
    assert.ok(await drawer.getByRole("link", { name: link }).isVisible(), `${link} in drawer`);
  }
  await page.screenshot({ path: join(screenshotDir, "foundation", "09-drawer-phone.png") });
  await drawer.getByRole("link", { name: "Account and profile" }).click();
  await page.waitForURL(url("/account"));
  await page.setViewportSize(desktop);
});

test("the theme changes at once and is saved on the user", async () => {
  await page.getByRole("heading", { name: "Account and profile" }).waitFor();
  await assertAccessible("the account page");
  await snap(page, journey, "10-account");

  await page.getByRole("button", { name: /account menu$/ }).click();
  const saved = page.waitForResponse(
    (reply) => reply.url().endsWith("/api/user") && reply.request().method() === "PUT",
  );
  await page.getByRole("menu").getByText("Dark", { exact: true }).click();
  assert.equal((await saved).status(), 200);
  assert.equal(await colourScheme(), "dark");
  await page.keyboard.press("Escape");

  await page.evaluate(() => localStorage.removeItem("colour-scheme"));
  await page.reload();
  await page.getByRole("heading", { name: "Account and profile" }).waitFor();
  await page.waitForFunction(
    () => document.documentElement.getAttribute("data-mantine-color-scheme") === "dark",
  );
  await assertAccessible("the account page in the dark theme");
  await snap(page, journey, "11-account-dark");

  await page.getByRole("button", { name: /account menu$/ }).click();
  await page.getByRole("menu").getByText("Light", { exact: true }).click();
  await page.waitForFunction(
    () => document.documentElement.getAttribute("data-mantine-color-scheme") === "light",
  );
  await page.keyboard.press("Escape");
});

test("leaving a page with unsaved changes asks first", async () => {
  await page.getByLabel(/^Full name/).fill("Bianca B. Broker");
  const navigation = page.getByRole("banner").getByRole("navigation", { name: "Main navigation" });
  await navigation.getByRole("link", { name: "Products" }).click();
  const dialog = page.getByRole("dialog", { name: "Unsaved changes" });
  await dialog.waitFor();
  await snap(page, journey, "12-unsaved-changes", { phoneToo: false });
  await dialog.getByRole("button", { name: "Keep editing" }).click();
  assert.equal(new URL(page.url()).pathname, "/account");
  assert.equal(await page.getByLabel(/^Full name/).inputValue(), "Bianca B. Broker");

  await navigation.getByRole("link", { name: "Products" }).click();
  await dialog.getByRole("button", { name: "Discard changes" }).click();
  await page.waitForURL(url("/company/products"));
});

test("the legal pages and the not-found view", async () => {
  await page.goto(url("/legal/au/privacy-policy"));
  await page.getByRole("heading", { name: "Privacy policy", level: 1 }).waitFor();
  assert.ok(
    await page
      .getByText(/Privacy Act 1988/)
      .first()
      .isVisible(),
  );
  await assertAccessible("the privacy policy");
  await snap(page, journey, "13-privacy-policy");
  await page.goto(url("/legal/au/terms-of-use"));
  await page.getByRole("heading", { name: "Terms of use", level: 1 }).waitFor();
  await snap(page, journey, "14-terms-of-use");
  await page.goto(url("/no-such-page"));
  await page.getByRole("heading", { name: "Page not found" }).waitFor();
  assert.ok(
    await page.getByText("This item may have been removed, renamed, or moved.").isVisible(),
  );
  await assertAccessible("the not-found view");
  await snap(page, journey, "15-not-found");
});

test("an ended session logs out with a notice", async () => {
  await page.goto(url("/account"));
  await page.getByRole("heading", { name: "Account and profile" }).waitFor();
  await page.context().clearCookies();
  await page.getByRole("button", { name: /account menu$/ }).click();
  await page.getByRole("menu").getByText("Dark", { exact: true }).click();
  await page.waitForURL(url("/login"));
  await page.getByText("You have been logged out").waitFor();
  await snap(page, journey, "16-session-ended", { phoneToo: false });
  assert.equal(await page.evaluate(() => localStorage.getItem("email")), null);
});

test("the broker logs in again and logs out", async () => {
  await logIn("broker@demo.test", demoPassword);
  // Back on the page the session ended on.
  await page.waitForURL(url("/account"));
  await page.getByRole("heading", { name: "Account and profile" }).waitFor();
  await logOutThroughAvatarMenu();
  await page.getByRole("heading", { name: "Log in to your account" }).waitFor();
  const me = await page.evaluate(async () => (await fetch("/api/user")).status);
  assert.equal(me, 401);
  const cookies = await page.context().cookies();
  assert.equal(
    cookies.find((cookie) => cookie.name === "representingCompanyId"),
    undefined,
    "the represented company is forgotten",
  );
});
