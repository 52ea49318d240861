/**
 * Journey "Two-factor sign-in": enrol an authenticator, log out, go to a page that needs
 * sign-in, log in, pass /two-factor-auth/verify with a code from oathtool (an independent TOTP
 * implementation) and land on the page first asked for. Also visits every identity screen for
 * screenshots.
 */
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { after, before, test } from "node:test";
import { DEMO_PASSWORD, launchBrowser, screenshotter, startServer } from "./support.mjs";

function oathtool(secret, offsetSeconds = 0) {
  const at = new Date(Date.now() + offsetSeconds * 1000);
  const when = `${at.toISOString().slice(0, 19).replace("T", " ")} UTC`;
  return execFileSync("/usr/bin/oathtool", ["--totp", "-b", "-N", when, secret], {
    encoding: "utf8",
  }).trim();
}

let server;
let browser;
before(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

async function logIn(page, email) {
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
}

async function logOutByApi(page) {
  await page.evaluate(async () => {
    const xsrf = decodeURIComponent(document.cookie.match(/XSRF-TOKEN=([^;]+)/)?.[1] ?? "");
    await fetch("/api/logout", { method: "POST", headers: { "X-XSRF-TOKEN": xsrf } });
  });
}

test("enrol an authenticator, sign in again through two-factor and land on the page asked for", async () => {
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 1280, height: 860 },
  });
  const page = await context.newPage();
  const shot = screenshotter(page, "two-factor");

  await page.goto("/login");
  await shot("login");
  await logIn(page, "underwriter@demo.test");
  await page.waitForURL((url) => url.pathname === "/");

  await page.goto("/two-factor-auth/setup");
  await page.getByRole("heading", { name: "Two-factor authentication" }).waitFor();
  await shot("setup");
  await page.getByTestId("method-authenticator").getByRole("button", { name: "Set up" }).click();
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(DEMO_PASSWORD);
  await shot("enrol-password");
  await page.getByRole("button", { name: "Next" }).click();
  const secret = (await page.getByTestId("totp-secret").textContent()).trim();
  assert.match(secret, /^[A-Z2-7]{32}$/);
  await page.getByRole("img", { name: "QR code for your authenticator app" }).waitFor();
  await shot("enrol-qr");
  await page.getByRole("textbox", { name: "6-digit code" }).fill(oathtool(secret));
  await page.getByRole("button", { name: "Confirm" }).click();
  await page.getByText("Save your recovery codes").waitFor();
  const codes = await page.getByTestId("recovery-codes").locator("code").allTextContents();
  assert.equal(codes.length, 8);
  await shot("recovery-codes");
  await page.getByRole("button", { name: "I have saved these codes" }).click();
  await page.getByTestId("method-authenticator").getByText("On", { exact: true }).waitFor();
  await shot("setup-enabled");

  await logOutByApi(page);
  await page.goto("/account/security");
  await page.waitForURL((url) => url.pathname === "/login");
  await logIn(page, "underwriter@demo.test");
  await page.waitForURL((url) => url.pathname === "/two-factor-auth/verify");
  await page.getByRole("heading", { name: "Two-factor verification" }).waitFor();
  await shot("verify-authenticator");
  await page.getByText("Recovery code", { exact: true }).first().click();
  await shot("verify-recovery-code");
  await page.getByText("Authenticator app", { exact: true }).first().click();
  // A code from the next 30 s step: the enrolment already used the current one.
  await page.getByRole("textbox", { name: "6-digit code" }).fill(oathtool(secret, 30));
  await page.getByRole("button", { name: "Verify" }).click();
  await page.waitForURL((url) => url.pathname === "/account/security");
  await page.getByRole("heading", { name: "Account security" }).waitFor();
  await page.getByTestId("recent-sign-ins").waitFor();
  await shot("account-security");

  await page.goto("/account");
  await shot("account");
  await page.goto("/password-expired");
  await page.getByRole("heading", { name: "Your password has expired" }).waitFor();
  await shot("password-expired");
  await context.close();
});

