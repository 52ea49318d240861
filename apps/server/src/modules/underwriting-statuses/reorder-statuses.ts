import { auditBy } from "../../platform/audit/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { lockCompanyList, reorderPositions } from "../../platform/db/reorder.ts";
import { authorizeStatuses } from "./access.ts";
import { listStatuses } from "./list-statuses.ts";
import { underwritingStatuses } from "./tables.ts";

/** Puts the company's statuses in the given order (every id once). */
export async function reorderStatuses(ctx: Ctx, input: { ids: number[] }) {
  const { db, actor } = ctx;
  const { ids } = input;
  const companyId = authorizeStatuses(actor, "manage");
  await db.transaction(async (tx) => {
    await lockCompanyList(tx, "underwriting_statuses", companyId);
    await reorderPositions(tx, underwritingStatuses, companyId, ids, { updatedAt: actor.now() });
    await auditBy(tx, actor, {
      action: "underwritingStatus.reordered",
      companyId,
      subjectType: "company",
      subjectId: companyId,
      data: { ids },
    });
  });
  return listStatuses(ctx, { query: { page: 1, perPage: 100 } });
}
