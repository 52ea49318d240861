import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { serverPaths } from "../../paths.ts";
import * as schema from "./schema.ts";
import { databaseLogger } from "./statements.ts";
import type { Db } from "./types.ts";
import { createWriteWatch, registerWriteWatch } from "./writes.ts";

export type { Db, DbOrTx, Schema, Tx } from "./types.ts";

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
}

const migrationsFolder = serverPaths.migrations;

export type DatabaseTarget =
  | { url: string; poolSize?: number }
  /** `loadDataDir`: start from a dumped data directory (tests clone a migrated template). */
  | { pgliteDir: string | null; loadDataDir?: Blob };

/**
 * Opens PostgreSQL (a pool) when given a URL, else PGlite in a directory (null = in memory),
 * and applies the committed migrations before anything else touches it.
 */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if ("url" in target) {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10 });
    // An idle connection the server closes (a restart, a dropped test database) is discarded by
    // the pool and replaced on the next query; without a listener its error would crash the process.
    pool.on("error", () => {});
    const watch = createWriteWatch();
    const db = drizzleNodePg(pool, { schema, logger: databaseLogger(watch) }) as unknown as Db;
    registerWriteWatch(db, watch);
    await migrateNodePg(db as never, { migrationsFolder });
    return { db, kind: "postgres", close: () => pool.end() };
  }
  if (target.pgliteDir) mkdirSync(target.pgliteDir, { recursive: true });
  // relaxedDurability stays off: a commit returns only after PGlite has written it.
  const client = new PGlite(target.pgliteDir ?? undefined, {
    relaxedDurability: false,
    loadDataDir: target.loadDataDir,
  });
  const watch = createWriteWatch();
  const db = drizzlePglite(client, { schema, logger: databaseLogger(watch) }) as unknown as Db;
  registerWriteWatch(db, watch);
  await migratePglite(db as never, { migrationsFolder });
  return { db, kind: "pglite", close: () => client.close() };
}

export async function pingDatabase(db: Db): Promise<void> {
  await db.execute("select 1");
}
