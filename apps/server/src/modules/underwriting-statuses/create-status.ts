import type { TUnderwritingStatusInput } from "@platform/domain";
import { eq, max } from "drizzle-orm";
import { auditBy } from "../../platform/audit/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { lockCompanyList } from "../../platform/db/reorder.ts";
import { authorizeStatuses } from "./access.ts";
import { assertNameAndEventFree, presentStatus } from "./statuses.ts";
import { underwritingStatuses } from "./tables.ts";

export async function createStatus(ctx: Ctx, input: TUnderwritingStatusInput) {
  const { db, actor } = ctx;
  const companyId = authorizeStatuses(actor, "manage");
  return db.transaction(async (tx) => {
    // Serialises additions to the company's list (positions and names stay unique).
    await lockCompanyList(tx, "underwriting_statuses", companyId);
    await assertNameAndEventFree(tx, companyId, input);
    const [last] = await tx
      .select({ position: max(underwritingStatuses.position) })
      .from(underwritingStatuses)
      .where(eq(underwritingStatuses.companyId, companyId));
    const now = actor.now();
    const [row] = await tx
      .insert(underwritingStatuses)
      .values({
        companyId,
        name: input.name,
        colour: input.colour.toLowerCase(),
        position: (last?.position ?? -1) + 1,
        setOn: input.setOn ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await auditBy(tx, actor, {
      action: "underwritingStatus.created",
      companyId,
      subjectType: "underwriting_status",
      subjectId: row!.id,
      data: { name: row!.name, colour: row!.colour, setOn: row!.setOn },
    });
    return presentStatus(row!);
  });
}
