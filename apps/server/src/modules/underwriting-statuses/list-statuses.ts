import { pageWindow, type TPageQuery } from "@platform/domain";
import { asc, count, eq } from "drizzle-orm";
import type { Ctx } from "../../platform/context/index.ts";
import { toPage, totalRows } from "../../platform/db/paging.ts";
import { authorizeStatuses } from "./access.ts";
import { presentStatus } from "./statuses.ts";
import { underwritingStatuses } from "./tables.ts";

/** The company's statuses in board order, a page at a time (one statement). */
export async function listStatuses(ctx: Ctx, input: { query: TPageQuery }) {
  const { db, actor } = ctx;
  const { query } = input;
  const companyId = authorizeStatuses(actor, "read");
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
