import { randomUUID } from "node:crypto";
import type { TDashboardInput, TWidgetView } from "@platform/domain";
import { and, eq } from "drizzle-orm";
import type { Ctx } from "../../platform/context/index.ts";
import { authorizeDashboards, dashboardNotFound } from "./access.ts";
import { presentDashboard } from "./present.ts";
import { dashboards } from "./tables.ts";

/** Each widget keeps the id it was saved with; a new one gets its own (its data route names it). */
export function withWidgetIds(widgets: TDashboardInput["widgets"]): TWidgetView[] {
  const seen = new Set<string>();
  return widgets.map(({ id, ...widget }) => {
    const kept = id && !seen.has(id) ? id : randomUUID();
    seen.add(kept);
    return { ...widget, id: kept };
  });
}

export async function createDashboard(ctx: Ctx, input: TDashboardInput) {
  const { db, actor } = ctx;
  const { companyId, userId } = authorizeDashboards(actor);
  const [row] = await db
    .insert(dashboards)
    .values({ companyId, userId, name: input.name, widgets: withWidgetIds(input.widgets) })
    .returning();
  return presentDashboard(row!);
}

/** Saves the dashboard whole: its name, its widgets' settings and their places on the grid. */
export async function updateDashboard(ctx: Ctx, input: TDashboardInput & { dashboardId: number }) {
  const { db, actor } = ctx;
  const { companyId, userId } = authorizeDashboards(actor);
  const [row] = await db
    .update(dashboards)
    .set({ name: input.name, widgets: withWidgetIds(input.widgets), updatedAt: actor.now() })
    .where(ownDashboard(input.dashboardId, companyId, userId))
    .returning();
  if (!row) throw dashboardNotFound();
  return presentDashboard(row);
}

export async function deleteDashboard(ctx: Ctx, input: { dashboardId: number }) {
  const { db, actor } = ctx;
  const { companyId, userId } = authorizeDashboards(actor);
  const deleted = await db
    .delete(dashboards)
    .where(ownDashboard(input.dashboardId, companyId, userId))
    .returning({ id: dashboards.id });
  if (deleted.length === 0) throw dashboardNotFound();
}

const ownDashboard = (id: number, companyId: number, userId: number) =>
  and(eq(dashboards.id, id), eq(dashboards.companyId, companyId), eq(dashboards.userId, userId));
