/** The bound policies a client company may notify claims on (linked to it), paged. */
import { pageWindow, type TPageQuery } from "@platform/domain";
import { count, desc, eq } from "drizzle-orm";
import type { Actor } from "../../platform/actor/index.ts";
import type { DbOrTx } from "../../platform/db/index.ts";
import { toPage, totalRows } from "../../platform/db/paging.ts";
import { forbidden } from "../../platform/http/errors.ts";
import { packagesByIds } from "../risks/index.ts";
import { assertClaimReader } from "./access.ts";
import { policyClients } from "./tables.ts";

export async function clientPolicies(
  db: DbOrTx,
  actor: Actor,
  companyId: number,
  query: TPageQuery,
) {
  if (assertClaimReader(actor, companyId) !== "client") throw forbidden();
  const where = eq(policyClients.clientCompanyId, companyId);
  const { limit, offset } = pageWindow(query);
  const rows = await db
    .select({ riskPackageId: policyClients.riskPackageId, total: totalRows() })
    .from(policyClients)
    .where(where)
    .orderBy(desc(policyClients.createdAt), desc(policyClients.riskPackageId))
    .limit(limit)
    .offset(offset);
  const packages = await packagesByIds(
    db,
    rows.map((r) => r.riskPackageId),
  );
  return toPage(
    rows,
    query,
    ({ riskPackageId }) => {
      const pkg = packages.get(riskPackageId)!;
      return {
        riskPackageId,
        reference: pkg.reference,
        policyNumber: pkg.policyNumber ?? "",
        insuredName: pkg.insuredName,
        inceptionDate: pkg.inceptionDate,
        expiryDate: pkg.expiryDate,
      };
    },
    async () => (await db.select({ n: count() }).from(policyClients).where(where))[0]!.n,
  );
}
