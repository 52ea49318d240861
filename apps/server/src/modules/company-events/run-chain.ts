/**
 * Running a company event's chain (SPEC §2 company events): a synchronous event's steps inside
 * the transaction that raised it, each in a savepoint (a failing step undoes only itself and
 * fails the run, never the change); an asynchronous event's from the run job, one transaction per
 * step, from the first step not yet succeeded. A step that succeeded is never run again, so a
 * retried or doubled job repeats no side effect. A failed run alerts the company's
 * ManageCompanyEvents users and waits for a replay.
 */
import { asc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/index.ts";
import { type AfterCommit, inTransaction } from "../../platform/db/transaction.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { notifyAll } from "../notifications/index.ts";
import { eventManagersOf } from "./access.ts";
import {
  deliverStepWebhook,
  disableGoneEvent,
  performInTransaction,
  type StepEnv,
  type StepOutcome,
  type WebhookAction,
} from "./step-actions.ts";
import {
  type CompanyEventRunRow,
  type CompanyEventRunStepRow,
  companyEventRunSteps,
  companyEventRuns,
  type StoredEventAction,
} from "./tables.ts";

export const RUN_JOB = "company-events.run";
export interface RunJob {
  runId: number;
}

/** A step still counted as running this long after it started was left by a crash: run it again. */
const STALE_RUNNING_MS = 10 * 60_000;

/** Queues the run's job in `tx` (it exists only if the change commits), after `seconds`. */
export async function queueRun(
  deps: Pick<AppDeps, "jobs">,
  tx: DbOrTx,
  afterCommit: AfterCommit,
  runId: number,
  seconds = 0,
) {
  await deps.jobs.sendInTransaction<RunJob>(tx, RUN_JOB, { runId }, { startAfterSeconds: seconds });
  if (seconds === 0) afterCommit(() => deps.jobs.wake(RUN_JOB));
}

async function stepsOf(tx: DbOrTx, runId: number) {
  return tx
    .select()
    .from(companyEventRunSteps)
    .where(eq(companyEventRunSteps.runId, runId))
    .orderBy(asc(companyEventRunSteps.position));
}

/** Records a step's outcome; a failure fails the run and alerts the company's managers. */
async function record(
  deps: AppDeps,
  tx: DbOrTx,
  afterCommit: AfterCommit,
  run: CompanyEventRunRow,
  step: CompanyEventRunStepRow,
  outcome: StepOutcome,
) {
  const finishedAt = new Date();
  const done = outcome.status === "succeeded" || outcome.status === "wait";
  await tx
    .update(companyEventRunSteps)
    .set(
      done
        ? { status: "succeeded", output: outcome.output, error: null, finishedAt }
        : outcome.status === "retry"
          ? { status: "pending", error: outcome.error }
          : { status: "failed", error: outcome.error, finishedAt },
    )
    .where(eq(companyEventRunSteps.id, step.id));
  if (outcome.status === "failed") await failRun(deps, tx, afterCommit, run, outcome.error);
}

async function failRun(
  deps: AppDeps,
  tx: DbOrTx,
  afterCommit: AfterCommit,
  run: CompanyEventRunRow,
  error: string,
) {
  await tx
    .update(companyEventRuns)
    .set({ status: "failed", error, finishedAt: new Date() })
    .where(eq(companyEventRuns.id, run.id));
  const managers = await eventManagersOf(tx, run.companyId);
  await notifyAll(
    tx,
    afterCommit,
    deps.outbox,
    managers.map((u) => u.id),
    {
      companyId: run.companyId,
      type: "company_event.failed",
      message: `The event “${run.eventName}” failed: ${error}`,
      frontendUrl: "/company/events",
    },
  );
}

async function succeedRun(tx: DbOrTx, runId: number) {
  await tx
    .update(companyEventRuns)
    .set({ status: "succeeded", error: null, finishedAt: new Date() })
    .where(eq(companyEventRuns.id, runId));
}

/** Claims a step for this attempt: running, one more attempt, started now. */
async function begin(tx: DbOrTx, step: CompanyEventRunStepRow) {
  const [claimed] = await tx
    .update(companyEventRunSteps)
    .set({
      status: "running",
      attempts: sql`${companyEventRunSteps.attempts} + 1`,
      startedAt: new Date(),
    })
    .where(eq(companyEventRunSteps.id, step.id))
    .returning();
  return claimed!;
}

/**
 * Runs a synchronous event's chain in the raising transaction: database actions only (the chain
 * was checked when saved), each step in a savepoint.
 */
export async function runInTransaction(
  deps: AppDeps,
  tx: DbOrTx,
  afterCommit: AfterCommit,
  run: CompanyEventRunRow,
  steps: CompanyEventRunStepRow[],
) {
  await tx
    .update(companyEventRuns)
    .set({ status: "running", startedAt: new Date() })
    .where(eq(companyEventRuns.id, run.id));
  for (const step of steps) {
    const action = run.actions[step.position]!;
    const claimed = await begin(tx, step);
    let outcome = await performInSavepoint({ deps, tx, afterCommit, run, step: claimed }, action);
    if (outcome.status === "retry" || outcome.status === "wait") {
      outcome = { status: "failed", error: "A synchronous event runs database actions only" };
    }
    await record(deps, tx, afterCommit, run, claimed, outcome);
    if (outcome.status === "failed") return;
  }
  await succeedRun(tx, run.id);
}

class StepFailed extends Error {}

/** Runs a step's action in a savepoint: what a failing step did before it failed is undone. */
async function performInSavepoint(env: StepEnv, action: StoredEventAction): Promise<StepOutcome> {
  try {
    return await env.tx.transaction(async (savepoint) => {
      const result = await performInTransaction({ ...env, tx: savepoint }, action);
      if (result.status === "failed") throw new StepFailed(result.error);
      return result;
    });
  } catch (error) {
    return { status: "failed", error: (error as Error).message ?? String(error) };
  }
}

type Next =
  | { kind: "stop" }
  | { kind: "again" }
  | {
      kind: "webhook";
      run: CompanyEventRunRow;
      step: CompanyEventRunStepRow;
      action: WebhookAction;
    };

/**
 * The run job: one step at a time, each in its own transaction holding the run's row, until the
 * chain is done, a step fails, a wait or a webhook retry puts the rest off to a later job.
 */
export async function runEventJob(deps: AppDeps, job: RunJob) {
  for (;;) {
    const next = await inTransaction(deps.db, (tx, afterCommit) =>
      advance(deps, tx, afterCommit, job.runId),
    );
    if (next.kind === "stop") return;
    if (next.kind === "again") continue;
    const { run, step, action } = next;
    const outcome = await deliverStepWebhook(deps, run, step, action, step.attempts);
    const goOn = await inTransaction(deps.db, async (tx, afterCommit) => {
      await record(deps, tx, afterCommit, run, step, outcome);
      if (outcome.gone) await disableGoneEvent(tx, run, action.config.url);
      if (outcome.status === "retry") {
        await tx
          .update(companyEventRuns)
          .set({ status: "queued" })
          .where(eq(companyEventRuns.id, run.id));
        await queueRun(deps, tx, afterCommit, run.id, outcome.afterSeconds);
        return false;
      }
      return outcome.status === "succeeded";
    });
    if (!goOn) return;
  }
}

async function advance(
  deps: AppDeps,
  tx: DbOrTx,
  afterCommit: AfterCommit,
  runId: number,
): Promise<Next> {
  const [run] = await tx
    .select()
    .from(companyEventRuns)
    .where(eq(companyEventRuns.id, runId))
    .for("update");
  if (!run || run.status === "succeeded" || run.status === "failed") return { kind: "stop" };
  const steps = await stepsOf(tx, runId);
  const step = steps.find((s) => s.status !== "succeeded");
  if (!step) {
    await succeedRun(tx, runId);
    return { kind: "stop" };
  }
  // Another job is on this step (its start is recent): leave it to that one.
  if (
    step.status === "running" &&
    step.startedAt &&
    Date.now() - step.startedAt.getTime() < STALE_RUNNING_MS
  ) {
    return { kind: "stop" };
  }
  if (run.status !== "running") {
    await tx
      .update(companyEventRuns)
      .set({ status: "running", startedAt: run.startedAt ?? new Date() })
      .where(eq(companyEventRuns.id, runId));
  }
  const claimed = await begin(tx, step);
  const action = run.actions[step.position]!;
  if (action.action === "callWebhook") return { kind: "webhook", run, step: claimed, action };
  const outcome = await performInSavepoint({ deps, tx, afterCommit, run, step: claimed }, action);
  await record(deps, tx, afterCommit, run, claimed, outcome);
  if (outcome.status === "wait") {
    await queueRun(deps, tx, afterCommit, runId, outcome.afterSeconds);
    return { kind: "stop" };
  }
  return outcome.status === "succeeded" ? { kind: "again" } : { kind: "stop" };
}
