/**
 * The risk packages' underwriting status column (SPEC §3), for the workflow configuration
 * module: set one package's status, count and move the packages of a status before it goes.
 */
import { and, count, eq } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/index.ts";
import { riskPackages } from "./tables.ts";

export async function setUnderwritingStatus(
  db: DbOrTx,
  riskPackageId: number,
  underwritingStatusId: number | null,
  now: Date,
): Promise<void> {
  await db
    .update(riskPackages)
    .set({ underwritingStatusId, updatedAt: now })
    .where(eq(riskPackages.id, riskPackageId));
}

/** How many of the company's packages carry the status (one statement). */
export async function countWithUnderwritingStatus(
  db: DbOrTx,
  companyId: number,
  underwritingStatusId: number,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(riskPackages)
    .where(
      and(
        eq(riskPackages.companyId, companyId),
        eq(riskPackages.underwritingStatusId, underwritingStatusId),
      ),
    );
  return row?.n ?? 0;
}

/** Moves every package of the company from one status to another (one statement). */
export async function moveUnderwritingStatus(
  db: DbOrTx,
  companyId: number,
  fromId: number,
  toId: number,
  now: Date,
): Promise<number> {
  const moved = await db
    .update(riskPackages)
    .set({ underwritingStatusId: toId, updatedAt: now })
    .where(
      and(eq(riskPackages.companyId, companyId), eq(riskPackages.underwritingStatusId, fromId)),
    )
    .returning({ id: riskPackages.id });
  return moved.length;
}
