import { eq } from "drizzle-orm";
import type { Ctx } from "../../platform/context/index.ts";
import { companyNamesByIds } from "../companies/index.ts";
import { visibleRiskPackage } from "../risks/index.ts";
import { policyClients } from "./tables.ts";

/** The client company linked to a policy (null when none), for its broker or underwriter. */
export async function policyClientOf(ctx: Ctx, input: { riskPackageId: number }) {
  const { db, actor } = ctx;
  const { row: pkg } = await visibleRiskPackage(db, actor, input.riskPackageId);
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
