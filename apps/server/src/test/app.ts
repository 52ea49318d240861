/**
 * Test harness: every test app gets its own migrated database (in-memory PGlite, or a new
 * database on the PostgreSQL server named by TEST_DATABASE_URL, dropped afterwards) and a real
 * app built by the same buildApp as production. The database is a copy of the template that
 * global-setup.ts migrated once for the run (template-database.ts); without one (a runner
 * that skipped the globalSetup) it is migrated here.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { inject } from "vitest";
import { buildApp } from "../app.ts";
import { type Config, loadConfig } from "../config.ts";
import { type Database, openDatabase } from "../platform/db/index.ts";
import { ensureCompanyTypePermissions } from "../seed/factories.ts";
import { cloneDatabase, databaseUrl } from "./template-database.ts";

export interface TestApp {
  app: FastifyInstance;
  /** The PostgreSQL database URL when running on a server (so a second instance can share it). */
  databaseUrl?: string;
  database: Database;
  db: Database["db"];
  config: Config;
  close(): Promise<void>;
}

let pgliteTemplateData: Blob | undefined;

/** The template's dumped data directory, read once per worker; undefined = migrate here. */
function pgliteTemplate(): Blob | undefined {
  const file = inject("pgliteTemplateFile");
  if (!file) return undefined;
  pgliteTemplateData ??= new Blob([readFileSync(file)]);
  return pgliteTemplateData;
}

async function openTestDatabase(
  shareUrl?: string,
): Promise<{ database: Database; url?: string; drop(): Promise<void> }> {
  if (shareUrl) {
    const database = await openDatabase({ url: shareUrl, poolSize: 4 });
    return { database, url: shareUrl, drop: async () => {} };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ pgliteDir: null, loadDataDir: pgliteTemplate() });
    return { database, drop: async () => {} };
  }
  const name = `test_${Date.now()}_${randomBytes(4).toString("hex")}`;
  const template = inject("postgresTemplate");
  if (template) {
    await cloneDatabase(serverUrl, template, name);
  } else {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
  }
  const url = databaseUrl(serverUrl, name);
  const database = await openDatabase({ url, poolSize: 4 });
  return {
    database,
    url,
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}

/** A real app on a fresh database; `shareDatabaseUrl` opens an existing one instead (a second instance). */
export async function createTestApp(
  env: Record<string, string> = {},
  shareDatabaseUrl?: string,
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), "platform-test-"));
  let config: Config;
  try {
    config = loadConfig({
      LOG_LEVEL: "silent",
      DATA_DIR: dataDir,
      APP_KEY: randomBytes(32).toString("hex"),
      SEED_DEMO: "false",
      WEB_DIST_DIR: join(dataDir, "no-web-app"),
      // No job workers: a test runs the queued jobs when it wants them, with `app.jobs.drain()`.
      JOB_WORKERS: "false",
      ...env,
    });
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const { database, url, drop } = await openTestDatabase(shareDatabaseUrl);
  await ensureCompanyTypePermissions(database.db);
  const app = await buildApp({ config, database, db: database.db });
  await app.ready();
  return {
    app,
    databaseUrl: url,
    database,
    db: database.db,
    config,
    async close() {
      await app.close();
      await database.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
