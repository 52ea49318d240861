/**
 * Leases on running jobs. pg-boss marks a fetched job `active` with `started_on`, and only its
 * maintenance expires it, `expire_in` (minutes) after the start: a job running when its process
 * died waited that long for a retry. Here the instance that runs a job renews its lease every
 * few seconds by moving `started_on` to now (the heartbeat), and every instance with workers
 * hands a job whose lease lapsed (`started_on` older than the lease) back to its queue at once:
 * a crashed or killed instance's jobs run again within seconds, on this instance after a
 * restart. A handler still running after its `expireInSeconds` is no longer renewed, so it
 * lapses too and counts as a failed attempt (what pg-boss's expiry did).
 */
import type { SqlExecutor } from "./executors.ts";

export interface LeaseOptions {
  /** A job whose lease was not renewed for this long belongs to a dead instance. */
  leaseSeconds: number;
  /** The queues this instance works (it recovers only theirs). */
  queues: () => string[];
  log: (message: string, error?: unknown) => void;
  /** Told after jobs were handed back, so the workers fetch them now. */
  onRecovered: (queues: string[]) => void;
}

interface Lease {
  queue: string;
  /** When the handler's time is up (ms); the lease is no longer renewed after it. */
  until: number;
}

const RECOVERED = JSON.stringify({ message: "the instance running this job stopped renewing it" });

export function createLeases(executor: SqlExecutor, options: LeaseOptions) {
  const held = new Map<string, Lease>();
  let timer: NodeJS.Timeout | undefined;
  let ticking: Promise<void> | undefined;

  /** The jobs this instance still answers for: running and within their time. */
  function live() {
    const now = Date.now();
    return [...held].filter(([, lease]) => lease.until > now);
  }

  async function renew() {
    const jobs = live();
    if (jobs.length === 0) return;
    await executor.executeSql(
      `update pgboss.job set started_on = now()
       where (name, id) in (select * from unnest($1::text[], $2::uuid[])) and state = 'active'`,
      [jobs.map(([, lease]) => lease.queue), jobs.map(([id]) => id)],
    );
  }

  /**
   * Hands lapsed jobs back: to `retry`, due now, while attempts remain (the next fetch counts
   * the attempt), else `failed`; as pg-boss's own expiry does, but without waiting for it.
   */
  async function recover() {
    const queues = options.queues();
    if (queues.length === 0) return;
    const { rows } = await executor.executeSql(
      `with lapsed as (
         select name, id from pgboss.job
         where name = any($1::text[]) and state = 'active'
           and started_on < now() - $2::int * interval '1 second'
           and not (id = any($3::uuid[]))
         for update skip locked
       )
       update pgboss.job j set
         state = case when j.retry_count < j.retry_limit
           then 'retry'::pgboss.job_state else 'failed'::pgboss.job_state end,
         start_after = now(),
         completed_on = case when j.retry_count < j.retry_limit then null else now() end,
         output = $4::jsonb
       from lapsed where j.name = lapsed.name and j.id = lapsed.id
       returning j.name`,
      [queues, options.leaseSeconds, live().map(([id]) => id), RECOVERED],
    );
    const names = [...new Set((rows as { name: string }[]).map((row) => row.name))];
    if (names.length > 0) options.onRecovered(names);
  }

  async function tick() {
    try {
      await renew();
      await recover();
    } catch (error) {
      options.log("job lease renewal failed", error);
    }
  }

  return {
    hold(id: string, queue: string, expireInSeconds: number) {
      held.set(id, { queue, until: Date.now() + expireInSeconds * 1000 });
    },
    release(id: string) {
      held.delete(id);
    },
    /** Recovers what a previous life left at once, then renews and recovers on a timer. */
    async start() {
      // pg-boss indexes only jobs waiting to run; the sweep for lapsed leases, every few
      // seconds, would otherwise read every job kept (completed ones stay for hours).
      // Two instances starting at once may race to create it; the other one's index serves.
      await executor
        .executeSql(
          "create index if not exists job_active_lease on pgboss.job (name, started_on) where state = 'active'",
          [],
        )
        .catch((error: unknown) => options.log("job lease index not created", error));
      await tick();
      // A third of the lease: two renewals may be late before another instance takes a job.
      const every = Math.max(200, (options.leaseSeconds * 1000) / 3);
      timer = setInterval(() => {
        if (!ticking) ticking = tick().finally(() => (ticking = undefined));
      }, every);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await ticking;
    },
  };
}
