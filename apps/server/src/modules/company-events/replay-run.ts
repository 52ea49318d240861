/**
 * Replaying a failed run (SPEC §2 company events): from its failed step, the steps that
 * succeeded kept as they are (never repeated), through the run job. Only a failed run replays.
 */
import { and, eq, inArray } from "drizzle-orm";
import { auditBy } from "../../platform/audit/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { inTransaction } from "../../platform/db/transaction.ts";
import { conflict } from "../../platform/http/errors.ts";
import { authorizeCompanyEvents } from "./access.ts";
import { presentRun } from "./present-runs.ts";
import { findRun, runNotFound } from "./read-runs.ts";
import { queueRun } from "./run-chain.ts";
import { companyEventRunSteps, companyEventRuns } from "./tables.ts";

export const replayMessages = {
  notFailed: "Only a failed run can be replayed",
} as const;

export async function replayRun(ctx: Ctx, input: { runId: number }) {
  const { actor } = ctx;
  const companyId = authorizeCompanyEvents(actor);
  return inTransaction(ctx.db, async (tx, afterCommit) => {
    const mine = and(
      eq(companyEventRuns.id, input.runId),
      eq(companyEventRuns.companyId, companyId),
    );
    const [locked] = await tx.select().from(companyEventRuns).where(mine).for("update");
    if (!locked) throw runNotFound();
    if (locked.status !== "failed") throw conflict(replayMessages.notFailed);
    await tx
      .update(companyEventRunSteps)
      .set({ status: "pending", finishedAt: null })
      .where(
        and(
          eq(companyEventRunSteps.runId, locked.id),
          inArray(companyEventRunSteps.status, ["failed", "running"]),
        ),
      );
    await tx
      .update(companyEventRuns)
      .set({ status: "queued", error: null, finishedAt: null })
      .where(mine);
    await queueRun(ctx, tx, afterCommit, locked.id);
    await auditBy(tx, actor, {
      action: "company_event_run.replayed",
      companyId,
      subjectType: "company_event_run",
      subjectId: locked.id,
      data: { name: locked.eventName, event: locked.eventType },
    });
    const { run, steps } = await findRun(tx, companyId, locked.id);
    return presentRun(run, steps);
  });
}