test("forgot password, the reset link from the outbox, and the system outbox page", async () => {
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 1280, height: 860 },
  });
  const page = await context.newPage();
  const shot = screenshotter(page, "password");

  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await page.waitForURL((url) => url.pathname === "/forgot-password");
  // The URL changes before React swaps the page: until the form shows, "Email address" is still
  // the login page's field, and filling that left the reset form empty (the step's old flake).
  await page.getByRole("heading", { name: "Forgot password" }).waitFor();
  await page.getByLabel("Email address").fill("legal@demo.test");
  await shot("forgot-password");
  await page.getByRole("button", { name: "Send reset link" }).click();
  await page
    .getByText("If an account exists with that email, password reset instructions will be sent.")
    .waitFor();
  await shot("forgot-password-sent");

  await page.goto("/login");
  await logIn(page, "admin@demo.test");
  await page.waitForURL((url) => url.pathname !== "/login");
  // The link is mailed by a job after the reply: wait for it to reach the outbox.
  await outboxMessage(page, "legal@demo.test");
  await page.goto("/system/outbox");
  const message = page.getByTestId("outbox-message").filter({ hasText: "legal@demo.test" }).first();
  await message.waitFor();
  await shot("outbox");
  await page.goto("/company/security");
  await page.getByRole("heading", { name: "Company security" }).waitFor();
  await page.getByText("Require two-factor authentication").waitFor();
  await shot("company-security");
  await page.goto("/system/outbox");
  const link = (await message.textContent()).match(/https?:\/\/\S+?\/reset-password\?\S+/)?.[0];
  assert.ok(link, "the outbox shows the reset link");
  const resetUrl = new URL(link);
  await logOutByApi(page);

  await page.goto(`${resetUrl.pathname}${resetUrl.search}`);
  await page.getByRole("heading", { name: "Reset password" }).waitFor();
  await shot("reset-password");
  const fresh = "Harbour-Lights-2044";
  await page.getByRole("textbox", { name: "New password", exact: true }).fill(fresh);
  await page.getByRole("textbox", { name: "Confirm new password" }).fill(fresh);
  await page.getByRole("button", { name: "Reset password" }).click();
  await page.waitForURL((url) => url.pathname === "/login");
  await page.getByLabel("Email address").fill("legal@demo.test");
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(fresh);
  await page.getByRole("button", { name: "Log in" }).click();
  await page.waitForURL((url) => url.pathname !== "/login");

  // The link works once.
  await logOutByApi(page);
  await page.goto(`${resetUrl.pathname}${resetUrl.search}`);
  await page.getByRole("textbox", { name: "New password", exact: true }).fill("Another-Harbour-55");
  await page.getByRole("textbox", { name: "Confirm new password" }).fill("Another-Harbour-55");
  await page.getByRole("button", { name: "Reset password" }).click();
  await page.getByText("This password reset link is expired or no longer valid").first().waitFor();
  await shot("reset-link-invalid");
  await context.close();
});

/**
 * The newest outbox message to `recipient` other than `previous` (mail goes out from a job
 * after the reply, so it is polled for), read through the API as the signed-in system user.
 */
async function outboxMessage(admin, recipient, previous) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const response = await admin.request.get("/api/system/outbox");
    const { data } = await response.json();
    const message = data.find((m) => m.recipient === recipient);
    if (message && message.id !== previous?.id) return message;
    assert.ok(Date.now() < deadline, `a message was sent to ${recipient}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The 6-digit code of the next message sent to `recipient` after `previous`. */
async function codeFromOutbox(admin, recipient, previous) {
  const message = await outboxMessage(admin, recipient, previous);
  const code = message.body.match(/\b(\d{6})\b/)?.[1];
  assert.ok(code, `a code was sent to ${recipient}`);
  return { message, code };
}

test("email codes: enrol by email, then verify a sign-in with an emailed code", async () => {
  const adminContext = await browser.newContext({ baseURL: server.url });
  const adminPage = await adminContext.newPage();
  await adminPage.goto("/login");
  await logIn(adminPage, "admin@demo.test");
  await adminPage.waitForURL((url) => url.pathname !== "/login");

  const context = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 1280, height: 860 },
  });
  const page = await context.newPage();
  const shot = screenshotter(page, "email-code");
  await page.goto("/login");
  await logIn(page, "insurer@demo.test");
  await page.waitForURL((url) => url.pathname === "/");
  await page.goto("/two-factor-auth/setup");
  await page.getByTestId("method-email").getByRole("button", { name: "Set up" }).click();
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByText("We sent a 6-digit code to").waitFor();
  await shot("enrol-code-sent");
  const enrolment = await codeFromOutbox(adminPage, "insurer@demo.test");
  await page.getByRole("textbox", { name: "6-digit code" }).fill(enrolment.code);
  await page.getByRole("button", { name: "Confirm" }).click();
  await page.getByRole("button", { name: "I have saved these codes" }).click();

  await logOutByApi(page);
  await page.goto("/login");
  await logIn(page, "insurer@demo.test");
  await page.waitForURL((url) => url.pathname === "/two-factor-auth/verify");
  await page.getByRole("button", { name: "Send code" }).click();
  await page.getByText("It expires in 10 minutes").waitFor();
  await shot("verify-email");
  const verification = await codeFromOutbox(adminPage, "insurer@demo.test", enrolment.message);
  await page.getByRole("textbox", { name: "6-digit code" }).fill(verification.code);
  await page.getByRole("checkbox", { name: "Trust this device for 30 days" }).check();
  await page.getByRole("button", { name: "Verify" }).click();
  await page.waitForURL((url) => url.pathname === "/");

  // Trusted: the next sign-in on this browser skips two-factor.
  await logOutByApi(page);
  await page.goto("/login");
  await logIn(page, "insurer@demo.test");
  await page.waitForURL((url) => url.pathname === "/");
  await page.goto("/two-factor-auth/setup");
  await page.getByText("Trusted until").waitFor();
  await shot("setup-trusted-device");
  await context.close();
  await adminContext.close();
});
