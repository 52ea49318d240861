import { and, eq } from "drizzle-orm";
import { audit } from "../../platform/audit/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { inTransaction } from "../../platform/db/transaction.ts";
import { notFound } from "../../platform/http/errors.ts";
import { findCompany } from "../companies/index.ts";
import { brokerages } from "../companies/tables.ts";
import { authorizeBrokerages } from "./access.ts";
import { tell } from "./notify.ts";
import { pending } from "./settle-pending-request.ts";
import { brokerageRequests } from "./tables.ts";

/**
 * The underwriter accepts (the connection is made, returning its id) or declines a pending
 * request; the broker's members are told either way.
 */
export async function decideBrokerageRequest(
  ctx: Ctx,
  input: { requestId: number; accept: boolean },
): Promise<{ id: number } | null> {
  const { db, actor } = ctx;
  const { user } = actor;
  const { requestId, accept } = input;
  const underwriterId = authorizeBrokerages(actor);
  return inTransaction(db, async (tx, afterCommit) => {
    const [request] = await tx
      .update(brokerageRequests)
      .set({
        status: accept ? "accepted" : "declined",
        decidedByUserId: user.id,
        decidedAt: new Date(),
      })
      .where(
        and(
          eq(brokerageRequests.id, requestId),
          eq(brokerageRequests.underwriterCompanyId, underwriterId),
          pending,
        ),
      )
      .returning();
    if (!request) throw notFound("Request not found");
    const underwriter = await findCompany(tx, underwriterId);
    let connection: { id: number } | null = null;
    if (accept) {
      const [row] = await tx
        .insert(brokerages)
        .values({
          brokerCompanyId: request.brokerCompanyId,
          underwriterCompanyId: underwriterId,
          createdByUserId: user.id,
        })
        .onConflictDoUpdate({
          target: [brokerages.brokerCompanyId, brokerages.underwriterCompanyId],
          set: { brokerCompanyId: request.brokerCompanyId },
        })
        .returning({ id: brokerages.id });
      connection = { id: row!.id };
    }
    await audit(
      tx,
      {
        action: accept ? "brokerage.accepted" : "brokerage.declined",
        userId: user.id,
        companyId: underwriterId,
        subjectType: "brokerage_request",
        subjectId: request.id,
        data: { brokerId: request.brokerCompanyId },
      },
      actor,
    );
    await tell(
      tx,
      afterCommit,
      ctx,
      request.brokerCompanyId,
      accept
        ? `${underwriter!.name} accepted your request: you can now place risks with them.`
        : `${underwriter!.name} declined your request to connect.`,
    );
    return connection;
  });
}
