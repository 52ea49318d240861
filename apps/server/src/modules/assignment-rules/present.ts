import type { TAssignmentRuleView } from "@platform/domain";
import type { DbOrTx } from "../../platform/db/index.ts";
import { type UserRef, userRefsByIds } from "../users/index.ts";
import type { AssignmentRuleRow } from "./tables.ts";

function present(row: AssignmentRuleRow, names: Map<number, UserRef>): TAssignmentRuleView {
  return {
    id: row.id,
    name: row.name,
    position: row.position,
    active: row.active,
    conditions: row.conditions,
    underwriters: row.underwriterUserIds.map((id) => names.get(id) ?? { id, name: "Former user" }),
  };
}

export async function presentAll(db: DbOrTx, rows: AssignmentRuleRow[]) {
  const names = await userRefsByIds(
    db,
    rows.flatMap((row) => row.underwriterUserIds),
  );
  return rows.map((row) => present(row, names));
}
