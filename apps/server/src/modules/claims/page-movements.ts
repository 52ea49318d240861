import { pageWindow, type TClaimMovement, type TPageQuery } from "@platform/domain";
import { asc, count, eq } from "drizzle-orm";
import type { Ctx } from "../../platform/context/index.ts";
import { toPage, totalRows } from "../../platform/db/paging.ts";
import { forbidden } from "../../platform/http/errors.ts";
import { companyNamesByIds } from "../companies/index.ts";
import { toSeconds } from "../users/index.ts";
import { visibleClaim } from "./access.ts";
import { seesClaimMoney } from "./audience.ts";
import { claimMovements } from "./tables.ts";

/** The reserves and payments of a claim, oldest first (paged); 403 to the insured. */
export async function pageMovements(ctx: Ctx, input: { claimId: number; query: TPageQuery }) {
  const { db } = ctx;
  const { claimId, query } = input;
  const { side } = await visibleClaim(ctx, { claimId });
  if (!seesClaimMoney(side)) throw forbidden();
  const where = eq(claimMovements.claimId, claimId);
  const { limit, offset } = pageWindow(query);
  const rows = await db
    .select({ row: claimMovements, total: totalRows() })
    .from(claimMovements)
    .where(where)
    .orderBy(asc(claimMovements.movementDate), asc(claimMovements.id))
    .limit(limit)
    .offset(offset);
  const names = await companyNamesByIds(
    db,
    rows.flatMap(({ row }) => (row.companyId === null ? [] : [row.companyId])),
  );
  return toPage(
    rows,
    query,
    ({ row }): TClaimMovement => ({
      id: row.id,
      kind: row.kind as TClaimMovement["kind"],
      category: row.category as TClaimMovement["category"],
      amount: row.amount,
      paidChange: row.paidChange,
      outstandingChange: row.outstandingChange,
      movementDate: row.movementDate,
      note: row.note,
      company:
        row.companyId === null ? null : { id: row.companyId, name: names.get(row.companyId) ?? "" },
      createdAt: toSeconds(row.createdAt),
    }),
    async () => (await db.select({ n: count() }).from(claimMovements).where(where))[0]!.n,
  );
}
