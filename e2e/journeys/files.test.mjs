/**
 * Journey "Files and email templates": an underwriter creates a folder in the company files,
 * is refused a file of the wrong type (the spec's message beside the upload), makes the folder
 * public and uploads an image and a PDF into it, previews the image; a browser with no session
 * opens the folder's link and previews the image, while a private folder's link asks it to sign
 * in. The underwriter then writes an email template with a merge field, sees a bad field
 * reported with its position, previews the email with the sample risk and saves it. Typing on
 * into the saved template while the page refetches (the network drops and returns, another
 * company's invitation arrives live, a save is in flight) loses no character; leaving with the
 * last words unsaved asks first (SPEC §2 unsaved-changes dialog) and saving there keeps them.
 * Screenshots at desktop and phone width go to e2e/screenshots/files/.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { desktop, snap } from "../support/browser.mjs";
import { DEMO_PASSWORD, journeySession } from "./support.mjs";

const journey = "files";
const session = journeySession();
const { url, logIn } = session;
let page;
let sharedLink;
let privateLink;

// A 2×2 red PNG and a one-page PDF.
const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==",
  "base64",
);
const pdf = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

const upload = async (name, mimeType, buffer) => {
  await page.locator('input[type="file"]').first().setInputFiles({ name, mimeType, buffer });
};

test("an underwriter creates a folder and is refused a file of the wrong type", async () => {
  page = session.page;
  await logIn("underwriter@demo.test");
  await page.goto(url("/company/files"));
  await page.getByRole("heading", { name: "Files", exact: true }).waitFor();
  await page.getByRole("link", { name: "Policy wordings", exact: true }).first().waitFor();
  await page.getByRole("button", { name: "New folder" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Name").fill("Broker brochures");
  await dialog.getByRole("button", { name: "Create" }).click();
  await dialog.waitFor({ state: "detached" });
  await page.getByRole("table").getByRole("link", { name: "Broker brochures" }).click();
  await page.waitForURL(/\/company\/files\/\d+$/);
  await page.getByText("This folder is empty.").waitFor();
  await upload("notes.html", "text/html", Buffer.from("<p>not allowed</p>"));
  await page.getByRole("alert").getByText("notes.html: Invalid file type").waitFor();
  await snap(page, journey, "01-invalid-type");
});

test("the folder goes public and takes an image and a PDF, previewed inline", async () => {
  await page.getByRole("button", { name: "Folder actions" }).click();
  await page.getByRole("menuitem", { name: "Make public" }).click();
  await page.getByText("Anyone with the link can open this folder").waitFor();
  await upload("brochure.png", "image/png", png);
  await page.getByRole("button", { name: "brochure.png", exact: true }).waitFor();
  await upload("wording.pdf", "application/pdf", pdf);
  await page.getByRole("button", { name: "wording.pdf", exact: true }).waitFor();
  sharedLink = await page
    .getByRole("link", { name: /\/companies\/\d+\/folders\/\d+$/ })
    .innerText();
  assert.match(sharedLink, /^http:\/\/localhost:\d+\/companies\/\d+\/folders\/\d+$/);
  await snap(page, journey, "02-public-folder");

  await page.getByRole("button", { name: "brochure.png", exact: true }).click();
  const preview = page.getByRole("dialog", { name: "brochure.png" });
  await preview.getByRole("img", { name: "brochure.png" }).waitFor();
  await snap(page, journey, "03-image-preview", { phoneToo: false });
  await preview.getByRole("button", { name: "Close" }).click();

  const publicFolderUrl = page.url();
  await page.getByRole("link", { name: "Templates", exact: true }).first().click();
  await page.waitForURL((address) => address.href !== publicFolderUrl);
  privateLink = page.url().replace("/company/files/", "/companies/COMPANY/folders/");
  const companyId = sharedLink.match(/\/companies\/(\d+)\//)[1];
  privateLink = privateLink.replace("COMPANY", companyId);
});

test("a browser with no session opens the public link; a private folder asks to sign in", async () => {
  const context = await session.page.context().browser().newContext({ viewport: desktop });
  const anonymous = await context.newPage();
  try {
    await anonymous.goto(sharedLink);
    await anonymous.getByRole("heading", { name: "Broker brochures" }).waitFor();
    await anonymous.getByText("Shared folder: anyone with this link can open it").waitFor();
    await anonymous.getByRole("button", { name: "wording.pdf", exact: true }).waitFor();
    await anonymous.getByRole("button", { name: "brochure.png", exact: true }).click();
    await anonymous
      .getByRole("dialog", { name: "brochure.png" })
      .getByRole("img", { name: "brochure.png" })
      .waitFor();
    await snap(anonymous, journey, "04-anonymous-public-folder", { phoneToo: false });
    await anonymous
      .getByRole("dialog", { name: "brochure.png" })
      .getByRole("button", { name: "Close" })
      .click();

    const file = await anonymous.request.get(
      `${new URL(sharedLink).origin}/api${new URL(sharedLink).pathname}`,
    );
    assert.equal(file.status(), 200);

    await anonymous.goto(privateLink);
    await anonymous.getByRole("heading", { name: "This folder is private" }).waitFor();
    await anonymous.getByRole("link", { name: "Sign in" }).waitFor();
    await snap(anonymous, journey, "05-private-folder-signed-out");
  } finally {
    await context.close();
  }
});

test("the underwriter writes an email template, sees a bad field's position, previews and saves", async () => {
  await page.goto(url("/company/email-templates"));
  await page.getByRole("heading", { name: "Email templates", exact: true }).waitFor();
  await page.getByRole("link", { name: "New email template" }).first().click();
  await page.waitForURL(/\/company\/email-templates\/new$/);
  await page.getByLabel("Name").fill("Policy bound, records copy");
  await page.getByLabel(/^Subject line/).fill("Policy {{ policy.ref }} is bound");
  const recipients = page.getByRole("textbox", { name: /^Recipients/ });
  await recipients.click();
  await page.getByRole("option", { name: "Broker" }).click();
  await page.getByRole("textbox", { name: /^Bcc/ }).fill("records@coastal.example");
  await page.getByRole("textbox", { name: /^Bcc/ }).press("Enter");
  const editor = page.locator(".ProseMirror");
  await editor.click();
  await editor.pressSequentially("Dear broker, the policy for ");
  await page.getByRole("button", { name: "Insert merge field" }).click();
  await page.getByRole("menuitem", { name: "Insured name" }).click();
  await editor.pressSequentially(" is now bound.");
  assert.equal(
    await editor.innerText(),
    "Dear broker, the policy for {{ insured.name }} is now bound.",
  );

  await page.getByRole("button", { name: "Preview" }).click();
  await page
    .locator(".mantine-InputWrapper-error", {
      hasText: /^Line 1, column \d+: Unknown merge field: policy\.ref$/,
    })
    .waitFor();
  await snap(page, journey, "06-email-template-error", { phoneToo: false });

  await page.getByLabel(/^Subject line/).fill("Policy {{ policy.reference }} is bound");
  await page.getByRole("button", { name: "Preview" }).click();
  await page
    .getByTestId("email-preview-subject")
    .getByText("Policy CST-PI-000142 is bound")
    .waitFor();
  const body = page.frameLocator('iframe[title="Email body preview"]');
  await body.getByText(/the policy for .+ is now bound\./).waitFor();
  await page.getByRole("button", { name: "Save" }).click();
  await page.waitForURL(/\/company\/email-templates\/\d+$/);
  await snap(page, journey, "07-email-template-saved");
});

/** The editor's text once it has stopped changing: what the user sees. */
async function settledText(editor) {
  let before = null;
  for (;;) {
    const now = await editor.innerText();
    if (now === before) return now;
    before = now;
    await page.waitForTimeout(250);
  }
}

