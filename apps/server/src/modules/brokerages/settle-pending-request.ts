import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/index.ts";
import { brokerageRequests } from "./tables.ts";

export const pending = eq(brokerageRequests.status, "pending");

/** A direct connection by the underwriter settles the broker's pending request. */
export async function settlePendingRequest(
  tx: DbOrTx,
  userId: number,
  brokerId: number,
  underwriterId: number,
) {
  await tx
    .update(brokerageRequests)
    .set({ status: "accepted", decidedByUserId: userId, decidedAt: new Date() })
    .where(
      and(
        eq(brokerageRequests.brokerCompanyId, brokerId),
        eq(brokerageRequests.underwriterCompanyId, underwriterId),
        pending,
      ),
    );
}
