/**
 * Shared by the browser journeys: starts the real server (../support/server.mjs: demo market
 * seeded, the built web app) on a free port and drives Debian's Chromium.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { after, before } from "node:test";
import { fileURLToPath } from "node:url";

export const root = fileURLToPath(new URL("../../", import.meta.url));
export const DEMO_PASSWORD = "Demo-Password-1!";

/** `env` may be a function of the chosen port (e.g. for an APP_URL on another host name). */
export async function startServer(env = {}) {
  const { startServer: start } = await import("../support/server.mjs");
  return start({ env });
}

export { launchBrowser } from "../support/browser.mjs";

/** Screenshots go to e2e/screenshots/ (git-ignored) so they can be looked at. */
export function screenshotter(page, group) {
  const dir = join(root, "e2e", "screenshots", group);
  mkdirSync(dir, { recursive: true });
  let n = 0;
  return async (name) => {
    n += 1;
    await page.waitForTimeout(300);
    await page.screenshot({
      path: join(dir, `${String(n).padStart(2, "0")}-${name}.png`),
      fullPage: true,
    });
  };
}

/**
 * The usual journey setup: before the tests, the real server (../support/server.mjs) and one
 * desktop page; after them, both stopped. Returns the page (once started), `url(path)`, and
 * signing in and out as a demo user.
 */
export function journeySession() {
  const session = { server: null, browser: null, page: null };
  before(async () => {
    const [{ startServer: start }, { desktop, launchBrowser: launch }] = await Promise.all([
      import("../support/server.mjs"),
      import("../support/browser.mjs"),
    ]);
    session.server = await start();
    session.browser = await launch();
    const context = await session.browser.newContext({ viewport: desktop });
    session.page = await context.newPage();
    session.page.on("pageerror", (error) => console.error("page error:", error.message));
  });
  after(async () => {
    await session.browser?.close();
    await session.server?.stop();
  });
  const url = (path) => `${session.server.baseUrl}${path}`;
  return {
    get page() {
      return session.page;
    },
    url,
    async logIn(email) {
      const page = session.page;
      await page.goto(url("/login"));
      await page.getByLabel("Email address").fill(email);
      await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
      await page.getByRole("button", { name: "Log in", exact: true }).last().click();
      await page.waitForURL((address) => !address.pathname.startsWith("/login"));
    },
    async logOut() {
      const page = session.page;
      await page.getByRole("button", { name: /account menu/i }).click();
      await page.getByRole("menuitem", { name: "Log out" }).click();
      await page.waitForURL(url("/login"));
    },
  };
}
