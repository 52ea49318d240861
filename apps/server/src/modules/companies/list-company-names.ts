import type { DbOrTx } from "../../platform/db/index.ts";
import * as repo from "./repo.ts";

/** Names of active companies, for pickers (e.g. connecting a broker with an underwriter). */
export async function listCompanyNames(db: DbOrTx, filters: repo.CompanyFilters) {
  const rows = await repo.listCompanies(db, { ...filters, isActive: true });
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    handle: row.handle,
    refCompanyTypeId: row.refCompanyTypeId,
  }));
}
