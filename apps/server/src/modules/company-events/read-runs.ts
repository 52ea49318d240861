import { pageWindow, type TPageQuery } from "@platform/domain";
import { and, asc, count, desc, eq } from "drizzle-orm";
import type { Ctx } from "../../platform/context/index.ts";
import type { DbOrTx } from "../../platform/db/index.ts";
import { toPage, totalRows } from "../../platform/db/paging.ts";
import { notFound } from "../../platform/http/errors.ts";
import { authorizeCompanyEvents } from "./access.ts";
import { presentRun } from "./present-runs.ts";
import { companyEventRunSteps, companyEventRuns, type RunStatus } from "./tables.ts";

export const runNotFound = () => notFound("Event run not found");

/** A page of the company's runs, newest first, by status: one statement. */
export async function listRuns(ctx: Ctx, input: { query: TPageQuery & { status?: RunStatus } }) {
  const { db, actor } = ctx;
  const { query } = input;
  const companyId = authorizeCompanyEvents(actor);
  const where = and(
    eq(companyEventRuns.companyId, companyId),
    query.status ? eq(companyEventRuns.status, query.status) : undefined,
  );
  const { limit, offset } = pageWindow(query);
  const rows = await db
    .select({ row: companyEventRuns, total: totalRows() })
    .from(companyEventRuns)
    .where(where)
    .orderBy(desc(companyEventRuns.id))
    .limit(limit)
    .offset(offset);
  return toPage(
    rows,
    query,
    ({ row }) => presentRun(row),
    async () => (await db.select({ n: count() }).from(companyEventRuns).where(where))[0]!.n,
  );
}

/** The company's run with its steps (two statements), else 404. */
export async function findRun(db: DbOrTx, companyId: number, runId: number) {
  const [run] = await db
    .select()
    .from(companyEventRuns)
    .where(and(eq(companyEventRuns.id, runId), eq(companyEventRuns.companyId, companyId)));
  if (!run) throw runNotFound();
  const steps = await db
    .select()
    .from(companyEventRunSteps)
    .where(eq(companyEventRunSteps.runId, run.id))
    .orderBy(asc(companyEventRunSteps.position));
  return { run, steps };
}

export async function getRun(ctx: Ctx, input: { runId: number }) {
  const companyId = authorizeCompanyEvents(ctx.actor);
  const { run, steps } = await findRun(ctx.db, companyId, input.runId);
  return presentRun(run, steps);
}
