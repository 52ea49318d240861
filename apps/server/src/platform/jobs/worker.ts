/**
 * One queue's worker: up to `concurrency` jobs at once, and it fetches again as soon as a slot
 * frees while jobs are waiting (as many as there are free slots, in one query); only an empty
 * fetch makes it wait for the next poll or a `wake`. pg-boss's own worker waited a full polling
 * interval after every fetch, so a queue drained one job per interval.
 */
import type PgBoss from "pg-boss";

export interface QueueWorkerOptions {
  boss: PgBoss;
  name: string;
  concurrency: number;
  pollingIntervalSeconds: number;
  /** Runs a job's handler (tracked by the caller); rejects when the handler fails. */
  run(job: PgBoss.Job<unknown>): Promise<void>;
  /** Called with each fetched job before it runs and after it settled (its lease). */
  hold(id: string): void;
  release(id: string): void;
  log: (message: string, error?: unknown) => void;
}

export function startQueueWorker(options: QueueWorkerOptions) {
  const { boss, name, concurrency } = options;
  let active = 0;
  /** The fetch loop while it runs (one at a time; a wake meanwhile makes it go round again). */
  let fetching: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  const settling = new Set<Promise<void>>();
  const poll = setInterval(() => pump(), options.pollingIntervalSeconds * 1000);
  poll.unref();

  function pump() {
    if (stopped) return;
    if (fetching) {
      again = true;
      return;
    }
    fetching = fetchWhileFree().finally(() => {
      fetching = undefined;
    });
  }

  async function fetchWhileFree() {
    try {
      do {
        again = false;
        while (!stopped && active < concurrency) {
          const jobs = await boss.fetch<unknown>(name, { batchSize: concurrency - active });
          if (jobs.length === 0) break;
          for (const job of jobs) begin(job);
        }
      } while (again && !stopped && active < concurrency);
    } catch (error) {
      options.log(`fetching ${name} jobs failed`, error);
    }
  }

  function begin(job: PgBoss.Job<unknown>) {
    active += 1;
    options.hold(job.id);
    const settled = options
      .run(job)
      .then(
        () => boss.complete(name, job.id),
        (error: unknown) => boss.fail(name, job.id, toFailure(error)),
      )
      .catch((error: unknown) => options.log(`recording ${name} job ${job.id} failed`, error))
      .finally(() => {
        options.release(job.id);
        active -= 1;
        settling.delete(settled);
        pump();
      });
    settling.add(settled);
  }

  pump();
  return {
    wake: pump,
    /** Takes no more jobs and waits for the running ones to finish and be recorded. */
    async stop() {
      stopped = true;
      clearInterval(poll);
      await fetching;
      while (settling.size > 0) await Promise.allSettled([...settling]);
    },
  };
}

export function toFailure(error: unknown): object {
  return error instanceof Error ? { message: error.message } : { message: String(error) };
}
