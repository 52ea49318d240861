/**
 * The registrations waiting for the system company (COMPANY_APPROVAL=true): the queue and the
 * decision. The console's use cases (system-console) check who decides and tell the registrant.
 */
import { pageWindow, type TPageQuery } from "@platform/domain";
import { and, asc, count, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/index.ts";
import { toPage, totalRows } from "../../platform/db/paging.ts";
import { companies } from "./tables.ts";

const pending = eq(companies.approval, "pending");

/**
 * The user who registered the company: the author of its `company.created` audit row (other
 * users, a system user among them, can hold roles in the company, so membership cannot tell).
 */
// Spelled out with aliases: in a one-table select drizzle leaves columns unqualified, and "id"
// inside the subquery would be the audit row's.
const registrantId = sql<number | null>`(select registered.user_id from audit_log registered
  where registered.subject_type = 'company' and registered.subject_id = "companies"."id"::text
    and registered.action = 'company.created'
  order by registered.id limit 1)`.mapWith((v) => (v === null ? null : Number(v)));

/**
 * A page of the companies waiting, oldest first, each with the user who registered it. One
 * statement.
 */
export async function pendingCompaniesPage(db: DbOrTx, query: TPageQuery) {
  const { limit, offset } = pageWindow(query);
  const rows = await db
    .select({
      id: companies.id,
      name: companies.name,
      handle: companies.handle,
      refCompanyTypeId: companies.refCompanyTypeId,
      createdAt: companies.createdAt,
      registrantId,
      total: totalRows(),
    })
    .from(companies)
    .where(pending)
    .orderBy(asc(companies.createdAt), asc(companies.id))
    .limit(limit)
    .offset(offset);
  return toPage(
    rows,
    query,
    ({ total: _total, ...row }) => row,
    async () => (await db.select({ n: count() }).from(companies).where(pending))[0]!.n,
  );
}

/**
 * Decides a pending registration inside the caller's transaction, the row locked so two
 * decisions cannot both apply: approved makes the company active. Answers the row and its
 * registrant's id; null when it is not pending
 * (already decided, or no such company).
 */
export async function decideCompanyApproval(
  tx: DbOrTx,
  companyId: number,
  decision: { approval: "approved" } | { approval: "declined"; reason: string },
) {
  const [locked] = await tx
    .select({ id: companies.id, registrantId })
    .from(companies)
    .where(and(eq(companies.id, companyId), pending))
    .for("update");
  if (!locked) return null;
  const [row] = await tx
    .update(companies)
    .set(
      decision.approval === "approved"
        ? { approval: "approved", isActive: true, declineReason: null, updatedAt: new Date() }
        : { approval: "declined", declineReason: decision.reason, updatedAt: new Date() },
    )
    .where(eq(companies.id, companyId))
    .returning();
  return row ? { ...row, registrantId: locked.registrantId } : null;
}

/** Whether a company's registration waits for approval (for the error a refused decision gives). */
export async function companyApprovalOf(db: DbOrTx, companyId: number) {
  const [row] = await db
    .select({ approval: companies.approval })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.approval ?? null;
}