test("typing on while the page refetches and a notification arrives keeps every character", async () => {
  const templateUrl = page.url();
  const editor = page.locator(".ProseMirror");
  await editor.click();
  await page.keyboard.press("Control+End");

  // Another company's administrator invites the underwriter: a realtime push mid-sentence.
  const context = await session.page.context().browser().newContext({ viewport: desktop });
  const summit = await context.newPage();
  const invite = async () => {
    await summit.goto(url("/login"));
    await summit.getByLabel("Email address").fill("underwriter2@demo.test");
    await summit.getByLabel(/^Password/).fill(DEMO_PASSWORD);
    await summit.getByRole("button", { name: "Log in", exact: true }).last().click();
    await summit.waitForURL((address) => !address.pathname.startsWith("/login"));
    const invited = await summit.evaluate(async () => {
      const xsrf = decodeURIComponent(document.cookie.match(/XSRF-TOKEN=([^;]+)/)?.[1] ?? "");
      const call = (method, path, body) =>
        fetch(path, {
          method,
          headers: { "content-type": "application/json", "x-xsrf-token": xsrf },
          body: body ? JSON.stringify(body) : undefined,
        }).then((reply) => reply.json().then((json) => ({ status: reply.status, json })));
      const me = await call("GET", "/api/user");
      const companyId = me.json.roles[0].companyId;
      const roles = await call("GET", `/api/companies/${companyId}/roles`);
      return call("POST", `/api/companies/${companyId}/invitations`, {
        email: "underwriter@demo.test",
        roleId: roles.json.data[0].id,
      });
    });
    assert.equal(invited.status, 201);
  };
  // The network drops and comes back: every query on the page refetches, the socket reconnects.
  const reconnect = async () => {
    await page.waitForTimeout(150);
    await page.context().setOffline(true);
    await page.waitForTimeout(150);
    await page.context().setOffline(false);
  };
  const first = " Please file it with the schedule of insurance.";
  try {
    await Promise.all([editor.pressSequentially(first, { delay: 25 }), invite(), reconnect()]);
    await page.getByRole("button", { name: /^Notifications, \d+ unread/ }).waitFor();
  } finally {
    await context.close();
  }

  // The last words are typed while a save is in flight and then while its refetch is: on a
  // slow line (each call to the template takes 250 ms) both answer mid-sentence.
  const slowTemplate = /\/api\/companies\/\d+\/email-templates\/\d+$/;
  await page.route(slowTemplate, async (route) => {
    await new Promise((wait) => setTimeout(wait, 250));
    await route.continue();
  });
  const answered = (method) =>
    page.waitForResponse(
      (reply) => slowTemplate.test(reply.url()) && reply.request().method() === method,
    );
  const saved = answered("PUT");
  const refetched = answered("GET");
  const second = " Thank you for placing this risk with us.";
  await page.getByRole("button", { name: "Save" }).click();
  await editor.focus();
  await page.keyboard.press("Control+End");
  await editor.pressSequentially(second, { delay: 25 });
  assert.equal((await saved).status(), 200);
  await refetched;
  await page.unroute(slowTemplate);
  const whole = `Dear broker, the policy for {{ insured.name }} is now bound.${first}${second}`;
  assert.equal(await settledText(editor), whole);
  assert.equal(await page.getByLabel("Name").inputValue(), "Policy bound, records copy");
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, journey, "08-email-template-typed-through-refetches", { phoneToo: false });

  // The last words went in after the save was sent: leaving asks, and saving there keeps them.
  await page.getByRole("link", { name: "Email templates", exact: true }).first().click();
  const unsaved = page.getByRole("dialog", { name: "Unsaved changes" });
  await unsaved.waitFor();
  await unsaved.getByRole("button", { name: "Save and continue" }).click();
  await page.waitForURL((address) => address.pathname === "/company/email-templates");
  await page.goto(templateUrl);
  assert.equal(await settledText(page.locator(".ProseMirror")), whole);

  await page.goto(url("/company/email-templates"));
  await page.getByRole("link", { name: "Policy bound, records copy" }).waitFor();
  await page
    .getByRole("row", { name: /Policy bound, records copy/ })
    .getByRole("cell", { name: "Broker" })
    .waitFor();
  await snap(page, journey, "09-email-templates");
});
