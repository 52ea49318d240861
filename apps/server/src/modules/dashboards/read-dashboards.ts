import { defaultDashboard, pageWindow, type TPageQuery } from "@platform/domain";
import { and, asc, count, eq } from "drizzle-orm";
import type { Ctx } from "../../platform/context/index.ts";
import { toPage, totalRows } from "../../platform/db/paging.ts";
import { authorizeDashboards, dashboardNotFound } from "./access.ts";
import { presentDashboard } from "./present.ts";
import { withWidgetIds } from "./save-dashboard.ts";
import { dashboards } from "./tables.ts";

/**
 * The user's dashboards in the acting company, oldest first. The first visit makes the company
 * type's starter dashboard (at most once, whatever the concurrency: a unique index keeps one).
 */
export async function listDashboards(ctx: Ctx, input: { query: TPageQuery }) {
  const { db, actor } = ctx;
  const { companyId, companyType, userId } = authorizeDashboards(actor);
  const mine = and(eq(dashboards.companyId, companyId), eq(dashboards.userId, userId));
  const read = () => {
    const { limit, offset } = pageWindow(input.query);
    return db
      .select({ row: dashboards, total: totalRows() })
      .from(dashboards)
      .where(mine)
      .orderBy(asc(dashboards.id))
      .limit(limit)
      .offset(offset);
  };
  let rows = await read();
  if (rows.length === 0 && input.query.page === 1) {
    const starter = defaultDashboard(companyType);
    await db
      .insert(dashboards)
      .values({
        companyId,
        userId,
        name: starter.name,
        widgets: withWidgetIds(starter.widgets),
        isStarter: true,
      })
      .onConflictDoNothing();
    rows = await read();
  }
  return toPage(
    rows,
    input.query,
    ({ row }) => presentDashboard(row),
    async () => (await db.select({ n: count() }).from(dashboards).where(mine))[0]!.n,
  );
}

export async function getDashboard(ctx: Ctx, input: { dashboardId: number }) {
  const { db, actor } = ctx;
  const { companyId, userId } = authorizeDashboards(actor);
  const [row] = await db
    .select()
    .from(dashboards)
    .where(
      and(
        eq(dashboards.id, input.dashboardId),
        eq(dashboards.companyId, companyId),
        eq(dashboards.userId, userId),
      ),
    );
  if (!row) throw dashboardNotFound();
  return presentDashboard(row);
}
