/**
 * Journey "Renewals and proposals": the underwriter opens renewals 45 days before expiry; the
 * broker renews a bound one-month policy, inside that window, from its risk page (the renewal
 * history shows both terms), then sends an Initiated risk's proposal to the
 * client (a bad email is refused beside the field); the client opens the link on a 390 px phone,
 * marks the proposal done with the confirmation, and the page fits the phone.
 * Screenshots go to e2e/screenshots/renewals/.
 */
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { desktop, launchBrowser, phone, snap } from "../support/browser.mjs";
import { productToday } from "../support/dates.mjs";
import { startServer } from "../support/server.mjs";

const journey = "renewals";
const demoPassword = "Demo-Password-1!";

let server;
let browser;
let page;
let harbourside;
let packageId;
let link = "";

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
  page = await (await browser.newContext({ viewport: desktop })).newPage();
  page.on("pageerror", (error) => console.error("page error:", error.message));
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

const url = (path) => `${server.baseUrl}${path}`;

/** The API as the signed-in page calls it (session cookie and anti-forgery token). */
async function api(method, path, body) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const xsrf = decodeURIComponent(document.cookie.match(/XSRF-TOKEN=([^;]+)/)?.[1] ?? "");
      const response = await fetch(path, {
        method,
        credentials: "include",
        headers: {
          "content-type": "application/json",
          accept: "application/json",
          "x-xsrf-token": xsrf,
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      return { status: response.status, body: await response.json().catch(() => null) };
    },
    { method, path, body },
  );
}

const answers = {
  businessName: "Kookaburra Engineering",
  profession: "engineer",
  revenue: 1200000,
  address: {
    line1: "1 Macquarie Place",
    city: "Sydney",
    state: "NSW",
    postcode: "2000",
    country: "AU",
  },
  limit: "2000000",
  claims: false,
};
const insured = {
  name: "Kookaburra Engineering Pty Ltd",
  address: {
    line1: "1 Macquarie Place",
    city: "Sydney",
    state: "NSW",
    postcode: "2000",
    country: "AU",
  },
};

async function newRisk(withAnswers, termMonths = 12) {
  const today = productToday();
  const created = await api("POST", `/api/companies/${harbourside}/risks`, {
    productPackageId: packageId,
    inceptionDate: today,
    termMonths,
    insured,
    answers: withAnswers,
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  return created.body.id;
}

async function logIn(email) {
  await page.context().clearCookies();
  await page.goto(url("/login"));
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel(/^Password/).fill(demoPassword);
  await page.getByRole("button", { name: "Log in", exact: true }).last().click();
  await page.waitForURL((address) => !address.pathname.startsWith("/login"));
}

test("the broker renews a bound policy from its risk page, inside the renewal window", async () => {
  // Renewal opens this many days before expiry (the agency's setting): a one-month term is in it.
  await logIn("underwriter@demo.test");
  const agency = await api("GET", "/api/user");
  const coastal = agency.body.roles.find((r) => r.company.name.startsWith("Coastal")).companyId;
  const settings = await api("PUT", `/api/companies/${coastal}/renewal-settings`, {
    invitationDays: 45,
  });
  assert.equal(settings.status, 200, JSON.stringify(settings.body));

  await logIn("broker@demo.test");
  const user = await api("GET", "/api/user");
  harbourside = user.body.roles.find((r) => r.company.name.startsWith("Harbourside")).companyId;
  const available = await api("GET", `/api/companies/${harbourside}/available-packages`);
  packageId = available.body.data.find((p) => p.underwriter.name.startsWith("Coastal")).id;
  const id = await newRisk(answers, 1);
  assert.equal(
    (await api("POST", `/api/companies/${harbourside}/risks/${id}/submit`, {})).status,
    200,
  );
  const bound = await api("POST", `/api/companies/${harbourside}/risks/${id}/bind`, {
    declaration: true,
  });
  assert.equal(bound.status, 200, JSON.stringify(bound.body));

  await page.goto(url(`/risks/${id}`));
  await page.getByTestId("renewal-history").waitFor();
  await page.getByTestId("renewal-term").first().waitFor();
  await snap(page, journey, "01-policy-renewal-history");
  await page.getByTestId("renew").click();
  await page.getByTestId("confirm-renew").click();
  await page.waitForURL(
    (address) => address.pathname !== `/risks/${id}` && address.pathname.startsWith("/risks/"),
  );
  await page.getByTestId("renewal-term").nth(1).waitFor();
  assert.equal(await page.getByTestId("renewal-term").count(), 2);
  await page.getByText("REN · Quoted").first().waitFor();
  await snap(page, journey, "02-renewal-quoted");
});

test("the broker sends a proposal; a bad email is refused beside the field", async () => {
  const id = await newRisk({ businessName: "Kookaburra Engineering" });
  await page.goto(url(`/risks/${id}`));
  await page.getByTestId("send-proposal").click();
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByLabel("Mobile number").fill("");
  await page.getByTestId("confirm-send").click();
  await page
    .getByText("Sending to a client needs a valid email or mobile number")
    .first()
    .waitFor();
  await snap(page, journey, "03-send-refused", { phoneToo: false });
  await page.getByLabel("Email").fill("kim@example.com");
  await page.getByTestId("confirm-send").click();
  link = (await page.getByTestId("proposal-link").textContent()).trim();
  assert.match(link, /\/proposal\/\d+\?tempToken=/);
  await snap(page, journey, "04-proposal-link", { phoneToo: false });
});

test("the client completes the proposal on a 390 px phone", async () => {
  const context = await browser.newContext({ viewport: phone });
  const client = await context.newPage();
  const address = new URL(link);
  await client.goto(url(`${address.pathname}${address.search}`));
  await client.getByTestId("proposal-status").waitFor();
  await client.getByTestId("client-done").waitFor();
  const width = await client.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= phone.width, `the page is ${width} px wide`);
  await client.screenshot({
    path: "screenshots/renewals/05-client-proposal-phone.png",
    fullPage: true,
  });
  await client.getByTestId("client-done").click();
  await client.getByTestId("client-confirm").check();
  await client.getByTestId("client-confirm-done").click();
  await client.getByText("You marked this proposal as done").waitFor();
  await client.screenshot({
    path: "screenshots/renewals/06-client-done-phone.png",
    fullPage: true,
  });
  await context.close();
});
