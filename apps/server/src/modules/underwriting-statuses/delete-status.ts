import { underwritingStatusMessages, workflowMessages } from "@platform/domain";
import { auditBy } from "../../platform/audit/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { lockCompanyList } from "../../platform/db/reorder.ts";
import { conflict, invalid, notFound } from "../../platform/http/errors.ts";
import { countWithUnderwritingStatus, moveUnderwritingStatus } from "../risks/index.ts";
import { authorizeStatuses } from "./access.ts";
import { findStatus, ofCompany } from "./statuses.ts";
import { underwritingStatuses } from "./tables.ts";

/**
 * Deletes a status. Packages still carrying it are moved to `moveTo` (another status of the
 * company) in the same transaction; without `moveTo` the delete is refused with 409.
 */
export async function deleteStatus(
  ctx: Ctx,
  input: { statusId: number; moveTo: number | undefined },
) {
  const { db, actor } = ctx;
  const { statusId: id, moveTo } = input;
  const companyId = authorizeStatuses(actor, "manage");
  await db.transaction(async (tx) => {
    await lockCompanyList(tx, "underwriting_statuses", companyId);
    const status = await findStatus(tx, companyId, id);
    if (!status) throw notFound("Status not found");
    let moved = 0;
    if (moveTo !== undefined) {
      if (moveTo === id) throw invalid({ moveTo: underwritingStatusMessages.moveToSelf });
      if (!(await findStatus(tx, companyId, moveTo))) {
        throw invalid({ moveTo: workflowMessages.statusNotOfCompany });
      }
      moved = await moveUnderwritingStatus(tx, companyId, id, moveTo, actor.now());
    } else if ((await countWithUnderwritingStatus(tx, companyId, id)) > 0) {
      throw conflict(underwritingStatusMessages.inUse);
    }
    await tx.delete(underwritingStatuses).where(ofCompany(companyId, id));
    await auditBy(tx, actor, {
      action: "underwritingStatus.deleted",
      companyId,
      subjectType: "underwriting_status",
      subjectId: id,
      data: { name: status.name, moveTo: moveTo ?? null, moved },
    });
  });
}
