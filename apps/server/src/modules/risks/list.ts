/**
 * `GET …/risks`: the risks list and work queue (SPEC §2). Two statements whatever the page size
 * (the page, the total): the list reads the package's mirrored latest-transaction columns, joins
 * the names it shows and reads the main risk's transactions for the policy's derived state.
 */
import {
  pageMeta,
  pageWindow,
  type TRiskListItem,
  type TRiskListPage,
  TransactionStatus,
  type ZRiskListQuery,
} from "@platform/domain";
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gte,
  ilike,
  inArray,
  lte,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { z } from "zod";
import { type Actor, actingCompany } from "../../platform/actor/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { likePattern } from "../../platform/db/like.ts";
import { companies } from "../companies/tables.ts";
import { productPackages } from "../product-packages/tables.ts";
import { productVersions } from "../products/tables.ts";
import { underwritingStatuses } from "../underwriting-statuses/tables.ts";
import { toSeconds } from "../users/index.ts";
import { users } from "../users/tables.ts";
import {
  assertRiskReader,
  insurerActs,
  mayCreate,
  mayUseBoard,
  riskScope,
  sideOf,
} from "./access.ts";
import { mainTransactionsJson, policyStatusOfRow } from "./policy-status.ts";
import { riskPackages, risks } from "./tables.ts";

type ListQuery = z.output<typeof ZRiskListQuery>;

const brokerCompany = alias(companies, "broker_company");
const mainRisk = alias(risks, "main_risk");

function filters(actor: Actor, q: ListQuery): SQL | undefined {
  const p = riskPackages;
  const conditions: (SQL | undefined)[] = [riskScope(actor)];
  if (q.search) {
    const pattern = likePattern(q.search);
    conditions.push(
      or(
        ilike(p.reference, pattern),
        ilike(p.insuredName, pattern),
        ilike(p.policyNumber, pattern),
      ),
    );
  }
  if (q.status.length) conditions.push(inArray(p.transactionStatus, q.status));
  if (q.type.length) conditions.push(inArray(p.transactionType, q.type));
  if (q.classId.length) conditions.push(inArray(p.classId, q.classId));
  if (q.brokerCompanyId.length) conditions.push(inArray(p.brokerCompanyId, q.brokerCompanyId));
  if (q.assignedUnderwriterId.length)
    conditions.push(inArray(p.assignedUnderwriterUserId, q.assignedUnderwriterId));
  if (q.underwritingStatusId.length)
    conditions.push(inArray(p.underwritingStatusId, q.underwritingStatusId));
  if (q.productId.length)
    conditions.push(
      exists(
        sql`(select 1 from ${risks} where ${risks.riskPackageId} = ${p.id} and ${inArray(risks.productId, q.productId)})`,
      ),
    );
  if (q.inceptionFrom) conditions.push(gte(p.inceptionDate, q.inceptionFrom));
  if (q.inceptionTo) conditions.push(lte(p.inceptionDate, q.inceptionTo));
  if (q.approval) conditions.push(eq(p.approval, q.approval));
  if (q.expiringWithinDays) {
    const until = new Date(actor.now().getTime() + q.expiringWithinDays * 86_400_000);
    conditions.push(
      eq(p.transactionStatus, TransactionStatus.Quoted),
      lte(p.quoteExpiresAt, until),
    );
  }
  if (q.mine) conditions.push(eq(p.assignedUnderwriterUserId, actor.user.id));
  return and(...conditions);
}

const sorts: Record<ListQuery["sort"], SQL[]> = {
  updated: [asc(riskPackages.updatedAt), asc(riskPackages.id)],
  "-updated": [desc(riskPackages.updatedAt), desc(riskPackages.id)],
  reference: [asc(riskPackages.reference)],
  "-reference": [desc(riskPackages.reference)],
  inception: [asc(riskPackages.inceptionDate), asc(riskPackages.id)],
  "-inception": [desc(riskPackages.inceptionDate), desc(riskPackages.id)],
  premium: [sql`${riskPackages.grossPremium} asc nulls first`, asc(riskPackages.id)],
  "-premium": [sql`${riskPackages.grossPremium} desc nulls last`, desc(riskPackages.id)],
};

