import { eq, type SQL, sql } from "drizzle-orm";
import { bindingAgreements } from "./tables.ts";

/** The ids of the agreements `insurerCompanyId` carries as managing insurer (SQL, for `in`). */
export function agreementIdsCarriedBy(insurerCompanyId: number): SQL {
  return sql`(select ${bindingAgreements.id} from ${bindingAgreements} where ${eq(bindingAgreements.managingInsurerCompanyId, insurerCompanyId)})`;
}
