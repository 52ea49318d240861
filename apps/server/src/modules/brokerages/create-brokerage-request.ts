import { CompanyType, messages } from "@platform/domain";
import { and, eq } from "drizzle-orm";
import { audit } from "../../platform/audit/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { inTransaction } from "../../platform/db/transaction.ts";
import { invalid } from "../../platform/http/errors.ts";
import { findCompany } from "../companies/index.ts";
import { brokerages } from "../companies/tables.ts";
import { authorizeBrokerages } from "./access.ts";
import { tell } from "./notify.ts";
import { brokerageRequests } from "./tables.ts";

/** Keeps a broker's request to connect; the underwriter's members are told. */
export async function createBrokerageRequest(ctx: Ctx, input: { underwriterCompanyId: number }) {
  const { db, actor } = ctx;
  const { user } = actor;
  const brokerId = authorizeBrokerages(actor);
  const underwriterId = input.underwriterCompanyId;
  await inTransaction(db, async (tx, afterCommit) => {
    const broker = await findCompany(tx, brokerId);
    const underwriter = await findCompany(tx, underwriterId);
    if (broker?.refCompanyTypeId !== CompanyType.Broker)
      throw invalid({ companyId: "Only a broker asks to connect" });
    if (!underwriter?.isActive || underwriter.refCompanyTypeId !== CompanyType.Underwriter)
      throw invalid({ companyId: "Choose an active underwriter" });
    const [connected] = await tx
      .select({ id: brokerages.id })
      .from(brokerages)
      .where(
        and(
          eq(brokerages.brokerCompanyId, brokerId),
          eq(brokerages.underwriterCompanyId, underwriterId),
        ),
      );
    if (connected) throw invalid({ companyId: messages.alreadyExists });
    const [inserted] = await tx
      .insert(brokerageRequests)
      .values({
        brokerCompanyId: brokerId,
        underwriterCompanyId: underwriterId,
        requestedByUserId: user.id,
      })
      .onConflictDoNothing()
      .returning({ id: brokerageRequests.id });
    if (!inserted)
      throw invalid({ companyId: `Your request to ${underwriter.name} is already waiting` });
    await audit(
      tx,
      {
        action: "brokerage.requested",
        userId: user.id,
        companyId: brokerId,
        subjectType: "brokerage_request",
        subjectId: inserted.id,
        data: { underwriterId },
      },
      actor,
    );
    await tell(tx, afterCommit, ctx, underwriterId, `${broker.name} asks to connect as a broker.`);
  });
}
