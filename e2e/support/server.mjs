/**
 * Starts the platform (API + built web app) for a browser journey: a free port, a fresh
 * temporary DATA_DIR and database holding the seeded demo market, then waits for GET
 * /api/health. Builds the web app first when apps/web/dist is missing.
 *
 * The demo market is seeded once per compiled server and database kind (a template: a DATA_DIR
 * and, on PostgreSQL, a template database) and copied for each journey, so every journey still
 * starts on a database of its own without paying for migrations and the seed each time.
 */
import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { cp, mkdir, mkdtemp, readdir, rm, stat, writeFile } from "node:fs/promises";
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

const postgresServer = () => process.env.TEST_DATABASE_URL;

/** One statement on the PostgreSQL server's maintenance connection. */
async function onServer(statement) {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: postgresServer() });
  await client.connect();
  try {
    return (await client.query(statement)).rows;
  } finally {
    await client.end();
  }
}

function databaseUrl(name) {
  const url = new URL(postgresServer());
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The seeded demo market to copy from: a DATA_DIR (PGlite's files, the app key) and, with
 * TEST_DATABASE_URL, a template database. Built by the first journey of a compiled server; a
 * journey started meanwhile waits for it.
 */
async function seededTemplate() {
  const hash = createHash("sha256").update(
    readFileSync(join(repoRoot, "apps/server/dist/main.js")),
  );
  const key = hash
    .update(postgresServer() ? "postgres" : "pglite")
    .digest("hex")
    .slice(0, 12);
  const root = join(tmpdir(), "placement-e2e-templates");
  const template = {
    dir: join(root, key),
    dataDir: join(root, key, "data"),
    databaseName: postgresServer() ? `e2e_template_${key}` : null,
  };
  const ready = join(template.dir, "ready");
  if (existsSync(ready)) return template;

  await mkdir(root, { recursive: true });
  const lock = `${template.dir}.lock`;
  if (!(await takeLock(lock))) {
    await waitForFile(ready, 180_000);
    return template;
  }
  try {
    await removeStaleTemplates(root);
    await rm(template.dir, { recursive: true, force: true });
    await mkdir(template.dataDir, { recursive: true });
    if (template.databaseName) {
      await onServer(`DROP DATABASE IF EXISTS ${template.databaseName} WITH (FORCE)`);
      await onServer(`CREATE DATABASE ${template.databaseName}`);
      await onServer(
        `COMMENT ON DATABASE ${template.databaseName} IS '${new Date().toISOString()}'`,
      );
    }
    const seeding = await launch({
      dataDir: template.dataDir,
      databaseUrl: template.databaseName && databaseUrl(template.databaseName),
      timeoutMs: 180_000,
    });
    await seeding.exit();
    await writeFile(ready, "");
    return template;
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}

/** A lock directory; one left by a run that was killed (older than five minutes) is taken over. */
async function takeLock(lock) {
  try {
    await mkdir(lock);
    return true;
  } catch {
    if (Date.now() - (await stat(lock)).mtimeMs < 300_000) return false;
    await rm(lock, { recursive: true, force: true });
    return takeLock(lock);
  }
}

async function waitForFile(file, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (!existsSync(file)) {
    if (Date.now() > deadline) throw new Error(`${file} did not appear within ${timeoutMs} ms`);
    await new Promise((wait) => setTimeout(wait, 500));
  }
}

/**
 * Templates of earlier builds, a day after they were made: other worktrees may be using theirs
 * (the directory root and the PostgreSQL server are shared), so none is removed sooner.
 */
async function removeStaleTemplates(root) {
  const dayAgo = Date.now() - 86_400_000;
  for (const entry of await readdir(root)) {
    const path = join(root, entry);
    if ((await stat(path)).mtimeMs < dayAgo) await rm(path, { recursive: true, force: true });
  }
  if (!postgresServer()) return;
  const stale = await onServer(
    `SELECT datname FROM pg_database WHERE datname LIKE 'e2e_template_%'
       AND coalesce(shobj_description(oid, 'pg_database'), '') < '${new Date(dayAgo).toISOString()}'`,
  );
  for (const { datname } of stale) {
    // One still open elsewhere stays for another day.
    await onServer(`DROP DATABASE IF EXISTS ${datname}`).catch(() => {});
  }
}

/** Runs the compiled server on `dataDir` (and `databaseUrl`) until /api/health answers. */
async function launch({ dataDir, databaseUrl, env = {}, timeoutMs }) {
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL;
  let output = "";
  const child = spawn(process.execPath, ["--enable-source-maps", "apps/server/dist/main.js"], {
    cwd: repoRoot,
    env: {
      ...inherited,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
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
  const exit = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((done) => child.once("exit", done));
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
    await exited;
    clearTimeout(timer);
  };
  try {
    await waitForHealth(baseUrl, child, timeoutMs);
  } catch (error) {
    await exit();
    throw new Error(`${error.message}\n--- server output ---\n${output}`);
  }
  return { baseUrl, port, logs: () => output, exit };
}

/**
 * `env` adds to or overrides the server's environment; it may be a function of the chosen port
 * (e.g. for an APP_URL on another host name).
 * @returns {Promise<{ baseUrl: string, url: string, port: number, dataDir: string, logs: () => string, stop: () => Promise<void> }>}
 */
export async function startServer({ env = {}, timeoutMs = 180_000 } = {}) {
  ensureWebBuild();
  ensureServerBuild();
  const template = await seededTemplate();
  const dataDir = await mkdtemp(join(tmpdir(), "placement-e2e-"));
  await cp(template.dataDir, dataDir, { recursive: true });
  const databaseName = template.databaseName && `e2e_${process.pid}_${Date.now().toString(36)}`;
  if (databaseName)
    await onServer(`CREATE DATABASE ${databaseName} TEMPLATE ${template.databaseName}`);
  const cleanUp = async () => {
    await rm(dataDir, { recursive: true, force: true });
    if (databaseName) await onServer(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  };
  let server;
  try {
    server = await launch({
      dataDir,
      databaseUrl: databaseName && databaseUrl(databaseName),
      env,
      timeoutMs,
    });
  } catch (error) {
    await cleanUp();
    throw error;
  }
  return {
    baseUrl: server.baseUrl,
    url: server.baseUrl,
    port: server.port,
    dataDir,
    logs: server.logs,
    async stop() {
      await server.exit();
      await cleanUp();
    },
  };
}
