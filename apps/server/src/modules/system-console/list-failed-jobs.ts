import { pageMeta, pageWindow, type TFailedJobQuery, ZFailedJobQuery } from "@platform/domain";
import { sql } from "drizzle-orm";
import type { Ctx } from "../../platform/context/index.ts";
import { rowsOf } from "../../platform/db/rows.ts";
import { assertSystemConsole } from "./access.ts";

interface FailedRow {
  id: string;
  queue: string;
  error: string | null;
  attempts: number;
  createdAt: number;
  failedAt: number | null;
  data: string | null;
  total: number;
}

/** Jobs that failed after their last retry, newest first, with the error they ended on. */
export async function listFailedJobs(ctx: Ctx, input: { query: TFailedJobQuery }) {
  assertSystemConsole(ctx.actor.user);
  const query = ZFailedJobQuery.parse(input.query);
  const { limit, offset } = pageWindow(query);
  const rows = rowsOf<FailedRow>(
    await ctx.db.execute(sql`
      select id::text, name as queue, output->>'message' as error,
        (retry_count + 1)::int as attempts,
        extract(epoch from created_on)::float8 as "createdAt",
        extract(epoch from completed_on)::float8 as "failedAt",
        left(data::text, 500) as data,
        (count(*) over ())::int as total
      from pgboss.job
      where state = 'failed' ${query.queue ? sql`and name = ${query.queue}` : sql``}
      order by completed_on desc nulls last, id
      limit ${limit} offset ${offset}`),
  );
  const total =
    rows[0]?.total ??
    (offset === 0
      ? 0
      : rowsOf<{ n: number }>(
          await ctx.db.execute(sql`
            select count(*)::int as n from pgboss.job
            where state = 'failed' ${query.queue ? sql`and name = ${query.queue}` : sql``}`),
        )[0]!.n);
  return {
    data: rows.map(({ total: _, ...row }) => ({
      ...row,
      error: row.error ?? "",
      createdAt: Math.floor(row.createdAt),
      failedAt: row.failedAt === null ? null : Math.floor(row.failedAt),
      data: row.data ?? "",
    })),
    meta: pageMeta(total, query),
  };
}
