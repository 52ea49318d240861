import { eq } from "drizzle-orm";
import { audit } from "../../platform/audit/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { inTransaction } from "../../platform/db/transaction.ts";
import { notFound } from "../../platform/http/errors.ts";
import { findCompany } from "../companies/index.ts";
import { brokerages } from "../companies/tables.ts";
import { authorizeBrokerages } from "./access.ts";
import { notifyAdmins } from "./notify.ts";

/** Either side may end a connection. */
export async function disconnectBrokerage(ctx: Ctx, input: { brokerageId: number }) {
  const { db, actor } = ctx;
  const { user } = actor;
  const { brokerageId } = input;
  const companyId = authorizeBrokerages(actor);
  await inTransaction(db, async (tx, afterCommit) => {
    const [row] = await tx.select().from(brokerages).where(eq(brokerages.id, brokerageId));
    if (!row || (row.brokerCompanyId !== companyId && row.underwriterCompanyId !== companyId))
      throw notFound("Connection not found");
    await tx.delete(brokerages).where(eq(brokerages.id, brokerageId));
    await audit(
      tx,
      {
        action: "brokerage.disconnected",
        userId: user.id,
        companyId,
        subjectType: "brokerage",
        subjectId: brokerageId,
      },
      actor,
    );
    const otherId =
      row.brokerCompanyId === companyId ? row.underwriterCompanyId : row.brokerCompanyId;
    const me = await findCompany(tx, companyId);
    await notifyAdmins(tx, afterCommit, ctx, otherId, `${me!.name} ended your broker connection.`);
  });
}
