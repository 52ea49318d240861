/**
 * A client company's policies: the bound policies it may notify claims on (linked to it), paged,
 * and the link of one policy as its broker or underwriter sees it.
 */
import { pageWindow, type TPageQuery } from "@platform/domain";
import { and, count, desc, eq, inArray } from "drizzle-orm";
import type { Actor } from "../../platform/actor/index.ts";
import { anyRow } from "../../platform/db/exists.ts";
import type { DbOrTx } from "../../platform/db/index.ts";
import { toPage, totalRows } from "../../platform/db/paging.ts";
import { forbidden } from "../../platform/http/errors.ts";
import { companyNamesByIds } from "../companies/index.ts";
import { packagesByIds, visibleRiskPackage } from "../risks/index.ts";
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

/** The client company linked to a policy (null when none), for its broker or underwriter. */
export async function policyClientOf(
  db: DbOrTx,
  actor: Actor,
  companyId: number,
  riskPackageId: number,
) {
  const { row: pkg } = await visibleRiskPackage(db, actor, riskPackageId);
  const [link] = await db
    .select({ clientCompanyId: policyClients.clientCompanyId })
    .from(policyClients)
    .where(eq(policyClients.riskPackageId, pkg.id));
  const clientCompanyId = link?.clientCompanyId ?? null;
  const names = await companyNamesByIds(db, clientCompanyId === null ? [] : [clientCompanyId]);
  return {
    riskPackageId: pkg.id,
    clientCompanyId,
    clientName: clientCompanyId === null ? null : (names.get(clientCompanyId) ?? null),
  };
}

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
