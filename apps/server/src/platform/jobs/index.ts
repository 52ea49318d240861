/**
 * Durable background jobs on pg-boss, in the application's own database (PGlite or
 * PostgreSQL) and process: no extra server. A job is a row; it survives a restart, is retried
 * with backoff when its handler throws, and recurring work is a cron schedule.
 *
 * Jobs sent with `sendInTransaction` are the outbox: written by the change's transaction, they
 * exist only if it commits, and a worker runs them after it does.
 */
import PgBoss from "pg-boss";
import type { Database, DbOrTx } from "../db/index.ts";
import { databaseExecutor, transactionExecutor } from "./executors.ts";

export interface JobDefinition<T> {
  /** The queue name, `area.verb` (e.g. `mail.send`). */
  name: string;
  handle(data: T): Promise<void>;
  /** Attempts after the first failure (default 5), the first delay, doubled each time. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** A handler still running after this long counts as failed (default 5 minutes). */
  expireInSeconds?: number;
  /** Cron expression (UTC) for recurring work; pg-boss sends one job per tick across instances. */
  cron?: string;
}

export interface JobsOptions {
  /** Run workers, schedules and maintenance in this process (off in API tests: they `drain`). */
  workers: boolean;
  /** How often an idle worker looks for jobs another instance (or a retry) made due. */
  pollingIntervalSeconds?: number;
  log?: (level: "warn" | "error", message: string, error?: unknown) => void;
}

export interface Jobs {
  define<T>(definition: JobDefinition<T>): void;
  /** Creates the queues and schedules, and starts the workers when `workers` is on. */
  start(): Promise<void>;
  /** Stops taking jobs and waits (a while) for the running ones. */
  stop(): Promise<void>;
  /** Queues a job on its own (committed at once). */
  send<T>(name: string, data: T, options?: { startAfterSeconds?: number }): Promise<void>;
  /**
   * Queues a job inside `tx`: it runs only if the transaction commits. Call `wake(name)` once
   * it has, so this process's worker picks it up now rather than at its next poll.
   */
  sendInTransaction<T>(tx: DbOrTx, name: string, data: T): Promise<void>;
  wake(name: string): void;
  /**
   * Runs every job that is due now, in this process, until the queues are empty, and waits for
   * the ones workers are running. Tests call it to see a request's side effects.
   * Returns how many jobs it ran; a job that fails is left to its retries.
   */
  drain(): Promise<number>;
}

const BATCH = 20;

export function createJobs(database: Database, options: JobsOptions): Jobs {
  const definitions = new Map<string, JobDefinition<unknown>>();
  const workerIds = new Map<string, string>();
  const running = new Set<Promise<unknown>>();
  const log = options.log ?? (() => {});
  let stopping = false;
  let started = false;

  const boss = new PgBoss({
    db: databaseExecutor(database),
    // Maintenance (expiring, archiving) and cron run only where workers do.
    supervise: options.workers,
    schedule: options.workers,
    migrate: true,
  });
  boss.on("error", (error) => {
    if (!stopping) log("error", "job queue error", error);
  });

  /** Runs one job's handler, tracked so `drain` and `stop` can wait for it. */
  function run(definition: JobDefinition<unknown>, job: PgBoss.Job<unknown>) {
    const attempt = definition.handle(job.data).catch((error: unknown) => {
      log("warn", `job ${definition.name} ${job.id} failed; it will be retried`, error);
      throw error;
    });
    running.add(attempt);
    void attempt.then(
      () => running.delete(attempt),
      () => running.delete(attempt),
    );
    return attempt;
  }

  function queueOptions(definition: JobDefinition<unknown>) {
    return {
      name: definition.name,
      retryLimit: definition.retryLimit ?? 5,
      retryDelay: definition.retryDelaySeconds ?? 10,
      retryBackoff: true,
      expireInSeconds: definition.expireInSeconds ?? 300,
    };
  }

  return {
    define<T>(definition: JobDefinition<T>) {
      if (started) throw new Error(`job ${definition.name} defined after the jobs started`);
      definitions.set(definition.name, definition as JobDefinition<unknown>);
    },

    async start() {
      await boss.start();
      const existing = new Set((await boss.getQueues()).map((queue) => queue.name));
      for (const definition of definitions.values()) {
        if (existing.has(definition.name)) {
          await boss.updateQueue(definition.name, queueOptions(definition));
        } else {
          await boss.createQueue(definition.name, queueOptions(definition));
        }
        if (definition.cron) await boss.schedule(definition.name, definition.cron);
        else if (existing.has(definition.name)) await boss.unschedule(definition.name);
      }
      started = true;
      if (!options.workers) return;
      for (const definition of definitions.values()) {
        const id = await boss.work(
          definition.name,
          { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 10, batchSize: 1 },
          async (jobs) => {
            for (const job of jobs) await run(definition, job);
          },
        );
        workerIds.set(definition.name, id);
      }
    },

    async stop() {
      if (stopping) return;
      stopping = true;
      await boss.stop({ graceful: true, close: false, timeout: 10_000 });
      await Promise.allSettled(running);
    },

    async send(name, data, sendOptions) {
      await boss.send(name, data as object, { startAfter: sendOptions?.startAfterSeconds });
    },

    async sendInTransaction(tx, name, data) {
      await boss.send(name, data as object, { db: transactionExecutor(tx) });
    },

    wake(name) {
      const id = workerIds.get(name);
      if (id && !stopping) boss.notifyWorker(id);
    },

    async drain() {
      let ran = 0;
      for (;;) {
        let found = 0;
        for (const definition of definitions.values()) {
          const jobs = await boss.fetch<unknown>(definition.name, { batchSize: BATCH });
          found += jobs.length;
          for (const job of jobs) {
            try {
              await run(definition, job);
              await boss.complete(definition.name, job.id);
            } catch (error) {
              await boss.fail(definition.name, job.id, toFailure(error));
            }
          }
        }
        ran += found;
        if (found === 0 && running.size === 0) return ran;
        if (found === 0) await Promise.allSettled([...running]);
      }
    },
  };
}

function toFailure(error: unknown): object {
  return error instanceof Error ? { message: error.message } : { message: String(error) };
}
