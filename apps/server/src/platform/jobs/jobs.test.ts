import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import pg from "pg";
import PgBoss from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import { createUser } from "../../seed/factories.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { TestClient } from "../../test/client.ts";
import { type Database, openDatabase } from "../db/index.ts";
import { inTransaction } from "../db/transaction.ts";
import { outboxMessages } from "../mail/tables.ts";
import { MAIL_JOB } from "../outbox/index.ts";
import { sessions } from "../session/tables.ts";
import { databaseExecutor } from "./executors.ts";
import { createJobs, type Jobs, type JobsOptions } from "./index.ts";

const PASSWORD = "Sturdy-Lantern-83";

async function waitFor<T>(probe: () => Promise<T | undefined>, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** One database that outlives an app: a PGlite directory, or a database on TEST_DATABASE_URL. */
async function durableDatabase() {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const dir = mkdtempSync(join(tmpdir(), "platform-jobs-"));
    return {
      open: () => openDatabase({ pgliteDir: dir }),
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const name = `test_jobs_${Date.now()}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    open: () => openDatabase({ url: url.toString(), poolSize: 4 }),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}

describe("the outbox survives a restart", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "platform-jobs-data-"));
  const env = {
    LOG_LEVEL: "silent",
    DATA_DIR: dataDir,
    APP_KEY: randomBytes(32).toString("hex"),
    SEED_DEMO: "false",
    WEB_DIST_DIR: join(dataDir, "no-web-app"),
  };
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  async function start(database: Database, workers: boolean) {
    const config = loadConfig({ ...env, JOB_WORKERS: String(workers), JOB_POLL_SECONDS: "1" });
    const app = await buildApp({ config, database, db: database.db });
    await app.ready();
    return app;
  }

  it("mails the reset link after a restart when the server stopped before delivering it", async () => {
    const store = await durableDatabase();
    try {
      // First life: the request commits its job, and the server stops before any worker runs.
      let database = await store.open();
      const email = `restart-${randomBytes(4).toString("hex")}@example.com`;
      await createUser(database.db, { name: "Restart", email, password: PASSWORD });
      let app = await start(database, false);
      const reply = await new TestClient(app).post("/api/forgot-password", { email });
      expect(reply.status).toBe(200);
      expect(await database.db.select().from(outboxMessages)).toHaveLength(0);
      await app.close();
      await database.close();

      // Second life: the workers find the job, make the link and deliver the email.
      database = await store.open();
      app = await start(database, true);
      const delivered = await waitFor(async () => {
        const [row] = await database.db
          .select()
          .from(outboxMessages)
          .where(eq(outboxMessages.recipient, email));
        return row;
      });
      expect(delivered.subject).toBe("Reset your password");
      expect(delivered.body).toContain("/reset-password?token=");
      await app.close();
      await database.close();
    } finally {
      await store.drop();
    }
  }, 120_000);
});

describe("jobs", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const message = (to: string) => ({ channel: "email" as const, to, subject: "Hi", text: "Hello" });
  const mailTo = (to: string) =>
    t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, to));

  it("delivers an outbox row only when its transaction commits", async () => {
    await expect(
      inTransaction(t.db, async (tx) => {
        await t.app.jobs.sendInTransaction(tx, MAIL_JOB, message("rolled-back@example.com"));
        throw new Error("the change fails");
      }),
    ).rejects.toThrow("the change fails");
    await inTransaction(t.db, async (tx, afterCommit) => {
      await t.app.jobs.sendInTransaction(tx, MAIL_JOB, message("committed@example.com"));
      afterCommit(() => t.app.jobs.wake(MAIL_JOB));
    });
    expect(await t.app.jobs.drain()).toBe(1);
    expect(await mailTo("rolled-back@example.com")).toHaveLength(0);
    expect(await mailTo("committed@example.com")).toHaveLength(1);
  });

  it("runs the session sweep as a job: expired sessions go, live ones stay", async () => {
    const hour = 3_600_000;
    await t.db.insert(sessions).values([
      { id: "sweep-expired", csrfTokenHash: "x", expiresAt: new Date(Date.now() - hour) },
      { id: "sweep-live", csrfTokenHash: "x", expiresAt: new Date(Date.now() + hour) },
    ]);
    await t.app.jobs.send("sessions.sweep", {});
    expect(await t.app.jobs.drain()).toBe(1);
    const left = await t.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(sql`${sessions.id} like 'sweep-%'`);
    expect(left.map((row) => row.id)).toEqual(["sweep-live"]);
  });

  it("schedules the sweeps (sessions, rate limits, lapsed quotes quarter-hourly; renewals and events ahead of a date hourly; files nightly)", async () => {
    const { rows } = (await t.db.execute(
      sql`select name, cron from pgboss.schedule order by name`,
    )) as unknown as { rows: { name: string; cron: string }[] };
    expect(rows).toEqual([
      // PGlite has no autovacuum: the planner's statistics are gathered hourly.
      { name: "company-events.ahead-sweep", cron: "11 * * * *" },
      ...(t.database.kind === "pglite" ? [{ name: "database.analyze", cron: "7 * * * *" }] : []),
      { name: "files.sweep", cron: "40 3 * * *" },
      { name: "rate-limits.sweep", cron: "*/15 * * * *" },
      { name: "renewals.sweep", cron: "5 * * * *" },
      { name: "risks.quote-sweep", cron: "*/15 * * * *" },
      { name: "sessions.sweep", cron: "*/15 * * * *" },
    ]);
  });

  it.runIf(!process.env.TEST_DATABASE_URL)(
    "gathers PGlite's planner statistics as a job",
    async () => {
      const statistics = async () =>
        (
          (await t.db.execute(
            sql`select reltuples::int as estimate, (select count(*)::int from sessions) as actual from pg_class where relname = 'sessions'`,
          )) as unknown as { rows: { estimate: number; actual: number }[] }
        ).rows[0]!;
      await t.app.jobs.send("database.analyze", {});
      expect(await t.app.jobs.drain()).toBe(1);
      const after = await statistics();
      expect(after.estimate).toBe(after.actual);
    },
  );

  it("retries a failing job with backoff until it succeeds", async () => {
    const jobs = createJobs(t.database, { workers: false });
    let attempts = 0;
    jobs.define({
      name: "test.flaky",
      retryLimit: 3,
      retryDelaySeconds: 1,
      handle: async () => {
        attempts += 1;
        if (attempts < 2) throw new Error("provider down");
      },
    });
    await jobs.start();
    try {
      await jobs.send("test.flaky", {});
      await jobs.drain();
      expect(attempts).toBe(1);
      await waitFor(async () => ((await jobs.drain()) > 0 ? true : undefined), 15_000);
      expect(attempts).toBe(2);
      const { rows } = (await t.db.execute(
        sql`select state, retry_count from pgboss.job where name = 'test.flaky'`,
      )) as unknown as { rows: { state: string; retry_count: number }[] };
      expect(rows).toEqual([{ state: "completed", retry_count: 1 }]);
    } finally {
      await jobs.stop();
    }
  });
});

describe("job workers", () => {
  let t: TestApp;
  const started: Jobs[] = [];
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    for (const jobs of started) await jobs.stop();
    await t.close();
  });

  /** Another instance on the test database, with workers, polling only every minute. */
  function instance(options: Partial<JobsOptions> = {}) {
    const jobs = createJobs(t.database, { workers: true, pollingIntervalSeconds: 60, ...options });
    started.push(jobs);
    return jobs;
  }

  const jobRows = async (name: string) =>
    (
      (await t.db.execute(
        sql`select state, retry_count from pgboss.job where name = ${name} order by created_on`,
      )) as unknown as { rows: { state: string; retry_count: number }[] }
    ).rows;

  it("keeps fetching while jobs wait, running as many at once as its concurrency", async () => {
    const jobs = instance({ concurrency: 3 });
    let runningNow = 0;
    let most = 0;
    let done = 0;
    jobs.define({
      name: "test.batch",
      handle: async () => {
        runningNow += 1;
        most = Math.max(most, runningNow);
        await new Promise((resolve) => setTimeout(resolve, 20));
        runningNow -= 1;
        done += 1;
      },
    });
    await jobs.start();
    const t0 = Date.now();
    for (let i = 0; i < 60; i++) await jobs.send("test.batch", { i });
    jobs.wake("test.batch");
    // One poll a minute: only fetching again while jobs wait drains 60 of them in seconds.
    await waitFor(async () => (done === 60 ? true : undefined), 20_000);
    expect(Date.now() - t0).toBeLessThan(20_000);
    expect(most).toBe(3);
    expect((await jobRows("test.batch")).every((row) => row.state === "completed")).toBe(true);
  });

  it("takes a wake during a fetch into account (no job waits for the next poll)", async () => {
    const jobs = instance({ concurrency: 1 });
    const seen: number[] = [];
    jobs.define<{ i: number }>({
      name: "test.wake",
      handle: async ({ i }) => {
        seen.push(i);
      },
    });
    await jobs.start();
    for (let i = 0; i < 5; i++) {
      await jobs.send("test.wake", { i });
      jobs.wake("test.wake");
    }
    await waitFor(async () => (seen.length === 5 ? true : undefined), 10_000);
    expect([...seen].sort()).toEqual([0, 1, 2, 3, 4]);
  });

  it("retries within seconds a job that an instance which died was running", async () => {
    // The dead instance: it fetched the job (now active) and stopped without renewing its lease.
    const dead = new PgBoss({
      db: databaseExecutor(t.database),
      supervise: false,
      schedule: false,
      migrate: false,
    });
    await dead.start();
    await dead.createQueue("test.crash", { name: "test.crash", retryLimit: 2 });
    await dead.send("test.crash", { n: 1 });
    expect(await dead.fetch("test.crash")).toHaveLength(1);
    await dead.stop({ graceful: false, close: false });
    expect(await jobRows("test.crash")).toEqual([{ state: "active", retry_count: 0 }]);

    const ran: number[] = [];
    const jobs = instance({ leaseSeconds: 1 });
    jobs.define<{ n: number }>({
      name: "test.crash",
      retryLimit: 2,
      handle: async ({ n }) => {
        ran.push(n);
      },
    });
    const t0 = Date.now();
    await jobs.start();
    await waitFor(async () => (ran.length > 0 ? true : undefined), 10_000);
    // Not at pg-boss's expiry (five minutes): a second or two after the lease lapsed.
    expect(Date.now() - t0).toBeLessThan(5_000);
    await waitFor(async () => {
      const rows = await jobRows("test.crash");
      return rows[0]?.state === "completed" ? rows : undefined;
    });
    expect(await jobRows("test.crash")).toEqual([{ state: "completed", retry_count: 1 }]);
    expect(ran).toEqual([1]);
  });

  it("renews the lease of a job it is still running: no other instance takes it", async () => {
    let calls = 0;
    const slow = (jobs: Jobs) =>
      jobs.define({
        name: "test.slow",
        handle: async () => {
          calls += 1;
          await new Promise((resolve) => setTimeout(resolve, 3_000));
        },
      });
    const first = instance({ leaseSeconds: 1 });
    const second = instance({ leaseSeconds: 1 });
    slow(first);
    slow(second);
    await first.start();
    await second.start();
    await first.send("test.slow", {});
    first.wake("test.slow");
    second.wake("test.slow");
    await waitFor(async () => {
      const rows = await jobRows("test.slow");
      return rows[0]?.state === "completed" ? true : undefined;
    });
    expect(calls).toBe(1);
    expect(await jobRows("test.slow")).toEqual([{ state: "completed", retry_count: 0 }]);
  });

  it("fails a crashed job for good when it had no attempts left", async () => {
    const dead = new PgBoss({
      db: databaseExecutor(t.database),
      supervise: false,
      schedule: false,
      migrate: false,
    });
    await dead.start();
    await dead.createQueue("test.crash-final", { name: "test.crash-final", retryLimit: 0 });
    await dead.send("test.crash-final", {});
    await dead.fetch("test.crash-final");
    await dead.stop({ graceful: false, close: false });

    let calls = 0;
    const jobs = instance({ leaseSeconds: 1 });
    jobs.define({
      name: "test.crash-final",
      retryLimit: 0,
      handle: async () => {
        calls += 1;
      },
    });
    await jobs.start();
    await waitFor(async () => {
      const rows = await jobRows("test.crash-final");
      return rows[0]?.state === "failed" ? true : undefined;
    }, 10_000);
    expect(calls).toBe(0);
  });
});
