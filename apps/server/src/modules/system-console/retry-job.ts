import { sql } from "drizzle-orm";
import { auditBy } from "../../platform/audit/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { rowsOf } from "../../platform/db/rows.ts";
import { conflict, notFound } from "../../platform/http/errors.ts";
import { assertSystemConsole } from "./access.ts";

/**
 * Sends a failed job round once more (pg-boss's own retry: one more attempt allowed), audited;
 * the queue's worker is woken so it runs now rather than at its next poll.
 */
export async function retryJob(ctx: Ctx, input: { queue: string; jobId: string }) {
  const { actor } = ctx;
  assertSystemConsole(actor.user);
  await ctx.db.transaction(async (tx) => {
    const [job] = rowsOf<{ state: string }>(
      await tx.execute(sql`
        select state::text from pgboss.job
        where name = ${input.queue} and id = ${input.jobId}::uuid
        for update`),
    );
    if (!job) throw notFound("Job not found");
    if (job.state !== "failed") throw conflict("Only a failed job can be retried");
    await tx.execute(sql`
      update pgboss.job set state = 'retry', retry_limit = retry_limit + 1, start_after = now()
      where name = ${input.queue} and id = ${input.jobId}::uuid`);
    await auditBy(tx, actor, {
      action: "job.retried",
      companyId: null,
      subjectType: "job",
      subjectId: input.jobId,
      data: { queue: input.queue },
    });
  });
  ctx.jobs.wake(input.queue);
}
