import type { TDashboardView } from "@platform/domain";
import { toSeconds } from "../users/index.ts";
import type { DashboardRow } from "./tables.ts";

export function presentDashboard(row: DashboardRow): TDashboardView {
  return {
    id: row.id,
    name: row.name,
    widgets: row.widgets,
    updatedAt: toSeconds(row.updatedAt),
  };
}
