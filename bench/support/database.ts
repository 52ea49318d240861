/**
 * A fresh database for a benchmark run: a new PostgreSQL database (dropped afterwards) or a
 * PGlite directory (deleted afterwards), seeded with the demo market and, for the products list,
 * extra copies of a demo underwriter's first product.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { openDatabase } from "../../apps/server/src/platform/db/index.ts";
import { demoCompanies, seedDemoMarket } from "../../apps/server/src/seed/demo.ts";

export const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432";

export interface BenchDatabase {
  label: "PostgreSQL" | "PGlite";
  /** Environment for the server: DATA_DIR and, on PostgreSQL, DATABASE_URL. */
  env: Record<string, string>;
  drop(): Promise<void>;
}

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** Seeds the demo market and brings the Coastal underwriter's catalogue to `products` products. */
async function seed(target: { url: string } | { pgliteDir: string }, products: number) {
  const database = await openDatabase(target);
  try {
    await seedDemoMarket(database.db);
    const handle = demoCompanies.coastal.handle;
    await database.db.execute(sql`
      with company as (select id from companies where handle = ${handle}),
      source as (
        select p.*, v.details from products p
        join product_versions v on v.product_id = p.id and v.version_number = 1
        where p.company_id = (select id from company) order by p.id limit 1
      ),
      existing as (select count(*)::int as n from products where company_id = (select id from company)),
      copies as (
        insert into products (company_id, name, insurance_class_id, product_class_id, product_type,
          kind, target_country, visibility, latest_version_number, latest_published_version_number)
        select s.company_id, s.name || ' ' || g, s.insurance_class_id, s.product_class_id,
          s.product_type, s.kind, s.target_country, s.visibility, 1, 1
        from source s, generate_series(1, greatest(0, ${products} - (select n from existing))) g
        returning id, company_id, name
      )
      insert into product_versions (product_id, company_id, version_number, status, details,
        saved_at, published_at)
      select c.id, c.company_id, 1, 'published', jsonb_set(s.details, '{name}', to_jsonb(c.name)),
        now(), now()
      from copies c, source s
    `);
    // The planner's statistics a live database would have for the copied rows (PostgreSQL's
    // autovacuum gathers them within a minute; PGlite has none and relies on the hourly sweep).
    await database.db.execute(sql`analyze`);
  } finally {
    await database.close();
  }
}

export async function createBenchDatabase(
  kind: "postgres" | "pglite",
  products: number,
): Promise<BenchDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), "platform-bench-"));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  if (kind === "pglite") {
    const pgliteDir = join(dataDir, "db");
    await seed({ pgliteDir }, products);
    return { label: "PGlite", env: { DATA_DIR: dataDir }, drop: async () => removeDir() };
  }
  const name = `bench_${Date.now()}`;
  await adminQuery(`create database "${name}"`);
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  await seed({ url: url.toString() }, products);
  return {
    label: "PostgreSQL",
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    drop: async () => {
      await adminQuery(`drop database if exists "${name}" with (force)`);
      removeDir();
    },
  };
}