export async function listRisks(ctx: Ctx, input: { query: ListQuery }): Promise<TRiskListPage> {
  const { db, actor } = ctx;
  const { query: q } = input;
  const companyId = actingCompany(actor);
  assertRiskReader(actor);
  const where = filters(actor, q);
  const { limit, offset } = pageWindow(q);
  // The page's ids come from risk_packages alone (an index walk for the sort) and drive the
  // joins as a derived table, so they touch 50 rows, not every match (as `id in (…)` the planner
  // joined all 100,000 first); the total is a plain count on the same filter.
  const page = db
    .select({ id: riskPackages.id })
    .from(riskPackages)
    .where(where)
    .orderBy(...sorts[q.sort])
    .limit(limit)
    .offset(offset)
    .as("page");
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        pkg: riskPackages,
        packageName: productPackages.name,
        underwriterName: companies.name,
        brokerName: brokerCompany.name,
        assignedName: users.name,
        mainTransactions: mainTransactionsJson,
        timeZone: sql<string | null>`${productVersions.details} ->> 'timeZone'`,
        hideAssignee: sql<boolean>`coalesce((${productVersions.details} -> 'assignment' ->> 'hideAssignedUnderwriterFromBrokers')::boolean, false)`,
        status: {
          id: underwritingStatuses.id,
          name: underwritingStatuses.name,
          colour: underwritingStatuses.colour,
        },
      })
      .from(page)
      .innerJoin(riskPackages, eq(riskPackages.id, page.id))
      .innerJoin(productPackages, eq(productPackages.id, riskPackages.productPackageId))
      .innerJoin(companies, eq(companies.id, riskPackages.companyId))
      .innerJoin(brokerCompany, eq(brokerCompany.id, riskPackages.brokerCompanyId))
      .leftJoin(users, eq(users.id, riskPackages.assignedUnderwriterUserId))
      .leftJoin(
        underwritingStatuses,
        eq(underwritingStatuses.id, riskPackages.underwritingStatusId),
      )
      .leftJoin(
        mainRisk,
        and(eq(mainRisk.riskPackageId, riskPackages.id), eq(mainRisk.position, 0)),
      )
      .leftJoin(productVersions, eq(productVersions.id, mainRisk.productVersionId))
      .orderBy(...sorts[q.sort]),
    db.select({ n: count() }).from(riskPackages).where(where),
  ]);
  return {
    data: rows.map((row): TRiskListItem => {
      const p = row.pkg;
      const hidden = sideOf(companyId, p) === "broker" && row.hideAssignee;
      return {
        id: p.id,
        reference: p.reference,
        insuredName: p.insuredName,
        insuredState: p.insuredState,
        packageName: row.packageName,
        classId: p.classId,
        brokerCompany: { id: p.brokerCompanyId, name: row.brokerName },
        underwriterCompany: { id: p.companyId, name: row.underwriterName },
        assignedUnderwriter:
          !hidden && p.assignedUnderwriterUserId && row.assignedName
            ? { id: p.assignedUnderwriterUserId, name: row.assignedName }
            : null,
        underwritingStatus: row.status?.id ? row.status : null,
        transactionType: p.transactionType,
        transactionStatus: p.transactionStatus,
        policyStatus: policyStatusOfRow(p, row.mainTransactions, row.timeZone, actor.now()),
        grossPremium: p.grossPremium,
        inceptionDate: p.inceptionDate,
        expiryDate: p.expiryDate,
        policyNumber: p.policyNumber,
        quoteExpiresAt: p.quoteExpiresAt ? toSeconds(p.quoteExpiresAt) : null,
        updatedAt: toSeconds(p.updatedAt),
      };
    }),
    meta: pageMeta(counted?.n ?? 0, q),
    can: { create: mayCreate(actor), board: mayUseBoard(actor) },
    scope: insurerActs(actor) ? "carried" : "company",
  };
}
