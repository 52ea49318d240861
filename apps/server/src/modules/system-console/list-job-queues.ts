import { pageMeta } from "@platform/domain";
import { sql } from "drizzle-orm";
import type { Ctx } from "../../platform/context/index.ts";
import { rowsOf } from "../../platform/db/rows.ts";
import { assertSystemConsole } from "./access.ts";

const DRAIN_WINDOW_MINUTES = 10;

interface QueueRow {
  name: string;
  waiting: number;
  active: number;
  failed: number;
  completed: number;
  recent: number;
}

/**
 * Every queue with its figures in one statement. The queues are the jobs the code defines (a
 * few dozen at most), so they come as one page.
 */
export async function listJobQueues(ctx: Ctx) {
  assertSystemConsole(ctx.actor.user);
  const rows = rowsOf<QueueRow>(
    await ctx.db.execute(sql`
      select q.name,
        count(j.id) filter (where j.state in ('created', 'retry'))::int as waiting,
        count(j.id) filter (where j.state = 'active')::int as active,
        count(j.id) filter (where j.state = 'failed')::int as failed,
        count(j.id) filter (where j.state = 'completed')::int as completed,
        count(j.id) filter (
          where j.state = 'completed'
            and j.completed_on > now() - make_interval(mins => ${DRAIN_WINDOW_MINUTES})
        )::int as recent
      from pgboss.queue q
      left join pgboss.job j on j.name = q.name
      -- pg-boss's own queues (its cron sender) are not the app's work.
      where q.name not like '\_\_pgboss%'
      group by q.name
      order by q.name`),
  );
  return {
    data: rows.map(({ recent, ...queue }) => ({
      ...queue,
      drainPerMinute: Math.round((recent / DRAIN_WINDOW_MINUTES) * 10) / 10,
    })),
    meta: pageMeta(rows.length, { page: 1, perPage: Math.max(rows.length, 1) }),
  };
}
