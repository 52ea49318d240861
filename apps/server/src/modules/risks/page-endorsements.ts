import { pageWindow, type TPageQuery, type TRiskEndorsementView } from "@platform/domain";
import { asc, eq, sql } from "drizzle-orm";
import type { Ctx } from "../../platform/context/index.ts";
import { toPage, totalRows } from "../../platform/db/paging.ts";
import { clauseVersions } from "../clauses/tables.ts";
import { toSeconds } from "../users/index.ts";
import { users } from "../users/tables.ts";
import { visibleRiskPackage } from "./access.ts";
import { currentTransactionIds } from "./endorsement-scope.ts";
import { risks, riskTransactionClauses, riskTransactions } from "./tables.ts";

/** `GET …/endorsements`: the endorsements of the current transactions, oldest first. */
export async function pageEndorsements(
  ctx: Ctx,
  input: { riskPackageId: number; query: TPageQuery },
) {
  const { db, actor } = ctx;
  const { riskPackageId, query } = input;
  await visibleRiskPackage(db, actor, riskPackageId);
  const { limit, offset } = pageWindow(query);
  const page = (l: number, o: number) =>
    db
      .select({
        id: riskTransactionClauses.id,
        transactionId: riskTransactionClauses.transactionId,
        productId: risks.productId,
        clauseId: clauseVersions.clauseId,
        clauseVersionId: riskTransactionClauses.clauseVersionId,
        name: clauseVersions.name,
        versionNumber: clauseVersions.versionNumber,
        fromRule: riskTransactionClauses.fromRule,
        locked: riskTransactionClauses.locked,
        addedById: users.id,
        addedByName: users.name,
        createdAt: riskTransactionClauses.createdAt,
        total: totalRows(),
      })
      .from(riskTransactionClauses)
      .innerJoin(riskTransactions, eq(riskTransactions.id, riskTransactionClauses.transactionId))
      .innerJoin(risks, eq(risks.id, riskTransactions.riskId))
      .innerJoin(clauseVersions, eq(clauseVersions.id, riskTransactionClauses.clauseVersionId))
      .leftJoin(users, eq(users.id, riskTransactionClauses.addedByUserId))
      .where(
        sql`${riskTransactionClauses.transactionId} in ${currentTransactionIds(riskPackageId)}`,
      )
      .orderBy(asc(risks.productKind), asc(risks.position), asc(riskTransactionClauses.id))
      .limit(l)
      .offset(o);
  const rows = await page(limit, offset);
  return toPage(
    rows,
    query,
    (row): TRiskEndorsementView => ({
      id: row.id,
      transactionId: row.transactionId,
      productId: row.productId,
      clauseId: row.clauseId,
      clauseVersionId: row.clauseVersionId,
      name: row.name,
      versionNumber: row.versionNumber,
      fromRule: row.fromRule,
      locked: row.fromRule || row.locked,
      addedBy:
        row.addedById !== null && row.addedByName !== null
          ? { id: row.addedById, name: row.addedByName }
          : null,
      createdAt: toSeconds(row.createdAt),
    }),
    async () => (await page(1, 0))[0]?.total ?? 0,
  );
}
