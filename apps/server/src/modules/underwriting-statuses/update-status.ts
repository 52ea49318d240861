import type { TUnderwritingStatusInput } from "@platform/domain";
import { auditBy } from "../../platform/audit/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { lockCompanyList } from "../../platform/db/reorder.ts";
import { notFound } from "../../platform/http/errors.ts";
import { authorizeStatuses } from "./access.ts";
import { assertNameAndEventFree, findStatus, ofCompany, presentStatus } from "./statuses.ts";
import { underwritingStatuses } from "./tables.ts";

export async function updateStatus(
  ctx: Ctx,
  input: TUnderwritingStatusInput & { statusId: number },
) {
  const { db, actor } = ctx;
  const id = input.statusId;
  const companyId = authorizeStatuses(actor, "manage");
  return db.transaction(async (tx) => {
    await lockCompanyList(tx, "underwriting_statuses", companyId);
    if (!(await findStatus(tx, companyId, id))) throw notFound("Status not found");
    await assertNameAndEventFree(tx, companyId, input, id);
    const [row] = await tx
      .update(underwritingStatuses)
      .set({
        name: input.name,
        colour: input.colour.toLowerCase(),
        ...(input.setOn !== undefined ? { setOn: input.setOn } : {}),
        updatedAt: actor.now(),
      })
      .where(ofCompany(companyId, id))
      .returning();
    await auditBy(tx, actor, {
      action: "underwritingStatus.updated",
      companyId,
      subjectType: "underwriting_status",
      subjectId: id,
      data: { name: row!.name, colour: row!.colour, setOn: row!.setOn },
    });
    return presentStatus(row!);
  });
}
