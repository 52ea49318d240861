/**
 * Endorsements on a risk (SPEC §2 underwriter panel, §4): the clause versions attached to the
 * package's current transactions. Both sides read them; the underwriter company attaches a
 * published version of its own endorsements or removes one it attached, while the transaction is
 * Referred or Quoted (a quote goes back to Referred to be quoted again). Endorsements a rule
 * attached are locked: `This rule is locked on the risk and cannot be edited`.
 */
import {
  messages,
  pageWindow,
  riskEditMessages,
  type TPageQuery,
  type TRiskEndorsementView,
  type ZAvailableEndorsementQuery,
  type ZRiskEndorsementAttach,
} from "@platform/domain";
import { and, asc, desc, eq, ilike, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Actor } from "../../platform/actor/index.ts";
import type { DbOrTx } from "../../platform/db/index.ts";
import { toPage, totalRows } from "../../platform/db/paging.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { conflict, invalid, notFound } from "../../platform/http/errors.ts";
import { clauses, clauseVersions } from "../clauses/tables.ts";
import { toSeconds } from "../users/index.ts";
import { users } from "../users/tables.ts";
import { riskNotFound, visibleRiskPackage } from "./access.ts";
import { assertAction, mainTransaction, mirror } from "./change.ts";
import { auditRisk } from "./effects.ts";
import { type LoadedPackage, pinnedRisksOf } from "./load.ts";
import { withdrawQuote } from "./requote.ts";
import { risks, riskTransactionClauses, riskTransactions } from "./tables.ts";
import { underwriterChange } from "./underwriter-change.ts";

/** The ids of the package's current transactions (the latest of each risk), as a subquery. */
const currentTransactionIds = (riskPackageId: number) =>
  sql`(select max(${riskTransactions.id}) from ${riskTransactions}
       where ${riskTransactions.riskPackageId} = ${riskPackageId}
       group by ${riskTransactions.riskId})`;

/** `GET …/endorsements`: the endorsements of the current transactions, oldest first. */
export async function pageEndorsements(
  db: DbOrTx,
  actor: Actor,
  companyId: number,
  riskPackageId: number,
  query: TPageQuery,
) {
  await visibleRiskPackage(db, actor, companyId, riskPackageId);
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

/**
 * `GET …/endorsements/available`: the underwriter's published endorsements that fit the
 * product's insurance class and are not attached yet, those the product offers first.
 */
export async function pageAvailableEndorsements(
  db: DbOrTx,
  actor: Actor,
  companyId: number,
  riskPackageId: number,
  query: z.output<typeof ZAvailableEndorsementQuery>,
) {
  const access = await visibleRiskPackage(db, actor, companyId, riskPackageId);
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

/** The open transaction of `productId` on the package, or 422 on the field. */
function targetOf(loaded: LoadedPackage, productId: number) {
  const target = loaded.current.find((c) => c.pinned.risk.productId === productId);
  if (!target) throw invalid({ productId: riskEditMessages.productNotOnRisk });
  return target;
}

export async function attachEndorsement(
  deps: AppDeps,
  actor: Actor,
  companyId: number,
  id: number,
  input: z.output<typeof ZRiskEndorsementAttach>,
) {
  return underwriterChange(deps, actor, companyId, id, async ({ tx, afterCommit, loaded, now }) => {
    assertAction("review", mainTransaction(loaded), { now });
    const target = targetOf(loaded, input.productId);
    const [version] = await tx
      .select({
        id: clauseVersions.id,
        clauseId: clauseVersions.clauseId,
        name: clauseVersions.name,
        versionNumber: clauseVersions.versionNumber,
        attached: sql<boolean>`exists (
            select 1 from ${riskTransactionClauses} a
            join ${clauseVersions} v on v.id = a.clause_version_id
            where a.transaction_id = ${target.tx.id} and v.clause_id = ${clauses.id})`,
      })
      .from(clauseVersions)
      .innerJoin(clauses, eq(clauses.id, clauseVersions.clauseId))
      .where(
        and(
          eq(clauseVersions.id, input.clauseVersionId),
          eq(clauses.companyId, loaded.row.companyId),
          eq(clauseVersions.status, "published"),
          isNull(clauses.archivedAt),
        ),
      );
    if (!version) throw invalid({ clauseVersionId: riskEditMessages.clauseNotAvailable });
    if (version.attached) throw conflict(messages.alreadyExists);
    await tx.insert(riskTransactionClauses).values({
      transactionId: target.tx.id,
      clauseVersionId: version.id,
      fromRule: false,
      locked: false,
      addedByUserId: actor.user.id,
      createdAt: now,
    });
    const withdrawn = await withdrawQuote(tx, afterCommit, deps, actor, loaded, version.name);
    await mirror(tx, loaded, now);
    await auditRisk(tx, actor, loaded.row, "risk.endorsement_attached", {
      description: `Endorsement attached: ${version.name} (version ${version.versionNumber})`,
      productId: input.productId,
      clauseVersionId: version.id,
      quoteWithdrawn: withdrawn,
    });
  });
}

export async function removeEndorsement(
  deps: AppDeps,
  actor: Actor,
  companyId: number,
  id: number,
  endorsementId: number,
) {
  return underwriterChange(deps, actor, companyId, id, async ({ tx, afterCommit, loaded, now }) => {
    assertAction("review", mainTransaction(loaded), { now });
    const [row] = await tx
      .select({
        id: riskTransactionClauses.id,
        fromRule: riskTransactionClauses.fromRule,
        locked: riskTransactionClauses.locked,
        clauseVersionId: riskTransactionClauses.clauseVersionId,
        name: clauseVersions.name,
      })
      .from(riskTransactionClauses)
      .innerJoin(clauseVersions, eq(clauseVersions.id, riskTransactionClauses.clauseVersionId))
      .where(
        and(
          eq(riskTransactionClauses.id, endorsementId),
          inArray(
            riskTransactionClauses.transactionId,
            loaded.current.map((c) => c.tx.id),
          ),
        ),
      );
    if (!row) throw notFound("Endorsement not found");
    if (row.fromRule || row.locked) throw conflict(messages.ruleLocked);
    await tx.delete(riskTransactionClauses).where(eq(riskTransactionClauses.id, row.id));
    const withdrawn = await withdrawQuote(tx, afterCommit, deps, actor, loaded, row.name);
    await mirror(tx, loaded, now);
    await auditRisk(tx, actor, loaded.row, "risk.endorsement_removed", {
      description: `Endorsement removed: ${row.name}`,
      clauseVersionId: row.clauseVersionId,
      quoteWithdrawn: withdrawn,
    });
  });
}
