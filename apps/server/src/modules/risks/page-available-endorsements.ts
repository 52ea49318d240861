import { pageWindow, riskEditMessages, type ZAvailableEndorsementQuery } from "@platform/domain";
import { and, asc, desc, eq, ilike, isNull, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Ctx } from "../../platform/context/index.ts";
import { toPage, totalRows } from "../../platform/db/paging.ts";
import { invalid } from "../../platform/http/errors.ts";
import { clauses, clauseVersions } from "../clauses/tables.ts";
import { riskNotFound, visibleRiskPackage } from "./access.ts";
import { pinnedRisksOf } from "./load.ts";
import { riskTransactionClauses, riskTransactions } from "./tables.ts";

/**
 * `GET …/endorsements/available`: the underwriter's published endorsements that fit the
 * product's insurance class and are not attached yet, those the product offers first.
 */
export async function pageAvailableEndorsements(
  ctx: Ctx,
  input: { riskPackageId: number; query: z.output<typeof ZAvailableEndorsementQuery> },
) {
  const { db, actor } = ctx;
  const { riskPackageId, query } = input;
  const access = await visibleRiskPackage(db, actor, riskPackageId);
  if (access.side === "broker") throw riskNotFound();
  const pinned = (await pinnedRisksOf(db, riskPackageId)).find(
    (p) => p.risk.productId === query.productId,
  );
  if (!pinned) throw invalid({ productId: riskEditMessages.productNotOnRisk });
  const offeredIds = pinned.version.details.clauseIds ?? [];
  const offered =
    offeredIds.length > 0
      ? sql<boolean>`${clauses.id} in (${sql.join(
          offeredIds.map((id) => sql`${id}`),
          sql`, `,
        )})`
      : sql<boolean>`false`;
  const filters: (SQL | undefined)[] = [
    eq(clauses.companyId, access.row.companyId),
    isNull(clauses.archivedAt),
    pinned.insuranceClassId !== null
      ? sql`(${clauseVersions.insuranceClassIds} = '[]'::jsonb or ${clauseVersions.insuranceClassIds} @> ${JSON.stringify([pinned.insuranceClassId])}::jsonb)`
      : undefined,
    sql`not exists (
      select 1 from ${riskTransactionClauses} a
      join ${clauseVersions} v on v.id = a.clause_version_id
      where v.clause_id = ${clauses.id}
        and a.transaction_id = (
          select max(t.id) from ${riskTransactions} t where t.risk_id = ${pinned.risk.id}
        )
    )`,
  ];
  if (query.search)
    filters.push(ilike(clauses.name, `%${query.search.replace(/[%_\\]/g, "\\$&")}%`));
  const { limit, offset } = pageWindow(query);
  const page = (l: number, o: number) =>
    db
      .select({
        clauseId: clauses.id,
        clauseVersionId: clauseVersions.id,
        name: clauseVersions.name,
        versionNumber: clauseVersions.versionNumber,
        offered,
        total: totalRows(),
      })
      .from(clauses)
      .innerJoin(
        clauseVersions,
        and(
          eq(clauseVersions.clauseId, clauses.id),
          eq(clauseVersions.versionNumber, clauses.latestPublishedVersionNumber),
        ),
      )
      .where(and(...filters))
      .orderBy(desc(offered), asc(clauses.name), asc(clauses.id))
      .limit(l)
      .offset(o);
  const rows = await page(limit, offset);
  return toPage(
    rows,
    query,
    ({ total: _total, ...row }) => ({ ...row, offered: Boolean(row.offered) }),
    async () => (await page(1, 0))[0]?.total ?? 0,
  );
}
