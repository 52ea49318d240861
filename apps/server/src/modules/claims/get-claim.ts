import { claimTotals, type TClaimView } from "@platform/domain";
import { eq, sql } from "drizzle-orm";
import type { Ctx } from "../../platform/context/index.ts";
import { companyNamesByIds } from "../companies/index.ts";
import { visibleClaim } from "./access.ts";
import { seesAdvice, seesClaimMoney } from "./audience.ts";
import { outerId, outerIncidentId, presentSummary, summaryColumns } from "./present.ts";
import { claimMovements, claims } from "./tables.ts";

/** One claim or incident with its totals per category and what the acting company may do. */
export async function getClaim(ctx: Ctx, input: { claimId: number }): Promise<TClaimView> {
  const { db } = ctx;
  const { claimId } = input;
  const access = await visibleClaim(ctx, { claimId });
  const [r] = await db
    .select({
      ...summaryColumns,
      incidentReference: sql<
        string | null
      >`(select l.reference from ${claims} l where l.id = ${outerIncidentId})`,
      convertedId: sql<
        number | null
      >`(select l.id from ${claims} l where l.incident_id = ${outerId})`,
      convertedReference: sql<
        string | null
      >`(select l.reference from ${claims} l where l.incident_id = ${outerId})`,
    })
    .from(claims)
    .where(eq(claims.id, claimId));
  const movements = await db
    .select({
      category: claimMovements.category,
      movementDate: claimMovements.movementDate,
      paidChange: claimMovements.paidChange,
      outstandingChange: claimMovements.outstandingChange,
    })
    .from(claimMovements)
    .where(eq(claimMovements.claimId, claimId));
  const { row } = r!;
  const names = await companyNamesByIds(
    db,
    [row.legalCompanyId, row.notifiedByCompanyId].filter((id): id is number => id !== null),
  );
  const money = seesClaimMoney(access.side);
  const summary = presentSummary(r!, names, money);
  return {
    ...summary,
    totals: money ? claimTotals(movements as Parameters<typeof claimTotals>[0]) : null,
    parties: row.parties.map((p: { name: string; role: string | null }) => ({
      name: p.name,
      role: p.role ?? null,
    })),
    advice: seesAdvice(access.side) ? row.advice : null,
    incident:
      row.incidentId === null
        ? null
        : { id: row.incidentId, reference: r!.incidentReference ?? "" },
    convertedTo:
      r!.convertedId === null
        ? null
        : { id: Number(r!.convertedId), reference: r!.convertedReference ?? "" },
    notifiedBy:
      row.notifiedByCompanyId === null
        ? null
        : { id: row.notifiedByCompanyId, name: names.get(row.notifiedByCompanyId) ?? "" },
    can: access.can,
  };
}
