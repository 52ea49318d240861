/**
 * Journey "Companies" across company portals (`*.slipway.localhost` resolved to 127.0.0.1 by
 * Chromium's host-resolver rules; under localhost, since the server sets Secure cookies on any
 * other host, which a browser keeps only over HTTPS): multi@demo.test brands Coastal's portal, picks Coastal on the company
 * selection screen and lands on its branded portal, sees a notification arrive live (an
 * invitation sent through the API by another company's administrator) with the badge counting
 * up, invites a newcomer who accepts (the acceptance screens, then the inviter is notified
 * live), and switches to Harbourside's portal.
 */
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { launchBrowser, snap } from "../support/browser.mjs";
import { DEMO_PASSWORD, startServer } from "./support.mjs";

const BASE_HOST = "slipway.localhost";
let server;
let browser;
let origin;
const portal = (handle) => `http://${handle}.${BASE_HOST}:${server.port}`;

before(async () => {
  server = await startServer((port) => ({
    APP_URL: `http://${BASE_HOST}:${port}`,
    BASE_HOST,
    COOKIE_DOMAIN: `.${BASE_HOST}`,
  }));
  origin = `http://${BASE_HOST}:${server.port}`;
  browser = await launchBrowser({
    extraArgs: [`--host-resolver-rules=MAP *.${BASE_HOST} 127.0.0.1, MAP ${BASE_HOST} 127.0.0.1`],
  });
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

async function newPage() {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  return context.newPage();
}

/** Signs in; a user of several companies is asked which to represent first (SPEC §2). */
async function logIn(page, email, landing = "/") {
  await page.goto(`${origin}/login`);
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
  await page.waitForURL((url) => url.pathname === landing);
}

/** A JSON call from inside the page, with the session cookie and the anti-forgery header. */
function api(page, method, path, body) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const xsrf = decodeURIComponent(document.cookie.match(/XSRF-TOKEN=([^;]+)/)?.[1] ?? "");
      const response = await fetch(path, {
        method,
        headers: { "Content-Type": "application/json", "X-XSRF-TOKEN": xsrf },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: await response.json().catch(() => null) };
    },
    { method, path, body },
  );
}

/** A small white PNG logo, for a dark header image, drawn on a canvas in the page (base64). */
function drawLogo() {
  const canvas = document.createElement("canvas");
  canvas.width = 260;
  canvas.height = 64;
  const g = canvas.getContext("2d");
  g.fillStyle = "#ffffff";
  g.beginPath();
  g.arc(32, 32, 28, 0, Math.PI * 2);
  g.fill();
  g.strokeStyle = "#0b3d91";
  g.lineWidth = 5;
  g.beginPath();
  g.moveTo(12, 38);
  g.quadraticCurveTo(22, 24, 32, 38);
  g.quadraticCurveTo(42, 52, 52, 38);
  g.stroke();
  g.fillStyle = "#ffffff";
  g.font = "bold 30px sans-serif";
  g.fillText("COASTAL", 72, 44);
  return canvas.toDataURL("image/png").split(",")[1];
}

/** A wide header image: a deep blue gradient with a white wave (base64 PNG). */
function drawHeader() {
  const canvas = document.createElement("canvas");
  canvas.width = 1600;
  canvas.height = 120;
  const g = canvas.getContext("2d");
  const gradient = g.createLinearGradient(0, 0, 1600, 0);
  gradient.addColorStop(0, "#0b3d91");
  gradient.addColorStop(1, "#1c7ed6");
  g.fillStyle = gradient;
  g.fillRect(0, 0, 1600, 120);
  g.strokeStyle = "rgba(255,255,255,0.25)";
  g.lineWidth = 6;
  g.beginPath();
  for (let x = 0; x <= 1600; x += 10) g.lineTo(x, 90 + Math.sin(x / 60) * 12);
  g.stroke();
  return canvas.toDataURL("image/png").split(",")[1];
}

