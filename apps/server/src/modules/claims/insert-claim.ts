import { eq } from "drizzle-orm";
import type { Tx } from "../../platform/db/index.ts";
import { type ClaimRow, claims } from "./tables.ts";

/** A new claim or incident row, its reference the prefix and its id (CLM-000042). */
export async function insertClaim(
  tx: Tx,
  values: Omit<typeof claims.$inferInsert, "reference">,
  prefix: "CLM" | "INC",
): Promise<ClaimRow> {
  const [draft] = await tx
    .insert(claims)
    .values({ ...values, reference: `${prefix}-pending-${crypto.randomUUID()}` })
    .returning({ id: claims.id });
  const [row] = await tx
    .update(claims)
    .set({ reference: `${prefix}-${String(draft!.id).padStart(6, "0")}` })
    .where(eq(claims.id, draft!.id))
    .returning();
  return row!;
}
