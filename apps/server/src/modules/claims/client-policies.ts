import { pageWindow, type TPageQuery } from "@platform/domain";
import { count, desc, eq } from "drizzle-orm";
import { actingCompany } from "../../platform/actor/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { toPage, totalRows } from "../../platform/db/paging.ts";
import { forbidden } from "../../platform/http/errors.ts";
import { packagesByIds } from "../risks/index.ts";
import { assertClaimReader } from "./access.ts";
import { policyClients } from "./tables.ts";

/** A client company's bound policies it may notify claims on (linked to it), paged. */
export async function clientPolicies(ctx: Ctx, input: { query: TPageQuery }) {
  const { db, actor } = ctx;
  const { query } = input;
  const companyId = actingCompany(actor);
  if (assertClaimReader(ctx) !== "client") throw forbidden();
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
