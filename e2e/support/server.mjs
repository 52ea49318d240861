/**
 * Starts the platform (API + built web app) for a browser journey: a free port, a fresh
 * temporary DATA_DIR and database (the server seeds the demo market on first start), then waits
 * for GET /api/health. Builds the web app first when apps/web/dist is missing.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const repoRoot = resolve(fileURLToPath(new URL("../..", import.meta.url)));

function freePort() {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.unref();
    probe.on("error", fail);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });
}

function ensureWebBuild() {
  if (existsSync(join(repoRoot, "apps/web/dist/index.html"))) return;
  const build = spawnSync("npm", ["run", "build", "-w", "apps/web"], {
    cwd: repoRoot,
    stdio: "inherit",
  });
  if (build.status !== 0) throw new Error("Building the web app failed");
}

/** The journeys run the compiled server, as `npm start` does; `npm run build` (or npm test) makes it. */
function ensureServerBuild() {
  if (existsSync(join(repoRoot, "apps/server/dist/main.js"))) return;
  const build = spawnSync(process.execPath, ["apps/server/build.mjs"], {
    cwd: repoRoot,
    stdio: "inherit",
  });
  if (build.status !== 0) throw new Error("Compiling the server failed");
}

async function waitForHealth(baseUrl, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    try {
      const reply = await fetch(`${baseUrl}/api/health`);
      if (reply.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 500));
  }
  throw new Error(`The server did not answer ${baseUrl}/api/health within ${timeoutMs} ms`);
}

/**
 * With TEST_DATABASE_URL (CI's PostgreSQL pass), a fresh database on that server for one
 * journey, dropped when it stops; without it the server runs on PGlite in its DATA_DIR.
 */
async function freshDatabase() {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return null;
  const { default: pg } = await import("pg");
  const name = `e2e_${process.pid}_${Date.now().toString(36)}`;
  const admin = async (statement) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * `env` adds to or overrides the server's environment; it may be a function of the chosen port
 * (e.g. for an APP_URL on another host name).
 * @returns {Promise<{ baseUrl: string, url: string, port: number, dataDir: string, logs: () => string, stop: () => Promise<void> }>}
 */
export async function startServer({ env = {}, timeoutMs = 180_000 } = {}) {
  ensureWebBuild();
  ensureServerBuild();
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), "placement-e2e-"));
  const database = await freshDatabase();
  const baseUrl = `http://localhost:${port}`;
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL;
  let output = "";
  const child = spawn(process.execPath, ["--enable-source-maps", "apps/server/dist/main.js"], {
    cwd: repoRoot,
    env: {
      ...inherited,
      ...(database ? { DATABASE_URL: database.url } : {}),
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      APP_URL: baseUrl,
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? "warn",
      SEED_DEMO: "true",
      // The journeys count what they create: no demo book of business.
      DEMO_BOOK: "false",
      ...(typeof env === "function" ? env(port) : env),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr.on("data", (chunk) => {
    output += chunk;
  });

  const cleanUp = async () => {
    await rm(dataDir, { recursive: true, force: true });
    await database?.drop();
  };
  try {
    await waitForHealth(baseUrl, child, timeoutMs);
  } catch (error) {
    child.kill("SIGTERM");
    await cleanUp();
    throw new Error(`${error.message}\n--- server output ---\n${output}`);
  }

  return {
    baseUrl,
    url: baseUrl,
    port,
    dataDir,
    logs: () => output,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((done) => child.once("exit", done));
        child.kill("SIGTERM");
        const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
        await exited;
        clearTimeout(timer);
      }
      await cleanUp();
    },
  };
}
