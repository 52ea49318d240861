/**
 * Journey "Company events": an underwriter opens company events, creates an event whose chain
 * ends with a webhook, copies the secret generated for it (shown once), then reopens the event
 * and rotates the webhook's secret: the new one is shown once with a copy button, and the step
 * says until when the previous one still signs. Screenshots go to e2e/screenshots/company-events/.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { snap } from "../support/browser.mjs";
import { journeySession } from "./support.mjs";

const journey = "company-events";
const session = journeySession();

test("an underwriter creates an event with a webhook and rotates its secret", async () => {
  const { page, url } = session;
  await session.logIn("underwriter@demo.test");
  await page.goto(url("/company/events"));
  await page.getByRole("heading", { name: "Company events" }).waitFor();
  await snap(page, journey, "01-list");

  await page.getByRole("button", { name: "New event" }).click();
  const editor = page.getByRole("dialog");
  await editor.getByLabel("Name").first().fill("Bound: tell accounts");
  await editor.getByRole("textbox", { name: "When" }).click();
  await page.getByRole("option", { name: /bound/i }).first().click();
  await editor.getByRole("textbox", { name: "Add action" }).click();
  await page.getByRole("option", { name: "Call a webhook" }).click();
  await editor.getByLabel("Webhook address").fill("https://203.0.113.10/hooks/in");
  await snap(page, journey, "02-editor", { phoneToo: false });
  await editor.getByRole("button", { name: "Save event" }).click();

  const generated = page.getByTestId("webhook-secret");
  await generated.waitFor();
  const first = await generated.inputValue();
  assert.match(first, /^whsec_/);
  await snap(page, journey, "03-generated-secret", { phoneToo: false });
  await page.getByRole("button", { name: "I have copied it" }).click();

  const card = page.getByTestId("company-event").filter({ hasText: "Bound: tell accounts" });
  await card.waitFor();
  await card.getByRole("button", { name: "Edit Bound: tell accounts" }).click();
  await page.getByRole("button", { name: "Rotate secret" }).click();
  const rotated = page.getByTestId("rotated-secret");
  await rotated.waitFor();
  const secret = await rotated.inputValue();
  assert.match(secret, /^whsec_/);
  assert.notEqual(secret, first);
  await page.getByTestId("previous-secret-until").waitFor();
  await page.getByRole("button", { name: "Copy", exact: true }).waitFor();
  await snap(page, journey, "04-rotated", { phoneToo: false });
  await page.getByRole("button", { name: "Save event" }).click();
  await page.getByRole("dialog").waitFor({ state: "detached" });
  await snap(page, journey, "05-saved");
});
