/**
 * Messages of the underwriter panel (SPEC §2, §8): the thread between the broker and the
 * underwriter on a risk package. Both sides read it; users holding ManageRisks write to it.
 * Each message notifies the other side (a stored notification and its realtime push, through
 * the outbox in the same transaction): the broker user who placed it, or the assigned
 * underwriter; when there is none, the other company's users holding ManageRisks.
 */
import type { TRiskMessageView } from "@platform/domain";
import { actingCompany } from "../../platform/actor/index.ts";
import { auditBy } from "../../platform/audit/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import type { DbOrTx } from "../../platform/db/index.ts";
import { inTransaction } from "../../platform/db/transaction.ts";
import { companyNamesByIds } from "../companies/index.ts";
import { notifyAll } from "../notifications/index.ts";
import {
  authorizeRisk,
  insertRiskMessage,
  type RiskPackageAccess,
  riskManagersOf,
  visibleRiskPackage,
} from "../risks/index.ts";
import { presentMessage } from "./present.ts";

export const MESSAGE_NOTIFICATION = "risk.message";

/** Who hears of a message: the other side's person on the package, else its risk managers. */
async function recipientsOf(tx: DbOrTx, access: RiskPackageAccess, authorId: number) {
  const { row, side } = access;
  const otherCompanyId = side === "broker" ? row.companyId : row.brokerCompanyId;
  const person = side === "broker" ? row.assignedUnderwriterUserId : row.brokerUserId;
  const userIds =
    person !== null ? [person] : (await riskManagersOf(tx, otherCompanyId)).map((user) => user.id);
  return { otherCompanyId, userIds: userIds.filter((id) => id !== authorId) };
}

export async function sendMessage(
  ctx: Ctx,
  input: { riskPackageId: number; body: string },
): Promise<TRiskMessageView> {
  const { actor } = ctx;
  const { riskPackageId, body } = input;
  const companyId = actingCompany(actor);
  return inTransaction(ctx.db, async (tx, afterCommit) => {
    const access = await visibleRiskPackage(tx, actor, riskPackageId);
    authorizeRisk(actor, "message", access.row);
    const row = await insertRiskMessage(tx, {
      riskPackageId,
      authorUserId: actor.user.id,
      authorCompanyId: companyId,
      body,
      createdAt: actor.now(),
    });
    const { row: pkg } = access;
    const { otherCompanyId, userIds } = await recipientsOf(tx, access, actor.user.id);
    const companies = await companyNamesByIds(tx, [companyId]);
    await notifyAll(tx, afterCommit, ctx.outbox, userIds, {
      companyId: otherCompanyId,
      type: MESSAGE_NOTIFICATION,
      message: `New message on risk ${pkg.reference} from ${companies.get(companyId) ?? "the other party"}.`,
      frontendUrl: `/risks/${riskPackageId}`,
    });
    await auditBy(tx, actor, {
      action: "riskPackage.messageSent",
      companyId: pkg.companyId,
      subjectType: "risk_package",
      subjectId: riskPackageId,
      data: { messageId: row.id, companyName: companies.get(companyId) ?? null },
    });
    return presentMessage(
      row,
      new Map([[actor.user.id, { id: actor.user.id, name: actor.user.row.name }]]),
      companies,
    );
  });
}
