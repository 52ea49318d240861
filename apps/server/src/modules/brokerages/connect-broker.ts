import { CompanyType, messages } from "@platform/domain";
import { audit } from "../../platform/audit/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { inTransaction } from "../../platform/db/transaction.ts";
import { invalid } from "../../platform/http/errors.ts";
import { findCompany } from "../companies/index.ts";
import { brokerages } from "../companies/tables.ts";
import { authorizeBrokerages } from "./access.ts";
import { isConnected } from "./connections.ts";
import { notifyAdmins } from "./notify.ts";
import { settlePendingRequest } from "./settle-pending-request.ts";

/**
 * Underwriters connect brokers (the underwriter decides who may place risks with it); a broker
 * asks by `createBrokerageRequest`.
 */
export async function connectBroker(ctx: Ctx, input: { brokerCompanyId: number }) {
  const { db, actor } = ctx;
  const { user } = actor;
  const underwriterId = authorizeBrokerages(actor);
  const brokerId = input.brokerCompanyId;
  return inTransaction(db, async (tx, afterCommit) => {
    const underwriter = await findCompany(tx, underwriterId);
    const broker = await findCompany(tx, brokerId);
    if (underwriter?.refCompanyTypeId !== CompanyType.Underwriter)
      throw invalid({ companyId: "Only an underwriter connects brokers" });
    if (!broker?.isActive || broker.refCompanyTypeId !== CompanyType.Broker)
      throw invalid({ companyId: "Choose an active broker" });
    if (await isConnected(tx, brokerId, underwriterId))
      throw invalid({ companyId: messages.alreadyExists });
    const [row] = await tx
      .insert(brokerages)
      .values({
        brokerCompanyId: brokerId,
        underwriterCompanyId: underwriterId,
        createdByUserId: user.id,
      })
      .returning();
    await settlePendingRequest(tx, user.id, brokerId, underwriterId);
    await audit(
      tx,
      {
        action: "brokerage.connected",
        userId: user.id,
        companyId: underwriterId,
        subjectType: "brokerage",
        subjectId: row!.id,
        data: { brokerId },
      },
      actor,
    );
    await notifyAdmins(
      tx,
      afterCommit,
      ctx,
      brokerId,
      `${underwriter.name} connected with ${broker.name}: you can now place risks with them.`,
    );
    return { id: row!.id };
  });
}
