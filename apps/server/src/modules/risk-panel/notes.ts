/**
 * Notes of the underwriter panel (SPEC §2): the underwriter company's internal notes on a risk
 * package. The broker side never sees them (404, as if the notes did not exist); adding one
 * needs ManageRisks.
 */
import { pageWindow, type TPageQuery, type TRiskNoteView } from "@platform/domain";
import type { Actor } from "../../platform/actor/index.ts";
import { auditBy } from "../../platform/audit/index.ts";
import type { DbOrTx } from "../../platform/db/index.ts";
import { toPage } from "../../platform/db/paging.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { forbidden } from "../../platform/http/errors.ts";
import {
  insertRiskNote,
  pageRiskNotes,
  type RiskNoteRow,
  riskNotFound,
  visibleRiskPackage,
} from "../risks/index.ts";
import { toSeconds, type UserRef, userRefsByIds } from "../users/index.ts";

function present(row: RiskNoteRow, names: Map<number, UserRef>): TRiskNoteView {
  return {
    id: row.id,
    body: row.body,
    author: row.authorUserId === null ? null : (names.get(row.authorUserId) ?? null),
    createdAt: toSeconds(row.createdAt),
  };
}

async function underwriterPackage(db: DbOrTx, actor: Actor, companyId: number, id: number) {
  const access = await visibleRiskPackage(db, actor, id);
  if (access.side === "broker") throw riskNotFound();
  return access;
}

/** The package's notes, newest first, a page at a time. */
export async function pageNotes(
  db: DbOrTx,
  actor: Actor,
  companyId: number,
  riskPackageId: number,
  query: TPageQuery,
) {
  await underwriterPackage(db, actor, companyId, riskPackageId);
  const { limit, offset } = pageWindow(query);
  const rows = await pageRiskNotes(db, riskPackageId, limit, offset);
  const names = await userRefsByIds(
    db,
    rows.map((row) => row.row.authorUserId),
  );
  return toPage(
    rows,
    query,
    (row) => present(row.row, names),
    async () => (await pageRiskNotes(db, riskPackageId, 1, 0))[0]?.total ?? 0,
  );
}

export async function addNote(
  deps: AppDeps,
  actor: Actor,
  companyId: number,
  riskPackageId: number,
  body: string,
): Promise<TRiskNoteView> {
  return deps.db.transaction(async (tx) => {
    const access = await underwriterPackage(tx, actor, companyId, riskPackageId);
    if (!access.canManage) throw forbidden();
    const row = await insertRiskNote(tx, {
      riskPackageId,
      authorUserId: actor.user.id,
      body,
      createdAt: actor.now(),
    });
    await auditBy(tx, actor, {
      action: "riskPackage.noteAdded",
      companyId: access.row.companyId,
      subjectType: "risk_package",
      subjectId: riskPackageId,
      data: { noteId: row.id },
    });
    return present(
      row,
      new Map([[actor.user.id, { id: actor.user.id, name: actor.user.row.name }]]),
    );
  });
}
