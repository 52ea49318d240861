/**
 * Background jobs benchmark (`npm run bench:jobs`): how fast a restarted server drains its
 * document generation queue. On PGlite (always) and on PostgreSQL (when BENCH_DATABASE_URL is
 * set), with the demo market:
 *
 * 1. an in-process app without workers places BENCH_POLICIES (default 500) professional
 *    indemnity policies through the API as Harbourside's broker (create, submit, bind), which
 *    queues two real `documents.generate` jobs per policy (the quote's and the bind's
 *    documents): 1,000 jobs;
 * 2. the practical limit: the same jobs run one after another in that process (`jobs.drain()`,
 *    the handler itself with one fetch and one completion per job), timed;
 * 3. the documents are taken back (rows, generation state, the jobs queued again) and the app is
 *    restarted with its workers on: the time from the start until the last document job is done.
 *
 * Other queues (the bind emails) are held back in both runs so that both times are the same
 * documents. BENCH_PROFILE=<path prefix> writes a CPU profile of the one-after-another run.
 * Prints one line per database:
 * `jobs: <n> document jobs drained in <s> s by the workers (<per minute>/min, concurrency <c>),
 *  <s> s one after another in-process (<ratio>x) …`. Target: 1,000 in under 2 minutes.
 */
import { randomBytes } from "node:crypto";
import { writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../apps/server/src/app.ts";
import { loadConfig } from "../apps/server/src/config.ts";
import { findCompanyByHandle } from "../apps/server/src/modules/companies/index.ts";
import { GENERATE_DOCUMENTS_JOB } from "../apps/server/src/modules/documents/index.ts";
import { todayIn } from "../apps/server/src/modules/rating/index.ts";
import { type Database, openDatabase } from "../apps/server/src/platform/db/index.ts";
import { InjectClient } from "../apps/server/src/platform/http/inject-client.ts";
import { defaultConcurrency } from "../apps/server/src/platform/jobs/index.ts";
import { DEMO_PASSWORD } from "../apps/server/src/seed/demo.ts";
import { type BenchDatabase, createBenchDatabase } from "./support/database.ts";

/** Each bound policy queues two document jobs: its quote's and its bind's schedule. */
const POLICIES = Number(process.env.BENCH_POLICIES ?? 500);
const TARGET_SECONDS = 120;
const APP_KEY = randomBytes(32).toString("hex");

async function openBench(bench: BenchDatabase): Promise<Database> {
  const url = bench.env.DATABASE_URL;
  return url
    ? openDatabase({ url, poolSize: 10 })
    : openDatabase({ pgliteDir: join(bench.env.DATA_DIR!, "db") });
}

async function startApp(bench: BenchDatabase, database: Database, workers: boolean) {
  const config = loadConfig({
    ...bench.env,
    LOG_LEVEL: "silent",
    APP_KEY,
    SEED_DEMO: "false",
    DEMO_BOOK: "false",
    JOB_WORKERS: String(workers),
    ...(process.env.JOB_CONCURRENCY ? { JOB_CONCURRENCY: process.env.JOB_CONCURRENCY } : {}),
    WEB_DIST_DIR: join(bench.env.DATA_DIR!, "no-web-app"),
  });
  const app = await buildApp({ config, database, db: database.db });
  await app.ready();
  return app;
}

async function ok<T>(call: Promise<{ status: number; body: T }>, what: string): Promise<T> {
  const response = await call;
  if (response.status >= 300) {
    throw new Error(`${what} answered ${response.status} ${JSON.stringify(response.body)}`);
  }
  return response.body;
}

/** `count` bound PI policies through the API, as the demo book places its own. */
async function placeBoundPolicies(app: FastifyInstance, database: Database, count: number) {
  const harbourside = (await findCompanyByHandle(database.db, "harbourside"))?.id;
  const coastal = (await findCompanyByHandle(database.db, "coastal"))?.id;
  if (!harbourside || !coastal) throw new Error("no demo market");
  const broker = new InjectClient(app);
  await broker.login("broker@demo.test", DEMO_PASSWORD);
  const available = await ok(
    broker.get<{ data: { id: number; name: string; underwriter: { id: number } }[] }>(
      `/api/companies/${harbourside}/available-packages`,
    ),
    "available packages",
  );
  const pi = available.data.find(
    (p) => p.underwriter.id === coastal && p.name === "Consultants Professional Package",
  );
  if (!pi) throw new Error("Harbourside is not offered the PI package");
  const risks = `/api/companies/${harbourside}/risks`;
  const today = todayIn("Australia/Brisbane");
  const address = { line1: "1 Bench Street", city: "Sydney", state: "NSW", postcode: "2000" };
  for (let i = 0; i < count; i++) {
    const name = `Bench Consulting ${i + 1} Pty Ltd`;
    const created = await ok(
      broker.post<{ id: number }>(risks, {
        productPackageId: pi.id,
        inceptionDate: today,
        termMonths: 12,
        insured: { name, email: `bench${i}@example.com`, address: { ...address, country: "AU" } },
        answers: {
          businessName: name,
          profession: (["accountant", "architect", "engineer", "it"] as const)[i % 4],
          revenue: 500_000 + (i % 20) * 50_000,
          address: { ...address, country: "AU" },
          limit: "1000000",
          claims: false,
        },
      }),
      `create ${name}`,
    );
    await ok(broker.post(`${risks}/${created.id}/submit`, {}), `submit ${name}`);
    await ok(broker.post(`${risks}/${created.id}/bind`, { declaration: true }), `bind ${name}`);
  }
}

async function rows<T>(database: Database, query: ReturnType<typeof sql>) {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Document jobs not yet completed, and those that failed for good. */
async function documentJobsLeft(database: Database) {
  const [row] = await rows<{ waiting: number; failed: number }>(
    database,
    sql`select count(*) filter (where state < 'completed')::int as waiting,
          count(*) filter (where state = 'failed')::int as failed
        from pgboss.job where name = ${GENERATE_DOCUMENTS_JOB}`,
  );
  return row!;
}

/** Holds every other queue's jobs back a day (the bind emails), so both runs time documents. */
async function holdOtherQueues(database: Database) {
  await database.db.execute(sql`update pgboss.job set start_after = now() + interval '1 day'
    where name <> ${GENERATE_DOCUMENTS_JOB} and state < 'active'`);
}

/** Takes the generated documents back and queues their jobs again, as they were before. */
async function takeDocumentsBack(database: Database) {
  // Their files stay, renamed out of the way (a generated file is never replaced).
  await database.db.execute(sql`update files set name = 'taken back ' || id || '.pdf'
    where id in (select v.file_id from file_versions v
      join transaction_documents d on d.file_version_id = v.id)`);
  await database.db.execute(sql`delete from transaction_documents`);
  await database.db.execute(
    sql`update document_generations set status = 'pending', attempts = 0, error = null`,
  );
  await database.db.execute(sql`update pgboss.job set state = 'created', started_on = null,
      completed_on = null, retry_count = 0, output = null, start_after = now()
    where name = ${GENERATE_DOCUMENTS_JOB}`);
}

/** With BENCH_PROFILE=<path prefix>: a CPU profile of the one-after-another run. */
async function startProfile() {
  if (!process.env.BENCH_PROFILE) return undefined;
  const session = new Session();
  session.connect();
  await session.post("Profiler.enable");
  await session.post("Profiler.start");
  return {
    async stop(path: string) {
      const { profile } = await session.post("Profiler.stop");
      writeFileSync(path, JSON.stringify(profile));
      session.disconnect();
    },
  };
}

async function run(kind: "pglite" | "postgres") {
  const bench = await createBenchDatabase(kind, 0);
  try {
    let database = await openBench(bench);
    let app = await startApp(bench, database, false);
    const placing = performance.now();
    await placeBoundPolicies(app, database, POLICIES);
    const placeSeconds = (performance.now() - placing) / 1000;
    await holdOtherQueues(database);
    const queued = (await documentJobsLeft(database)).waiting;

    // The practical limit: the same jobs one after another, in this process.
    const profile = await startProfile();
    const direct = performance.now();
    await app.jobs.drain();
    const directSeconds = (performance.now() - direct) / 1000;
    await profile?.stop(`${process.env.BENCH_PROFILE}.${kind}.cpuprofile`);
    const [issued] = await rows<{ n: number }>(
      database,
      sql`select count(*)::int as n from transaction_documents`,
    );
    await takeDocumentsBack(database);
    await app.close();
    await database.close();

    // A restart with the queue full: from the start until the last document job is done.
    const restart = performance.now();
    database = await openBench(bench);
    app = await startApp(bench, database, true);
    const startSeconds = (performance.now() - restart) / 1000;
    let left = await documentJobsLeft(database);
    while (left.waiting > 0) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      left = await documentJobsLeft(database);
    }
    const drainSeconds = (performance.now() - restart) / 1000;
    await app.close();
    await database.close();

    const perMinute = (queued / drainSeconds) * 60;
    console.log(
      `jobs: ${queued} document jobs (${issued?.n ?? 0} documents) drained in ${drainSeconds.toFixed(1)} s by the workers after a restart (${perMinute.toFixed(0)}/min, concurrency ${process.env.JOB_CONCURRENCY ?? defaultConcurrency()} on ${availableParallelism()} cores, ${left.failed} failed), ${directSeconds.toFixed(1)} s one after another in-process (${(drainSeconds / directSeconds).toFixed(2)}x the practical limit); target < ${TARGET_SECONDS} s for 1,000: ${(drainSeconds / queued) * 1000 < TARGET_SECONDS ? "met" : "MISSED"} (${bench.label}; the restart took ${startSeconds.toFixed(1)} s of it; placing ${POLICIES} policies took ${placeSeconds.toFixed(0)} s)`,
    );
  } finally {
    await bench.drop();
  }
}

await run("pglite");
if (process.env.BENCH_DATABASE_URL) await run("postgres");
