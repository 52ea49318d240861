/** The work queue's claim counts: live claims by status and open incidents. */
import { and, count } from "drizzle-orm";
import { actingCompany } from "../../platform/actor/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { assertClaimReader, claimScope } from "./access.ts";
import { claims } from "./tables.ts";

export async function claimCounts(ctx: Ctx) {
  const { db, actor } = ctx;
  const companyId = actingCompany(actor);
  const side = assertClaimReader(ctx);
  const rows = await db
    .select({ kind: claims.kind, status: claims.status, n: count() })
    .from(claims)
    .where(and(claimScope(side, companyId)))
    .groupBy(claims.kind, claims.status);
  const of = (kind: string, status: string) =>
    rows.find((r) => r.kind === kind && r.status === status)?.n ?? 0;
  return {
    notified: of("claim", "notified"),
    open: of("claim", "open"),
    reopened: of("claim", "reopened"),
    incidents: of("incident", "open"),
  };
}
