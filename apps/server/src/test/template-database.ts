/**
 * One migrated template database per test run (CI time): Vitest's globalSetup
 * (global-setup.ts) builds it once, and every test file starts from a copy instead of
 * applying every migration again. On PostgreSQL the template is a database named from a hash
 * of the migrations and the company-type permissions, so it is built once per change and reused
 * across runs; on PGlite it is a dump of a migrated data directory, written to a file for the
 * run.
 */
import { createHash, randomBytes } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { PGlite } from "@electric-sql/pglite";
import { companyTypePermissionMatrix } from "@platform/domain";
import pg from "pg";
import { type Database, openDatabase } from "../platform/db/index.ts";
import { ensureCompanyTypePermissions } from "../seed/factories.ts";

const migrationsFolder = fileURLToPath(new URL("../../drizzle", import.meta.url));

declare module "vitest" {
  interface ProvidedContext {
    /** File holding the dumped data directory of a migrated PGlite database. */
    pgliteTemplateFile?: string;
    /** Name of the migrated template database on the TEST_DATABASE_URL server. */
    postgresTemplate?: string;
  }
}

function filesUnder(folder: string): string[] {
  return readdirSync(folder)
    .sort()
    .flatMap((name) => {
      const path = join(folder, name);
      return statSync(path).isDirectory() ? filesUnder(path) : [path];
    });
}

/** Changes whenever a migration or the seeded company-type permissions change. */
export function templateHash(): string {
  const hash = createHash("sha256");
  for (const file of filesUnder(migrationsFolder)) {
    hash.update(file.slice(migrationsFolder.length)).update(readFileSync(file));
  }
  hash.update(JSON.stringify(companyTypePermissionMatrix));
  return hash.digest("hex").slice(0, 16);
}

async function prepare(database: Database) {
  await ensureCompanyTypePermissions(database.db);
}

/** Migrates an in-memory PGlite database and returns its dumped data directory. */
export async function buildPgliteTemplate(): Promise<Blob> {
  const database = await openDatabase({ pgliteDir: null });
  try {
    await prepare(database);
    const client = (database.db as unknown as { $client: PGlite }).$client;
    return await client.dumpDataDir("none");
  } finally {
    await database.close();
  }
}

const DUPLICATE_DATABASE = "42P04";
const OBJECT_IN_USE = "55006";

async function withAdmin<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export const databaseUrl = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * Returns the name of the migrated template database for the current migrations, building it
 * when the server does not have it yet. It is built under a temporary name and renamed when
 * complete, so a run that races another (or was killed half-way) never clones a half-built one.
 */
export async function ensurePostgresTemplate(serverUrl: string): Promise<string> {
  const name = `test_template_${templateHash()}`;
  const exists = await withAdmin(serverUrl, async (admin) => {
    const found = await admin.query("select 1 from pg_database where datname = $1", [name]);
    return found.rowCount === 1;
  });
  if (exists) {
    await markUsed(serverUrl, name);
    return name;
  }
  const building = `${name}_building_${randomBytes(4).toString("hex")}`;
  await withAdmin(serverUrl, (admin) => admin.query(`create database "${building}"`));
  const database = await openDatabase({ url: databaseUrl(serverUrl, building), poolSize: 1 });
  try {
    await prepare(database);
  } finally {
    await database.close();
  }
  await withAdmin(serverUrl, async (admin) => {
    try {
      await admin.query(`alter database "${building}" rename to "${name}"`);
    } catch (error) {
      if ((error as { code?: string }).code !== DUPLICATE_DATABASE) throw error;
      await admin.query(`drop database if exists "${building}" with (force)`);
    }
  });
  await markUsed(serverUrl, name);
  return name;
}

const TEMPLATE_PREFIX = "test_template_";
const USED_NOTE = "last used ";
/** A template nobody has used for this long belongs to migrations that are gone. */
export const STALE_TEMPLATE_MS = 24 * 60 * 60 * 1000;

/** Records on the template (a database comment) that a run uses it now. */
async function markUsed(serverUrl: string, name: string, at = new Date()) {
  await withAdmin(serverUrl, (admin) =>
    admin.query(`comment on database "${name}" is '${USED_NOTE}${at.toISOString()}'`),
  );
}

/**
 * Drops the templates of other migrations (and half-built ones of killed runs) once no run has
 * used them for STALE_TEMPLATE_MS, so they do not pile up on the server. Other worktrees on
 * the same server may be on other migrations, so a template is not dropped the moment it is not
 * the current one: its "last used" comment has to be old, and one in use (being cloned or
 * built) is skipped. A template without a comment (made before this rule) starts its clock now.
 */
export async function dropStaleTemplates(
  serverUrl: string,
  current: string,
  now = new Date(),
): Promise<string[]> {
  const found = await withAdmin(serverUrl, (admin) =>
    admin.query<{ name: string; note: string | null }>(
      `select datname as name, shobj_description(oid, 'pg_database') as note
         from pg_database where datname like $1 and datname <> $2 and not datistemplate`,
      [`${TEMPLATE_PREFIX.replaceAll("_", "\\_")}%`, current],
    ),
  );
  const dropped: string[] = [];
  for (const { name, note } of found.rows) {
    const usedAt = note?.startsWith(USED_NOTE) ? Date.parse(note.slice(USED_NOTE.length)) : NaN;
    if (Number.isNaN(usedAt)) {
      await markUsed(serverUrl, name, now);
      continue;
    }
    if (now.getTime() - usedAt < STALE_TEMPLATE_MS) continue;
    try {
      await withAdmin(serverUrl, (admin) => admin.query(`drop database if exists "${name}"`));
      dropped.push(name);
    } catch (error) {
      if ((error as { code?: string }).code !== OBJECT_IN_USE) throw error;
    }
  }
  return dropped;
}

/** Creates a database as a copy of the template; a copy waits while another is being taken. */
export async function cloneDatabase(serverUrl: string, template: string, name: string) {
  await withAdmin(serverUrl, async (admin) => {
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`create database "${name}" template "${template}"`);
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== OBJECT_IN_USE || attempt >= 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
      }
    }
  });
}
