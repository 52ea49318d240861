import { eq } from "drizzle-orm";
import { companies } from "../modules/companies/tables.ts";
import type { Db } from "../platform/db/index.ts";
import { DEMO_PASSWORD, seedDemoMarket } from "../seed/demo.ts";
import type { TestApp } from "./app.ts";
import { TestClient } from "./client.ts";

/** The demo market, with helpers to find its companies and sign its users in. */
export async function demoMarket(t: TestApp) {
  await seedDemoMarket(t.db);
  const companyId = async (handle: string) => companyIdOf(t.db, handle);
  const signIn = async (email: string) => {
    const client = new TestClient(t.app);
    await client.login(email, DEMO_PASSWORD);
    return client;
  };
  return { companyId, signIn };
}

export async function companyIdOf(db: Db, handle: string): Promise<number> {
  const [row] = await db.select().from(companies).where(eq(companies.handle, handle));
  if (!row) throw new Error(`no company ${handle}`);
  return row.id;
}
