/**
 * Shared by the browser journeys: starts the real server (PGlite in a temporary directory,
 * demo market seeded, the built web app) on a free port and drives Debian's Chromium.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before } from "node:test";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

export const root = fileURLToPath(new URL("../../", import.meta.url));
export const DEMO_PASSWORD = "Demo-Password-1!";

async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** `env` may be a function of the chosen port (e.g. for an APP_URL on another host name). */
export async function startServer(env = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "platform-e2e-"));
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL;
  // The compiled server, as `npm start` runs it; `npm run build` (or npm test) makes it.
  if (!existsSync(join(root, "apps/server/dist/main.js"))) {
    spawnSync(process.execPath, ["apps/server/build.mjs"], { cwd: root, stdio: "inherit" });
  }
  const child = spawn(process.execPath, ["--enable-source-maps", "apps/server/dist/main.js"], {
    cwd: root,
    env: {
      ...inherited,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      APP_URL: `http://localhost:${port}`,
      LOG_LEVEL: "warn",
      SEED_DEMO: "true",
      ...(typeof env === "function" ? env(port) : env),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr.on("data", (chunk) => {
    output += chunk;
  });
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${output}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    port,
    dataDir,
    async stop() {
      child.kill("SIGTERM");
      await new Promise((resolve) => {
        if (child.exitCode !== null) resolve();
        else child.once("exit", resolve);
      });
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox"],
  });
}

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
