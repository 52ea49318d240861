/**
 * Reading claims and incidents: the paged list each company sees (filters, search, statuses),
 * one claim with its totals per category, its movements and its timeline. Each read is a fixed
 * number of statements whatever the page holds.
 */
import {
  type ClaimStatus,
  claimTotals,
  crsClaimStatus,
  pageWindow,
  type TClaimListQuery,
  type TClaimMovement,
  type TClaimSummary,
  type TClaimView,
  type TPageQuery,
  toDec,
  ZClaimListQuery,
} from "@platform/domain";
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { Actor } from "../../platform/actor/index.ts";
import type { DbOrTx } from "../../platform/db/index.ts";
import { likePattern } from "../../platform/db/like.ts";
import { toPage, totalRows } from "../../platform/db/paging.ts";
import { companyNamesByIds } from "../companies/index.ts";
import { pageAuditTimeline, toSeconds } from "../users/index.ts";
import { assertClaimReader, claimScope, visibleClaim } from "./access.ts";
import { type ClaimRow, claimMovements, claims } from "./tables.ts";

// Drizzle leaves columns unqualified in a one-table select: inside a correlated subquery they
// would name the subquery's own columns, so the outer row's are spelt out.
const outerId = sql.raw('"claims"."id"');
const outerIncidentId = sql.raw('"claims"."incident_id"');
const sumOf = (column: "paid_change" | "outstanding_change") =>
  sql<string>`(select coalesce(sum(m.${sql.raw(column)}), 0)::numeric(14, 2)::text from ${claimMovements} m where m.claim_id = ${outerId})`;

const summaryColumns = {
  row: claims,
  paid: sumOf("paid_change"),
  outstanding: sumOf("outstanding_change"),
};
type SummaryRow = { row: ClaimRow; paid: string; outstanding: string };

const money = (value: string) => toDec(value).toFixed(2);

function presentSummary(r: SummaryRow, names: Map<number, string>): TClaimSummary {
  const { row } = r;
  return {
    id: row.id,
    kind: row.kind as TClaimSummary["kind"],
    reference: row.reference,
    status: row.status,
    crsStatus: row.kind === "claim" ? crsClaimStatus[row.status as ClaimStatus] : null,
    dateOfLoss: row.dateOfLoss,
    dateFirstAdvised: row.dateFirstAdvised,
    description: row.description,
    claimant: row.claimant,
    cause: row.cause,
    estimate: row.estimate,
    policy:
      row.riskPackageId === null
        ? null
        : {
            riskPackageId: row.riskPackageId,
            reference: row.policyReference ?? "",
            policyNumber: row.policyNumber,
            insuredName: row.insuredName ?? "",
          },
    legalCompany:
      row.legalCompanyId === null
        ? null
        : { id: row.legalCompanyId, name: names.get(row.legalCompanyId) ?? "" },
    totals: {
      paid: money(r.paid),
      outstanding: money(r.outstanding),
      incurred: toDec(r.paid).plus(toDec(r.outstanding)).toFixed(2),
    },
    createdAt: toSeconds(row.createdAt),
    updatedAt: toSeconds(row.updatedAt),
  };
}

export async function listClaims(
  db: DbOrTx,
  actor: Actor,
  companyId: number,
  input: TClaimListQuery,
) {
  const query = ZClaimListQuery.parse(input);
  const side = assertClaimReader(actor, companyId);
  const filters: (SQL | undefined)[] = [claimScope(side, companyId)];
  if (query.status) filters.push(eq(claims.status, query.status));
  if (query.kind) filters.push(eq(claims.kind, query.kind));
  if (query.riskPackageId) filters.push(eq(claims.riskPackageId, query.riskPackageId));
  if (query.search) {
    const pattern = likePattern(query.search);
    filters.push(
      or(
        ilike(claims.reference, pattern),
        ilike(claims.description, pattern),
        ilike(claims.claimant, pattern),
        ilike(claims.insuredName, pattern),
        ilike(claims.policyNumber, pattern),
      ),
    );
  }
  const where = and(...filters);
  const { limit, offset } = pageWindow(query);
  const rows = await db
    .select({ ...summaryColumns, total: totalRows() })
    .from(claims)
    .where(where)
    .orderBy(desc(claims.updatedAt), desc(claims.id))
    .limit(limit)
    .offset(offset);
  const names = await companyNamesByIds(
    db,
    rows.flatMap(({ row }) => (row.legalCompanyId === null ? [] : [row.legalCompanyId])),
  );
  return toPage(
    rows,
    query,
    (r) => presentSummary(r, names),
    async () => (await db.select({ n: count() }).from(claims).where(where))[0]!.n,
  );
}

export async function getClaim(
  db: DbOrTx,
  actor: Actor,
  companyId: number,
  claimId: number,
): Promise<TClaimView> {
  const access = await visibleClaim(db, actor, companyId, claimId);
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
  const summary = presentSummary(r!, names);
  return {
    ...summary,
    totals: claimTotals(movements as Parameters<typeof claimTotals>[0]),
    parties: row.parties.map((p: { name: string; role: string | null }) => ({
      name: p.name,
      role: p.role ?? null,
    })),
    // The firm's advice is privileged (DOMAIN "Who sees what"): not for the broker or the client.
    advice: access.side === "broker" || access.side === "client" ? null : row.advice,
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

export async function pageMovements(
  db: DbOrTx,
  actor: Actor,
  companyId: number,
  claimId: number,
  query: TPageQuery,
) {
  await visibleClaim(db, actor, companyId, claimId);
  const where = eq(claimMovements.claimId, claimId);
  const { limit, offset } = pageWindow(query);
  const rows = await db
    .select({ row: claimMovements, total: totalRows() })
    .from(claimMovements)
    .where(where)
    .orderBy(asc(claimMovements.movementDate), asc(claimMovements.id))
    .limit(limit)
    .offset(offset);
  const names = await companyNamesByIds(
    db,
    rows.flatMap(({ row }) => (row.companyId === null ? [] : [row.companyId])),
  );
  return toPage(
    rows,
    query,
    ({ row }): TClaimMovement => ({
      id: row.id,
      kind: row.kind as TClaimMovement["kind"],
      category: row.category as TClaimMovement["category"],
      amount: row.amount,
      paidChange: row.paidChange,
      outstandingChange: row.outstandingChange,
      movementDate: row.movementDate,
      note: row.note,
      company:
        row.companyId === null ? null : { id: row.companyId, name: names.get(row.companyId) ?? "" },
      createdAt: toSeconds(row.createdAt),
    }),
    async () => (await db.select({ n: count() }).from(claimMovements).where(where))[0]!.n,
  );
}

export async function pageClaimTimeline(
  db: DbOrTx,
  actor: Actor,
  companyId: number,
  claimId: number,
  query: TPageQuery,
) {
  await visibleClaim(db, actor, companyId, claimId);
  return pageAuditTimeline(db, { type: "claim", id: claimId }, query, (row) =>
    String((row.data as { summary?: string }).summary ?? row.action),
  );
}
