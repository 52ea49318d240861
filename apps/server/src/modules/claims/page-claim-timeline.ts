import type { TPageQuery } from "@platform/domain";
import { notInArray } from "drizzle-orm";
import { auditLog } from "../../platform/audit/tables.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { pageAuditTimeline } from "../users/index.ts";
import { visibleClaim } from "./access.ts";
import { hiddenTimelineActions } from "./audience.ts";

/** What happened on a claim, newest first (paged): the audit rows' summaries `side` reads. */
export async function pageClaimTimeline(ctx: Ctx, input: { claimId: number; query: TPageQuery }) {
  const { claimId, query } = input;
  const { side } = await visibleClaim(ctx, { claimId });
  const hidden = hiddenTimelineActions(side);
  const filter = hidden.length > 0 ? notInArray(auditLog.action, hidden) : undefined;
  return pageAuditTimeline(ctx.db, { type: "claim", id: claimId, filter }, query, (row) =>
    String((row.data as { summary?: string }).summary ?? row.action),
  );
}
