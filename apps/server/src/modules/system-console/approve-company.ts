import { auditBy } from "../../platform/audit/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { inTransaction } from "../../platform/db/transaction.ts";
import { decideCompanyApproval, memberUserIds } from "../companies/index.ts";
import { notifyAll } from "../notifications/index.ts";
import { assertSystemConsole } from "./access.ts";
import { refuse } from "./company-approvals.ts";

/** The company decided is the one registering, not the system company the actor acts for. */
export async function approveCompany(ctx: Ctx, input: { targetCompanyId: number }) {
  const { db, actor, outbox } = ctx;
  const companyId = input.targetCompanyId;
  assertSystemConsole(actor.user);
  const done = await inTransaction(db, async (tx, afterCommit) => {
    const row = await decideCompanyApproval(tx, companyId, { approval: "approved" });
    if (!row) return false;
    await auditBy(tx, actor, {
      action: "company.approved",
      companyId,
      subjectType: "company",
      subjectId: companyId,
    });
    await notifyAll(tx, afterCommit, outbox, await memberUserIds(tx, companyId), {
      companyId,
      type: "company.approved",
      message: `${row.name} has been approved. Welcome aboard.`,
      frontendUrl: "/",
    });
    return true;
  });
  if (!done) await refuse(ctx, companyId);
}
