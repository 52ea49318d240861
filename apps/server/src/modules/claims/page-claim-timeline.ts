import type { TPageQuery } from "@platform/domain";
import type { Ctx } from "../../platform/context/index.ts";
import { pageAuditTimeline } from "../users/index.ts";
import { visibleClaim } from "./access.ts";

/** What happened on a claim, newest first (paged): its audit rows' summaries. */
export async function pageClaimTimeline(ctx: Ctx, input: { claimId: number; query: TPageQuery }) {
  const { claimId, query } = input;
  await visibleClaim(ctx, { claimId });
  return pageAuditTimeline(ctx.db, { type: "claim", id: claimId }, query, (row) =>
    String((row.data as { summary?: string }).summary ?? row.action),
  );
}
