/**
 * An underwriter sends one of the company's email templates by hand from a risk (SPEC §3 email
 * templates: "or by hand from the risk"): rendered for the risk's current transaction with the
 * same merge data, recipients and attachments as a trigger's email, through the same queue.
 */
import { emailMessages } from "@platform/domain";
import { actingCompany } from "../../platform/actor/index.ts";
import { auditBy } from "../../platform/audit/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { inTransaction } from "../../platform/db/transaction.ts";
import { forbidden, invalid } from "../../platform/http/errors.ts";
import { findEmailTemplate } from "../email-templates/index.ts";
import { loadPackage, mainTransaction } from "../risks/index.ts";
import { queueRiskEmails } from "./send.ts";

export async function sendRiskEmailByHand(
  ctx: Ctx,
  input: { riskPackageId: number; templateId: number },
) {
  const { actor } = ctx;
  const { riskPackageId, templateId } = input;
  const companyId = actingCompany(actor);
  await inTransaction(ctx.db, async (tx, afterCommit) => {
    const loaded = await loadPackage(tx, actor, riskPackageId);
    if (loaded.side === "broker" || !loaded.canManage) throw forbidden();
    const template = await findEmailTemplate(tx, companyId, templateId).catch(() => {
      throw invalid({ templateId: emailMessages.ownTemplates });
    });
    const transaction = mainTransaction(loaded);
    // The send's second tells sends apart (a double click within it is one email).
    const occasionId = Math.floor(actor.now().getTime() / 1000);
    await queueRiskEmails(
      ctx,
      tx,
      afterCommit,
      riskPackageId,
      [transaction.id],
      "manual",
      occasionId,
      template.id,
    );
    await auditBy(tx, actor, {
      action: "riskPackage.emailSent",
      companyId,
      subjectType: "risk_package",
      subjectId: riskPackageId,
      data: { templateId: template.id, description: `Email "${template.name}" sent by hand` },
    });
  });
}
