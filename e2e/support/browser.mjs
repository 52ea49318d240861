/** Debian's Chromium driven by playwright-core, and screenshots at desktop and phone widths. */
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { repoRoot } from "./server.mjs";

export const desktop = { width: 1280, height: 800 };
export const phone = { width: 390, height: 844 };
export const screenshotDir = join(repoRoot, "e2e/screenshots");

/**
 * Every page opens as a user in the market would see it: Brisbane time (where the demo products
 * rate, so a form's "today" is the product's today even after 14:00 UTC) and Australian English.
 */
export const marketContext = { timezoneId: "Australia/Brisbane", locale: "en-AU" };

export async function launchBrowser({ extraArgs = [] } = {}) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      ...extraArgs,
    ],
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = (options = {}) => newContext({ ...marketContext, ...options });
  return browser;
}

/**
 * Saves `{journey}/{name}-desktop.png` and `{journey}/{name}-phone.png` of the current page,
 * then puts the desktop size back. Open menus close on resize, so pass `phoneToo: false` for them.
 */
export async function snap(page, journey, name, { phoneToo = true } = {}) {
  const dir = join(screenshotDir, journey);
  await mkdir(dir, { recursive: true });
  const sizes = [["desktop", desktop]];
  if (phoneToo) sizes.push(["phone", phone]);
  for (const [label, size] of sizes) {
    await page.setViewportSize(size);
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(dir, `${name}-${label}.png`), fullPage: true });
  }
  await page.setViewportSize(desktop);
  await page.waitForTimeout(200);
}
