/**
 * Durable background jobs on pg-boss, in the application's own database (PGlite or
 * PostgreSQL) and process: no extra server. A job is a row; it survives a restart, is retried
 * with backoff when its handler throws, and recurring work is a cron schedule.
 *
 * Jobs sent with `sendInTransaction` are the outbox: written by the change's transaction, they
 * exist only if it commits, and a worker runs them after it does.
 */
import { availableParallelism } from "node:os";
import PgBoss from "pg-boss";
import type { Database, DbOrTx } from "../db/index.ts";
import { databaseExecutor, transactionExecutor } from "./executors.ts";
import { createLeases } from "./leases.ts";
import { startQueueWorker, toFailure } from "./worker.ts";

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
  /** Jobs of this queue run at once in one instance (default: the jobs' `concurrency`). */
  concurrency?: number;
}

export interface JobsOptions {
  /** Run workers, schedules and maintenance in this process (off in API tests: they `drain`). */
  workers: boolean;
  /** How often an idle worker looks for jobs another instance (or a retry) made due. */
  pollingIntervalSeconds?: number;
  /** Jobs of one queue run at once (default: the cores, 1 to 4; the handlers share them). */
  concurrency?: number;
  /** Every queue's first retry delay instead of its own (an operator's choice). */
  retryDelaySeconds?: number;
  /** Every queue's retries instead of its own (an operator's choice; 0 = fail at once). */
  retryLimit?: number;
  /**
   * A running job's lease: renewed by its instance every third of it; a job whose lease lapsed
   * (its instance died) is retried at once by any instance with workers (default 15 s).
   */
  leaseSeconds?: number;
  log?: (level: "warn" | "error", message: string, error?: unknown) => void;
}

export interface Jobs {
  define<T>(definition: JobDefinition<T>): void;
  /** Creates the queues and schedules, and starts the workers when `workers` is on. */
  start(): Promise<void>;
  /** Stops taking jobs and waits for the running ones to finish and be recorded. */
  stop(): Promise<void>;
  /** Queues a job on its own (committed at once). */
  send<T>(name: string, data: T, options?: { startAfterSeconds?: number }): Promise<void>;
  /**
   * Queues a job inside `tx`: it runs only if the transaction commits. Call `wake(name)` once
   * it has, so this process's worker picks it up now rather than at its next poll.
   */
  sendInTransaction<T>(
    tx: DbOrTx,
    name: string,
    data: T,
    options?: { startAfterSeconds?: number },
  ): Promise<void>;
  wake(name: string): void;
  /**
   * Runs every job that is due now, in this process, until the queues are empty, and waits for
   * the ones workers are running. Tests call it to see a request's side effects.
   * Returns how many jobs it ran; a job that fails is left to its retries.
   */
  drain(): Promise<number>;
}

const BATCH = 20;
const EXPIRE_SECONDS = 300;

/** Sized for the machine: the handlers share its cores with the API (and each other). */
export function defaultConcurrency() {
  return Math.min(4, Math.max(1, availableParallelism()));
}

export function createJobs(database: Database, options: JobsOptions): Jobs {
  const definitions = new Map<string, JobDefinition<unknown>>();
  const workers = new Map<string, ReturnType<typeof startQueueWorker>>();
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
  const leases = createLeases(databaseExecutor(database), {
    leaseSeconds: options.leaseSeconds ?? 15,
    queues: () => [...workers.keys()],
    log: (message, error) => log("warn", message, error),
    onRecovered: (names) => {
      for (const name of names) workers.get(name)?.wake();
    },
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
      retryLimit: options.retryLimit ?? definition.retryLimit ?? 5,
      retryDelay: options.retryDelaySeconds ?? definition.retryDelaySeconds ?? 10,
      retryBackoff: true,
      expireInSeconds: definition.expireInSeconds ?? EXPIRE_SECONDS,
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
        workers.set(
          definition.name,
          startQueueWorker({
            boss,
            name: definition.name,
            concurrency: definition.concurrency ?? options.concurrency ?? defaultConcurrency(),
            pollingIntervalSeconds: options.pollingIntervalSeconds ?? 10,
            run: (job) => run(definition, job),
            hold: (id) =>
              leases.hold(id, definition.name, definition.expireInSeconds ?? EXPIRE_SECONDS),
            release: (id) => leases.release(id),
            log: (message, error) => log("error", message, error),
          }),
        );
      }
      // After the workers exist, so jobs a previous life left are fetched as soon as recovered.
      await leases.start();
    },

    async stop() {
      if (stopping) return;
      stopping = true;
      await Promise.all([...workers.values()].map((worker) => worker.stop()));
      await leases.stop();
      await boss.stop({ graceful: true, close: false, timeout: 10_000 });
      await Promise.allSettled(running);
    },

    async send(name, data, sendOptions) {
      await boss.send(name, data as object, { startAfter: sendOptions?.startAfterSeconds });
    },

    async sendInTransaction(tx, name, data, sendOptions) {
      const seconds = sendOptions?.startAfterSeconds ?? 0;
      await boss.send(name, data as object, {
        db: transactionExecutor(tx),
        // As a time, not seconds: pg-boss reads one parameter both as a time and as an interval,
        // which only its own connection (one typed parameter) takes as a number of seconds.
        startAfter: seconds > 0 ? new Date(Date.now() + seconds * 1000) : undefined,
      });
    },

    wake(name) {
      if (!stopping) workers.get(name)?.wake();
    },

    async drain() {
      let ran = 0;
      for (;;) {
        let found = 0;
        for (const definition of definitions.values()) {
          const jobs = await boss.fetch<unknown>(definition.name, { batchSize: BATCH });
          found += jobs.length;
          // The whole batch is active from the fetch: each job keeps its lease until it settled.
          for (const job of jobs) {
            leases.hold(job.id, definition.name, definition.expireInSeconds ?? EXPIRE_SECONDS);
          }
          for (const job of jobs) {
            try {
              await run(definition, job);
              await boss.complete(definition.name, job.id);
            } catch (error) {
              await boss.fail(definition.name, job.id, toFailure(error));
            } finally {
              leases.release(job.id);
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
