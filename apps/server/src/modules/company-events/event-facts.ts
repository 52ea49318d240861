/**
 * Which company events a raised event runs: the enabled events of its type of the companies
 * party to the package whose filters fit it, in one statement in the raising transaction.
 */
import { ProductKind } from "@platform/domain";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/index.ts";
import { riskPackages, risks } from "../risks/index.ts";
import { type CompanyEventRow, companyEvents } from "./tables.ts";

const fits = (list: string, value: unknown): SQL =>
  sql`(jsonb_array_length(${companyEvents.filters}->${list}) = 0 or ${companyEvents.filters}->${list} @> to_jsonb(${value}))`;

/** The company event's filters fit the package (`risk_packages` and its main `risks` row joined). */
export function filtersFit() {
  return and(
    sql`${companyEvents.companyId} in (${riskPackages.companyId}, ${riskPackages.brokerCompanyId})`,
    fits("productIds", risks.productId),
    fits("classIds", sql`${riskPackages.classId}::int`),
    fits("states", riskPackages.insuredState),
    fits("brokerCompanyIds", riskPackages.brokerCompanyId),
  );
}

/**
 * The enabled events of `type` of the companies party to the package (its underwriting agency
 * and its brokerage) whose filters (product, class, state, brokerage) fit it.
 */
export async function matchingEvents(
  db: DbOrTx,
  type: string,
  riskPackageId: number,
): Promise<CompanyEventRow[]> {
  const rows = await db
    .select({ event: companyEvents })
    .from(companyEvents)
    .innerJoin(riskPackages, eq(riskPackages.id, riskPackageId))
    .innerJoin(
      risks,
      and(eq(risks.riskPackageId, riskPackages.id), eq(risks.productKind, ProductKind.Main)),
    )
    .where(and(eq(companyEvents.enabled, true), eq(companyEvents.event, type), filtersFit()))
    .orderBy(companyEvents.id);
  return rows.map((r) => r.event);
}
