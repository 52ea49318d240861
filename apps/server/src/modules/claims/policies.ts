import { and, eq, inArray } from "drizzle-orm";
import { anyRow } from "../../platform/db/exists.ts";
import type { DbOrTx } from "../../platform/db/index.ts";
import { policyClients } from "./tables.ts";

/** One of the packages is linked to `companyId` as the policy's client (claims on it). */
export async function linkedClientSeesPackages(
  db: DbOrTx,
  companyId: number,
  packageIds: number[],
) {
  if (packageIds.length === 0) return false;
  return anyRow(
    db,
    policyClients,
    and(
      inArray(policyClients.riskPackageId, packageIds),
      eq(policyClients.clientCompanyId, companyId),
    ),
  );
}
