import { and, asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/index.ts";
import { brokerages, companies } from "../companies/tables.ts";

/** The brokers connected with an underwriter (id, name, handle, type), by name: one statement. */
export async function connectedBrokers(db: DbOrTx, underwriterCompanyId: number) {
  return db
    .select({
      id: companies.id,
      name: companies.name,
      handle: companies.handle,
      refCompanyTypeId: companies.refCompanyTypeId,
    })
    .from(brokerages)
    .innerJoin(companies, eq(companies.id, brokerages.brokerCompanyId))
    .where(eq(brokerages.underwriterCompanyId, underwriterCompanyId))
    .orderBy(asc(companies.name), asc(companies.id));
}

export async function isConnected(
  db: DbOrTx,
  brokerCompanyId: number,
  underwriterCompanyId: number,
) {
  const [row] = await db
    .select()
    .from(brokerages)
    .where(
      and(
        eq(brokerages.brokerCompanyId, brokerCompanyId),
        eq(brokerages.underwriterCompanyId, underwriterCompanyId),
      ),
    );
  return Boolean(row);
}
