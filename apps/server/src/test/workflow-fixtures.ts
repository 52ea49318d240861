/**
 * Risk packages for the workflow and underwriter-panel tests, inserted directly (the risks
 * module's own flow is tested there): one package of an underwriter's first product package,
 * placed through a broker company.
 */
import type { TInsured } from "@platform/domain";
import { asc, eq } from "drizzle-orm";
import { productPackages } from "../modules/product-packages/tables.ts";
import { riskPackages } from "../modules/risks/tables.ts";
import type { Db } from "../platform/db/index.ts";

let sequence = 0;

export async function insertRiskPackage(
  db: Db,
  input: {
    companyId: number;
    brokerCompanyId: number;
    brokerUserId?: number | null;
    assignedUnderwriterUserId?: number | null;
    underwritingStatusId?: number | null;
  },
) {
  const [pkg] = await db
    .select({ id: productPackages.id })
    .from(productPackages)
    .where(eq(productPackages.companyId, input.companyId))
    .orderBy(asc(productPackages.id))
    .limit(1);
  if (!pkg) throw new Error(`no product package for company ${input.companyId}`);
  sequence += 1;
  const insured = { name: `Insured ${sequence}` } as unknown as TInsured;
  const [row] = await db
    .insert(riskPackages)
    .values({
      companyId: input.companyId,
      brokerCompanyId: input.brokerCompanyId,
      brokerUserId: input.brokerUserId ?? null,
      assignedUnderwriterUserId: input.assignedUnderwriterUserId ?? null,
      underwritingStatusId: input.underwritingStatusId ?? null,
      productPackageId: pkg.id,
      reference: `WF-${Date.now()}-${sequence}`,
      insured,
      insuredName: `Insured ${sequence}`,
      inceptionDate: "2026-07-01",
      expiryDate: "2027-07-01",
      termMonths: 12,
    })
    .returning();
  return row!;
}
