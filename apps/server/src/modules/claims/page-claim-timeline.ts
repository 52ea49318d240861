import type { TPageQuery } from "@platform/domain";
import { and, notInArray, sql } from "drizzle-orm";
import { auditLog } from "../../platform/audit/tables.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { pageAuditTimeline } from "../users/index.ts";
import { visibleClaim } from "./access.ts";
import { hiddenTimelineActions } from "./audience.ts";
import { hiddenDocuments } from "./documents.ts";

/** What happened on a claim, newest first (paged): the audit rows' summaries `side` reads. */
export async function pageClaimTimeline(ctx: Ctx, input: { claimId: number; query: TPageQuery }) {
  const { claimId, query } = input;
  const { side } = await visibleClaim(ctx, { claimId });
  const hidden = hiddenTimelineActions(side);
  const documents = hiddenDocuments(side, claimId);
  const filter = and(
    hidden.length > 0 ? notInArray(auditLog.action, hidden) : undefined,
    // An unshared document's entries would name it: they go with it.
    documents &&
      sql`not (${auditLog.action} in ('claim.documentUploaded', 'claim.documentShared')
        and (${auditLog.data}->>'fileId')::int in ${documents})`,
  );
  return pageAuditTimeline(ctx.db, { type: "claim", id: claimId, filter }, query, (row) =>
    String((row.data as { summary?: string }).summary ?? row.action),
  );
}
