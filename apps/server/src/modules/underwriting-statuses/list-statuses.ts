import { pageWindow, type TPageQuery } from "@platform/domain";
import { asc, count, eq } from "drizzle-orm";
import { assertCanAny } from "../../platform/access/index.ts";
import { actingCompany } from "../../platform/actor/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { toPage, totalRows } from "../../platform/db/paging.ts";
import { presentStatus, statusReaders } from "./statuses.ts";
import { underwritingStatuses } from "./tables.ts";

/** The company's statuses in board order, a page at a time (one statement). */
export async function listStatuses(ctx: Ctx, input: { query: TPageQuery }) {
  const { db, actor } = ctx;
  const { query } = input;
  const companyId = actingCompany(actor);
  assertCanAny(actor.user, companyId, statusReaders);
  const where = eq(underwritingStatuses.companyId, companyId);
  const { limit, offset } = pageWindow(query);
  const rows = await db
    .select({ status: underwritingStatuses, total: totalRows() })
    .from(underwritingStatuses)
    .where(where)
    .orderBy(asc(underwritingStatuses.position), asc(underwritingStatuses.id))
    .limit(limit)
    .offset(offset);
  return toPage(
    rows,
    query,
    (row) => presentStatus(row.status),
    async () => (await db.select({ n: count() }).from(underwritingStatuses).where(where))[0]!.n,
  );
}
