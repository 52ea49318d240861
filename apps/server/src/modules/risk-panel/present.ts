import type { TRiskMessageView, TRiskNoteView } from "@platform/domain";
import type { RiskMessageRow, RiskNoteRow } from "../risks/index.ts";
import { toSeconds, type UserRef } from "../users/index.ts";

export function presentNote(row: RiskNoteRow, names: Map<number, UserRef>): TRiskNoteView {
  return {
    id: row.id,
    body: row.body,
    author: row.authorUserId === null ? null : (names.get(row.authorUserId) ?? null),
    createdAt: toSeconds(row.createdAt),
  };
}

export function presentMessage(
  row: RiskMessageRow,
  names: Map<number, UserRef>,
  companies: Map<number, string>,
): TRiskMessageView {
  return {
    id: row.id,
    body: row.body,
    author: row.authorUserId === null ? null : (names.get(row.authorUserId) ?? null),
    company: { id: row.authorCompanyId, name: companies.get(row.authorCompanyId) ?? "" },
    createdAt: toSeconds(row.createdAt),
  };
}
