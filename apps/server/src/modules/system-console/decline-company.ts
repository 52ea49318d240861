import type { TDeclineCompany } from "@platform/domain";
import { auditBy } from "../../platform/audit/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { inTransaction } from "../../platform/db/transaction.ts";
import { decideCompanyApproval } from "../companies/index.ts";
import { userEmailsByIds } from "../users/index.ts";
import { assertSystemConsole } from "./access.ts";
import { refuse } from "./company-approvals.ts";

export async function declineCompany(
  ctx: Ctx,
  input: TDeclineCompany & { targetCompanyId: number },
) {
  const { db, actor, outbox } = ctx;
  const companyId = input.targetCompanyId;
  assertSystemConsole(actor.user);
  const done = await inTransaction(db, async (tx, afterCommit) => {
    const row = await decideCompanyApproval(tx, companyId, {
      approval: "declined",
      reason: input.reason,
    });
    if (!row) return false;
    await auditBy(tx, actor, {
      action: "company.declined",
      companyId,
      subjectType: "company",
      subjectId: companyId,
      data: { reason: input.reason },
    });
    const registrant = (await userEmailsByIds(tx, [row.registrantId])).get(row.registrantId ?? 0);
    if (registrant) {
      await outbox.message(tx, afterCommit, {
        channel: "email",
        to: registrant.email,
        userId: registrant.id,
        subject: `Your registration of ${row.name} was declined`,
        text: [
          `Hello ${registrant.name},`,
          "",
          `The platform has declined the registration of ${row.name}.`,
          "",
          `Reason: ${input.reason}`,
          "",
          "You can reply to this email, or register the company again with the details corrected.",
        ].join("\n"),
      });
    }
    return true;
  });
  if (!done) await refuse(ctx, companyId);
}
