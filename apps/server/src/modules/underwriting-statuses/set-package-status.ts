/**
 * `PUT /companies/{companyId}/risks/{riskPackageId}/underwriting-status`: the underwriter moves
 * a risk package to another column of the board (or none). Only the underwriter company's
 * users holding ManageRisks; the status must be one of the company's.
 */
import { type TUnderwritingStatusView, workflowMessages } from "@platform/domain";
import { auditBy } from "../../platform/audit/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { inTransaction } from "../../platform/db/transaction.ts";
import { invalid } from "../../platform/http/errors.ts";
import { setUnderwritingStatus, visibleRiskPackage } from "../risks/index.ts";
import { authorizeBoardMove } from "./access.ts";
import { findStatus, presentStatus } from "./statuses.ts";

export async function setPackageStatus(
  ctx: Ctx,
  input: { riskPackageId: number; underwritingStatusId: number | null },
): Promise<{ underwritingStatus: TUnderwritingStatusView | null }> {
  const { db, actor } = ctx;
  const { riskPackageId, underwritingStatusId } = input;
  return inTransaction(db, async (tx, afterCommit) => {
    const access = await visibleRiskPackage(tx, actor, riskPackageId, { lock: true });
    authorizeBoardMove(actor, access);
    const ownerId = access.row.companyId;
    const status =
      underwritingStatusId === null ? null : await findStatus(tx, ownerId, underwritingStatusId);
    if (underwritingStatusId !== null && !status) {
      throw invalid({ underwritingStatusId: workflowMessages.statusNotOfCompany });
    }
    const from = access.row.underwritingStatusId;
    if (from !== underwritingStatusId) {
      await setUnderwritingStatus(tx, riskPackageId, underwritingStatusId, actor.now());
      await auditBy(tx, actor, {
        action: "riskPackage.underwritingStatusChanged",
        companyId: ownerId,
        subjectType: "risk_package",
        subjectId: riskPackageId,
        data: { from, to: underwritingStatusId, name: status?.name ?? null },
      });
      await ctx.events.raise(tx, afterCommit, {
        type: "risk.underwritingStatusChanged",
        riskPackageId,
        data: { fromStatusId: from, toStatusId: underwritingStatusId },
        userId: actor.user.id,
      });
    }
    return { underwritingStatus: status ? presentStatus(status) : null };
  });
}
