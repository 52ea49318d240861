import type { SyndicateRow } from "./tables.ts";

export function presentSyndicate(row: SyndicateRow, insurerName: string | null) {
  return {
    id: row.id,
    name: row.name,
    lloydsNumber: row.lloydsNumber,
    insurerCompanyId: row.insurerCompanyId,
    insurerName,
    managingAgent: row.managingAgent,
    active: row.active,
    updatedAt: Math.floor(row.updatedAt.getTime() / 1000),
  };
}