async function unreadCount(page) {
  const label = await page
    .getByRole("button", { name: /^Notifications/ })
    .getAttribute("aria-label");
  return Number(/(\d+) unread/.exec(label ?? "")?.[1] ?? 0);
}

async function waitForUnread(page, count) {
  await page.getByRole("button", { name: `Notifications, ${count} unread` }).waitFor();
}

test("portals, live notifications, invitations and switching company", async () => {
  const page = await newPage();
  await logIn(page, "multi@demo.test", "/select-company");
  await page.getByRole("heading", { name: "Select representing company" }).waitFor();
  await snap(page, "companies", "00-asked-at-sign-in");
  await page
    .getByRole("main")
    .getByRole("button", { name: /Coastal Underwriting Agency/ })
    .click();
  await page.waitForURL((url) => url.hostname === `coastal.${BASE_HOST}` && url.pathname === "/");
  const me = await api(page, "GET", "/api/user");
  const coastal = me.body.roles.find((role) => role.company.handle === "coastal").company;

  // Brand Coastal's portal: a logo (a PNG drawn in the page), header text colour, logo shown.
  await page.goto(`${origin}/company/manage?companyId=${coastal.id}&tab=appearance`);
  await page.getByRole("heading", { name: "Appearance" }).waitFor();
  const logoPng = Buffer.from(await page.evaluate(drawLogo), "base64");
  await page
    .locator('input[type="file"]')
    .first()
    .setInputFiles({ name: "coastal-logo.png", mimeType: "image/png", buffer: logoPng });
  await page.getByTestId("header-preview").getByRole("img").waitFor();
  const headerPng = Buffer.from(await page.evaluate(drawHeader), "base64");
  await page
    .locator('input[type="file"]')
    .nth(1)
    .setInputFiles({ name: "coastal-header.png", mimeType: "image/png", buffer: headerPng });
  await page.getByText("coastal-header.png uploaded").waitFor();
  await page.getByRole("textbox", { name: "Header text colour" }).fill("#ffffff");
  await page.getByRole("button", { name: "Save changes" }).click();
  await page.getByText("Appearance saved").waitFor();
  await snap(page, "companies", "01-appearance");

  // The selection screen: active companies, tick on the current one; pick Coastal.
  await page.goto(`${origin}/select-company`);
  await page.getByRole("heading", { name: "Select representing company" }).waitFor();
  await snap(page, "companies", "02-select-company");
  await page
    .getByRole("main")
    .getByRole("button", { name: /Coastal Underwriting Agency/ })
    .click();
  await page.waitForURL((url) => url.hostname === `coastal.${BASE_HOST}`);
  const brand = page.getByRole("banner").getByRole("img", { name: coastal.name });
  await brand.waitFor();
  assert.equal(await page.getByText("All rights reserved").count(), 0, "no footer on a portal");
  const cookie = (await page.context().cookies()).find((c) => c.name === "representingCompanyId");
  assert.equal(cookie?.value, String(coastal.id));
  assert.equal(cookie?.domain, `.${BASE_HOST}`);
  await snap(page, "companies", "03-coastal-portal");

  // Another company's administrator invites multi through the API: the badge counts up live.
  const before = await unreadCount(page);
  const summitAdmin = await newPage();
  await logIn(summitAdmin, "underwriter2@demo.test");
  const summitUser = await api(summitAdmin, "GET", "/api/user");
  const summitId = summitUser.body.roles[0].companyId;
  const roles = await api(summitAdmin, "GET", `/api/companies/${summitId}/roles`);
  const invited = await api(summitAdmin, "POST", `/api/companies/${summitId}/invitations`, {
    email: "multi@demo.test",
    roleId: roles.body.data[0].id,
  });
  assert.equal(invited.status, 201);
  await waitForUnread(page, before + 1);
  await page.getByRole("button", { name: /^Notifications/ }).click();
  await page.getByText("You are invited to join Summit Specialty Underwriting.").waitFor();
  await snap(page, "companies", "04-live-notification", { phoneToo: false });
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: /^Notifications/ }).click();

  // Multi invites a newcomer from Coastal's portal and copies the link.
  await page.goto(`${portal("coastal")}/company/manage?tab=invitations`);
  await page.getByRole("heading", { name: "Invitations" }).waitFor();
  await page.getByRole("textbox", { name: "Email address" }).fill("nina.newcomer@example.com");
  await page.getByRole("textbox", { name: "Role" }).click();
  await page.getByRole("option").first().click();
  await page.getByRole("button", { name: "Send invitation" }).click();
  const linkBox = page.getByRole("textbox", { name: "Invitation link" });
  await linkBox.waitFor();
  const link = await linkBox.inputValue();
  assert.match(link, new RegExp(`^${origin}/invitations/`));
  await page.getByRole("cell", { name: "nina.newcomer@example.com", exact: true }).waitFor();
  await snap(page, "companies", "05-invitation-sent");
  const beforeAcceptance = await unreadCount(page);

  // The newcomer: a mangled link, then the real one, creating the account on the way.
  const newcomer = await newPage();
  await newcomer.goto(`${origin}/invitations/not-a-real-link`);
  await newcomer.getByText("The link to the invitation doesn't look right").waitFor();
  await snap(newcomer, "companies", "06-invitation-invalid-link");
  await newcomer.goto(link);
  await newcomer.getByRole("heading", { name: "Join Coastal Underwriting Agency" }).waitFor();
  await snap(newcomer, "companies", "07-invitation-newcomer");
  await newcomer.getByRole("textbox", { name: "Your name" }).fill("Nina Newcomer");
  await newcomer
    .getByRole("textbox", { name: "Password", exact: true })
    .fill("Harbour-Lights-2024!");
  await newcomer.getByRole("textbox", { name: "Confirm password" }).fill("Harbour-Lights-2024!");
  await newcomer.getByRole("button", { name: "Accept invitation" }).click();
  await newcomer.getByRole("heading", { name: "Invitation accepted" }).waitFor();
  await snap(newcomer, "companies", "08-invitation-accepted");

  // The inviter is told at once, in the company it represents.
  await waitForUnread(page, beforeAcceptance + 1);

  await newcomer.getByRole("button", { name: "Go to Coastal Underwriting Agency" }).click();
  await newcomer.waitForURL((url) => url.hostname === `coastal.${BASE_HOST}`);
  await newcomer.getByRole("heading", { name: "Welcome, Nina Newcomer" }).waitFor();
  await newcomer.getByRole("banner").getByRole("img", { name: coastal.name }).waitFor();
  await snap(newcomer, "companies", "09-newcomer-on-portal");

  // The used link is dead now.
  await newcomer.goto(link);
  await newcomer.getByText("The invitation is either invalid or has expired").waitFor();
  await snap(newcomer, "companies", "10-invitation-expired");

  // Switch company from the avatar menu: Harbourside's portal, with its name as the brand.
  await page.goto(`${portal("coastal")}/`);
  await page.getByRole("button", { name: /account menu/ }).click();
  await page.getByRole("menuitem", { name: "Switch company" }).click();
  await page.getByRole("heading", { name: "Select representing company" }).waitFor();
  await page
    .getByRole("main")
    .getByRole("button", { name: /Harbourside Insurance Brokers/ })
    .click();
  await page.waitForURL((url) => url.hostname === `harbourside.${BASE_HOST}`);
  await page.getByRole("banner").getByText("Harbourside Insurance Brokers").first().waitFor();
  await page.goto(`${portal("harbourside")}/select-company`);
  const current = page
    .getByRole("main")
    .getByRole("button", { name: /Harbourside Insurance Brokers/ });
  assert.equal(await current.getAttribute("aria-pressed"), "true");
  await snap(page, "companies", "11-switched-to-harbourside");
});
