import type { TRiskNoteView } from "@platform/domain";
import { auditBy } from "../../platform/audit/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { authorizeRisk, insertRiskNote } from "../risks/index.ts";
import { presentNote } from "./present.ts";
import { underwriterPackage } from "./underwriter-package.ts";

/** Adds an internal note (ManageRisks on the underwriter side; the broker side gets 404). */
export async function addNote(
  ctx: Ctx,
  input: { riskPackageId: number; body: string },
): Promise<TRiskNoteView> {
  const { actor } = ctx;
  const { riskPackageId, body } = input;
  return ctx.db.transaction(async (tx) => {
    const access = await underwriterPackage({ ...ctx, db: tx }, { riskPackageId });
    authorizeRisk(actor, "note", access.row);
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
    return presentNote(
      row,
      new Map([[actor.user.id, { id: actor.user.id, name: actor.user.row.name }]]),
    );
  });
}
