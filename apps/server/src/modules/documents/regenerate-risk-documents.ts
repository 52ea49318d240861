import { riskDocumentMessages } from "@platform/domain";
import { eq } from "drizzle-orm";
import type { Ctx } from "../../platform/context/index.ts";
import { inTransaction } from "../../platform/db/transaction.ts";
import { conflict, forbidden } from "../../platform/http/errors.ts";
import { riskNotFound, visibleRiskPackage } from "../risks/index.ts";
import {
  GENERATE_DOCUMENTS_JOB,
  markGenerationPending,
  queueDocumentGeneration,
} from "./generate.ts";
import { documentGenerations } from "./tables.ts";

/**
 * The underwriter generates the package's documents again: every generation not under way
 * (failed, or done before a template was attached) is queued afresh. Templates already issued
 * for a transaction are skipped by the job, so nothing is regenerated silently.
 */
export async function regenerateRiskDocuments(ctx: Ctx, input: { riskPackageId: number }) {
  const { actor } = ctx;
  const { riskPackageId } = input;
  await inTransaction(ctx.db, async (tx, afterCommit) => {
    const access = await visibleRiskPackage(tx, actor, riskPackageId, {
      lock: true,
    });
    if (access.side === "broker") throw riskNotFound();
    if (!access.canManage) throw forbidden();
    const all = await tx
      .select()
      .from(documentGenerations)
      .where(eq(documentGenerations.riskPackageId, riskPackageId));
    if (all.length === 0) throw conflict(riskDocumentMessages.nothingIssued);
    const again = all.filter((g) => g.status !== "pending");
    if (again.length === 0) throw conflict(riskDocumentMessages.alreadyGenerating);
    for (const g of again) {
      const job = { riskPackageId, transactionId: g.transactionId, event: g.event };
      await markGenerationPending(tx, g.companyId, job);
      await queueDocumentGeneration(ctx, tx, job);
    }
    afterCommit(() => ctx.jobs.wake(GENERATE_DOCUMENTS_JOB));
  });
  return { status: "generating" as const, message: null, canRetry: false };
}
