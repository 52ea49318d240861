import {
  pageWindow,
  type TFeeSubmissionListQuery,
  ZFeeSubmissionListQuery,
} from "@platform/domain";
import { and, count, desc, eq, type SQL } from "drizzle-orm";
import { actingCompany } from "../../platform/actor/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { toPage, totalRows } from "../../platform/db/paging.ts";
import { forbidden } from "../../platform/http/errors.ts";
import { companyNamesByIds } from "../companies/index.ts";
import { type ClaimAccess, visibleClaim } from "./access.ts";
import { feeView } from "./present.ts";
import { claimFeeSubmissions } from "./tables.ts";

/** The submissions `access` may read on its claim, or 403 (broker, client, read-only users). */
function feeScope({ row, role }: ClaimAccess, companyId: number): SQL | undefined {
  const onClaim = eq(claimFeeSubmissions.claimId, row.id);
  if (role === "manager") return onClaim;
  if (role === "legal") return and(onClaim, eq(claimFeeSubmissions.legalCompanyId, companyId));
  throw forbidden();
}

/** Fee submissions on a claim, newest first (paged): the underwriter's all, a firm's its own. */
export async function pageFeeSubmissions(
  ctx: Ctx,
  input: { claimId: number; query: TFeeSubmissionListQuery },
) {
  const { db, actor } = ctx;
  const { claimId } = input;
  const companyId = actingCompany(actor);
  const query = ZFeeSubmissionListQuery.parse(input.query);
  const access = await visibleClaim(ctx, { claimId });
  const scope = feeScope(access, companyId);
  const where = query.status ? and(scope, eq(claimFeeSubmissions.status, query.status)) : scope;
  const { limit, offset } = pageWindow(query);
  const rows = await db
    .select({ row: claimFeeSubmissions, total: totalRows() })
    .from(claimFeeSubmissions)
    .where(where)
    .orderBy(desc(claimFeeSubmissions.createdAt), desc(claimFeeSubmissions.id))
    .limit(limit)
    .offset(offset);
  const names = await companyNamesByIds(
    db,
    rows.flatMap(({ row }) => (row.legalCompanyId === null ? [] : [row.legalCompanyId])),
  );
  return toPage(
    rows,
    query,
    ({ row }) => feeView(row, names),
    async () => (await db.select({ n: count() }).from(claimFeeSubmissions).where(where))[0]!.n,
  );
}
