/** Stale template databases are dropped (PostgreSQL only: PGlite templates are per-run files). */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { dropStaleTemplates, STALE_TEMPLATE_MS } from "./template-database.ts";

const serverUrl = process.env.TEST_DATABASE_URL;
const stamp = randomBytes(4).toString("hex");
const names = {
  stale: `test_template_stale_${stamp}`,
  recent: `test_template_recent_${stamp}`,
  unmarked: `test_template_unmarked_${stamp}`,
};

async function admin<T>(work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const noteOf = (name: string) =>
  admin(async (client) => {
    const found = await client.query<{ note: string | null }>(
      "select shobj_description(oid, 'pg_database') as note from pg_database where datname = $1",
      [name],
    );
    return found.rows[0]?.note ?? undefined;
  });

describe.skipIf(!serverUrl)("stale test templates on PostgreSQL", () => {
  afterAll(() =>
    admin(async (client) => {
      for (const name of Object.values(names)) {
        await client.query(`drop database if exists "${name}"`);
      }
    }),
  );

  it("drops templates unused for a day, keeps recent ones and starts the clock of unmarked ones", async () => {
    const longAgo = new Date(Date.now() - STALE_TEMPLATE_MS - 60_000).toISOString();
    const lately = new Date(Date.now() - 60_000).toISOString();
    await admin(async (client) => {
      for (const name of Object.values(names)) await client.query(`create database "${name}"`);
      await client.query(`comment on database "${names.stale}" is 'last used ${longAgo}'`);
      await client.query(`comment on database "${names.recent}" is 'last used ${lately}'`);
    });

    const dropped = await dropStaleTemplates(serverUrl!, "test_template_current");

    expect(dropped).toContain(names.stale);
    expect(dropped).not.toContain(names.recent);
    expect(dropped).not.toContain(names.unmarked);
    expect(await noteOf(names.stale)).toBeUndefined();
    expect(await noteOf(names.recent)).toBe(`last used ${lately}`);
    expect(await noteOf(names.unmarked)).toMatch(/^last used \d{4}-\d\d-\d\dT/);
  });
});
