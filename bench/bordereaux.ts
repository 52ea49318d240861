/**
 * Bordereaux benchmark (`npm run bench:bordereaux`): on a fresh PostgreSQL
 * database with the demo market, generates BENCH_TRANSACTIONS (default 1,000,000) bound
 * transactions (NB, ADJ, CAN with return premiums, REN) under the demo binding agreement's
 * period, starts the compiled server and, in the same run:
 *
 * 1. `COPY (the bordereau's own query) TO STDOUT (FORMAT csv)` through psql to /dev/null: the rate
 *    PostgreSQL itself delivers the same rows;
 * 2. the premium bordereau CSV export through the API as the managing insurer, downloaded by curl
 *    to /dev/null (where psql's output goes), while the server's resident memory
 *    (/proc/<pid>/status VmRSS) is sampled every 50 ms and its CPU time (/proc/<pid>/stat, user
 *    + system) is read before and after; then read once more and checked (every row there).
 *
 * Targets: export rows per second ≥ 0.5 × COPY's; peak server RSS < 100 MB above idle.
 * Environment: BENCH_TRANSACTIONS, BENCH_DATABASE_URL (PostgreSQL server), BENCH_KEEP=1;
 * BENCH_REUSE=<database URL> exports from a database a kept run generated (no generation, not
 * dropped); BENCH_SERVER_FLAGS adds Node flags to the server (e.g. `--cpu-prof`, `--trace-gc`)
 * and BENCH_SERVER_LOG names a file for the server's output.
 */
import { spawn } from "node:child_process";
import { appendFileSync, openSync, readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { bordereauSource } from "../apps/server/src/modules/bordereaux/rows.ts";
import { openDatabase } from "../apps/server/src/platform/db/index.ts";
import { demoCompanies } from "../apps/server/src/seed/demo.ts";
import { createBenchDatabase } from "./support/database.ts";
import { buildServer, freePort, signIn, spawnUntilHealthy, stopChild } from "./support/server.ts";

const TRANSACTIONS = Number(process.env.BENCH_TRANSACTIONS ?? 1_000_000);
const CHUNK = 250_000;

interface Target {
  agreementId: number;
  timezone: string;
  periodId: number;
  dateFrom: string;
  dateTo: string;
}

/** The demo agreement and its published period (where the transactions are generated). */
async function findTarget(database: Awaited<ReturnType<typeof openDatabase>>) {
  const { rows } = (await database.db.execute(sql`
      select a.id as agreement_id, a.timezone, p.id as period_id, v.date_from::text,
        v.date_to::text
      from binding_agreements a
      join binding_agreement_periods p on p.binding_agreement_id = a.id
      join binding_agreement_period_versions v on v.period_id = p.id
        and v.version_number = p.latest_published_version_number
      where exists (select 1 from product_versions pv
        where (pv.details -> 'placement' ->> 'bindingAgreementId')::int = a.id)
      order by a.id, v.date_from limit 1`)) as unknown as {
    rows: {
      agreement_id: number;
      timezone: string;
      period_id: number;
      date_from: string;
      date_to: string;
    }[];
  };
  const target = rows[0];
  if (!target) throw new Error("the demo market has no agreement with a placed product");
  return target;
}

const toTarget = (t: Awaited<ReturnType<typeof findTarget>>): Target => ({
  agreementId: t.agreement_id,
  timezone: t.timezone,
  periodId: t.period_id,
  dateFrom: t.date_from,
  dateTo: t.date_to,
});

/** The transactions generated under the demo agreement's period. */
async function generate(url: string): Promise<Target> {
  const database = await openDatabase({ url });
  try {
    const target = await findTarget(database);
    for (let start = 0; start < TRANSACTIONS; start += CHUNK) {
      const end = Math.min(TRANSACTIONS, start + CHUNK);
      await database.db.execute(sql`
        with version as (
          select pv.id, pv.product_id, p.company_id, p.insurance_class_id from product_versions pv
          join products p on p.id = pv.product_id
          where (pv.details -> 'placement' ->> 'bindingAgreementId')::int = ${target.agreement_id}
            and pv.status = 'published' order by pv.id limit 1
        ),
        pkg as (select pp.id from product_packages pp
          where pp.company_id = (select company_id from version) order by pp.id limit 1),
        broker as (select id from companies where handle = ${demoCompanies.harbourside.handle}),
        span as (select greatest(1, ${target.date_to}::date - ${target.date_from}::date - 1) as days),
        packages as (
          insert into risk_packages (company_id, broker_company_id, product_package_id, reference,
            insured, insured_name, insured_state, class_id, inception_date, expiry_date,
            term_months, transaction_type, transaction_status, policy_number)
          select (select company_id from version), (select id from broker), (select id from pkg),
            'BDX-' || lpad(g::text, 8, '0'),
            jsonb_build_object('name', 'Insured ' || g || ' Pty Ltd', 'address',
              jsonb_build_object('state', 'NSW', 'postcode', '2000', 'country', 'AU')),
            'Insured ' || g || ' Pty Ltd', 'NSW', (select insurance_class_id from version),
            ${target.date_from}::date + (g % (select days from span)),
            ${target.date_from}::date + (g % (select days from span)) + 365, 12,
            1 + g % 4, 7, 'BDX-P-' || lpad(g::text, 8, '0')
          from generate_series(${start + 1}::int, ${end}::int) g
          returning id, inception_date, transaction_type
        ),
        risk_rows as (
          insert into risks (risk_package_id, product_id, product_version_id, product_kind, position)
          select p.id, (select product_id from version), (select id from version), 1, 0
          from packages p
          returning id, risk_package_id
        ),
        money as (
          select r.id as risk_id, p.id as package_id, p.inception_date, p.transaction_type as type,
            (case when p.transaction_type = 3 then -1 else 1 end)
              * (500 + (p.id % 9000) + (p.id % 100) / 100.0)::numeric(14, 2) as gross
          from risk_rows r join packages p on p.id = r.risk_package_id
        ),
        taxed as (
          select m.*, round(m.gross * 0.1, 2) as gst from money m
        )
        insert into risk_transactions (risk_id, risk_package_id, type, status, effective_date,
          premium, base_premium, gross_premium, amount_payable, bound_at)
        select t.risk_id, t.package_id, t.type, 7, t.inception_date,
          jsonb_build_object('grossPremium', t.gross::text, 'basePremium', t.gross::text,
            'emergencyServicesLevy', '0.00', 'premiumGst', t.gst::text,
            'stampDuty', round((t.gross + t.gst) * 0.09, 2)::text,
            'rates', jsonb_build_object('gst', '0.1', 'stampDuty', '0.09', 'levy', null)),
          t.gross, t.gross, t.gross + t.gst,
          t.inception_date + interval '2 hours' + (t.package_id % 3600) * interval '1 second'
        from taxed t`);
      console.log(`  ${end.toLocaleString("en-AU")} transactions`);
    }
    await database.db.execute(sql`analyze risk_packages; analyze risks; analyze risk_transactions`);
    return toTarget(target);
  } finally {
    await database.close();
  }
}

async function existing(url: string): Promise<Target> {
  const database = await openDatabase({ url });
  try {
    return toTarget(await findTarget(database));
  } finally {
    await database.close();
  }
}

/** The bordereau's query with its parameters written in (COPY takes no parameters). */
async function copyQuery(url: string, target: Target) {
  const database = await openDatabase({ url, poolSize: 1 });
  try {
    const { sql: text, params } = bordereauSource(database.db, {
      agreementId: target.agreementId,
      timezone: target.timezone,
      periodFrom: target.dateFrom,
      periodTo: target.dateTo,
      dateFrom: target.dateFrom,
      dateTo: target.dateTo,
    }).all();
    return text.replace(/\$(\d+)/g, (_, n: string) => {
      const value = params[Number(n) - 1];
      return typeof value === "number" ? String(value) : `'${String(value).replaceAll("'", "''")}'`;
    });
  } finally {
    await database.close();
  }
}

function runCopy(url: string, query: string): Promise<number> {
  const started = performance.now();
  const sink = openSync("/dev/null", "w");
  const child = spawn(
    "psql",
    [url, "-v", "ON_ERROR_STOP=1", "-c", `copy (${query}) to stdout (format csv)`],
    {
      stdio: ["ignore", sink, "inherit"],
    },
  );
  return new Promise((resolve, reject) =>
    child.once("exit", (code) =>
      code === 0 ? resolve(performance.now() - started) : reject(new Error(`psql exited ${code}`)),
    ),
  );
}

const rssOf = (pid: number) => {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return Number(match?.[1] ?? 0) / 1024;
};

/** CPU seconds (user + system) a process has used: /proc/<pid>/stat, in clock ticks of 10 ms. */
const cpuOf = (pid: number) => {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
};

/**
 * Downloads to /dev/null with curl, as psql writes COPY's output there: the reading client must
 * cost as little as psql does, or it takes the CPU the export competes for (Node's own HTTP
 * client took 1.5–2.5 s of CPU for the million rows, fetch's web streams 3 s). Answers the bytes.
 */
function download(url: string, cookie: string): Promise<number> {
  const child = spawn(
    "curl",
    [
      "--config",
      "-",
      "--silent",
      "--show-error",
      "--fail",
      "--output",
      "/dev/null",
      "--write-out",
      "%{size_download}",
    ],
    { stdio: ["pipe", "pipe", "inherit"] },
  );
  // The cookie through curl's config on stdin, not its command line.
  child.stdin.end(
    `url = "${url}"\nheader = "cookie: ${cookie}"\nheader = "accept-encoding: identity"\n`,
  );
  let out = "";
  child.stdout.on("data", (chunk: Buffer) => {
    out += chunk.toString();
  });
  return new Promise((resolve, reject) =>
    child.once("exit", (code) =>
      code === 0 ? resolve(Number(out)) : reject(new Error(`curl exited ${code}`)),
    ),
  );
}

const threadsOf = (pid: number) =>
  Number(/Threads:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);

/**
 * Clients that stop reading mid-export: each download is dropped after its first 256 kB. The
 * server must stop the COPY and the CSV workers (its thread count back to idle) and answer the
 * next export whole.
 */
async function abortedExports(url: string, cookie: string, pid: number, count: number) {
  for (let i = 0; i < count; i += 1) {
    const controller = new AbortController();
    const response = await fetch(url, {
      headers: { cookie, "accept-encoding": "identity" },
      signal: controller.signal,
    });
    let bytes = 0;
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        bytes += chunk.length;
        if (bytes > 256 * 1024) controller.abort();
      }
    } catch (error) {
      if ((error as Error).name !== "AbortError") throw error;
    }
  }
  await new Promise((resolve) => setTimeout(resolve, 2000));
  return threadsOf(pid);
}

buildServer();
const reuse = process.env.BENCH_REUSE;
const database = reuse
  ? { env: { DATABASE_URL: reuse }, drop: async () => {} }
  : await createBenchDatabase("postgres", 0);
let stop: (() => Promise<void>) | undefined;
try {
  const url = database.env.DATABASE_URL as string;
  let target: Target;
  if (reuse) target = await existing(url);
  else {
    console.log(`generating ${TRANSACTIONS.toLocaleString("en-AU")} bound transactions…`);
    const generation = performance.now();
    target = await generate(url);
    console.log(`  generated in ${((performance.now() - generation) / 1000).toFixed(1)} s`);
  }

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await spawnUntilHealthy(
    [
      ...(process.env.BENCH_SERVER_FLAGS?.split(" ").filter(Boolean) ?? []),
      "apps/server/dist/main.js",
    ],
    {
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_URL: base,
      LOG_LEVEL: "warn",
      SEED_DEMO: "true",
      // Figures against the seeded market alone (no demo book placed at start).
      DEMO_BOOK: "false",
      ...database.env,
    },
    `${base}/api/health`,
  );
  stop = () => stopChild(server.child);
  const log = process.env.BENCH_SERVER_LOG;
  if (log)
    for (const out of [server.child.stdout, server.child.stderr])
      out?.on("data", (c) => appendFileSync(log, c));
  const pid = server.child.pid as number;
  const cookie = await signIn(base, "insurer@demo.test");
  const user = (await (await fetch(`${base}/api/user`, { headers: { cookie } })).json()) as {
    roles: { companyId: number }[];
  };
  const insurerId = user.roles[0]?.companyId;
  const path = `/api/companies/${insurerId}/bordereaux/${target.agreementId}/download?periodId=${target.periodId}&kind=premium&format=csv`;

  // Warm up on a small range (the route, the cursor, the JIT), then settle and read idle RSS.
  const warm = await fetch(`${base}${path}&dateFrom=${target.dateFrom}&dateTo=${target.dateFrom}`, {
    headers: { cookie },
  });
  if (!warm.ok) throw new Error(`${warm.status}: ${(await warm.text()).slice(0, 300)}`);
  await warm.arrayBuffer();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const idle = rssOf(pid);
  const idleThreads = threadsOf(pid);

  const query = await copyQuery(url, target);
  const copyMs = await runCopy(url, query);

  let peak = idle;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssOf(pid));
  }, 50);
  const cpuBefore = cpuOf(pid);
  const started = performance.now();
  // Uncompressed, as COPY's output is (a browser asks for brotli or gzip and gets it).
  const bytes = await download(`${base}${path}`, cookie);
  const exportMs = performance.now() - started;
  const serverCpu = cpuOf(pid) - cpuBefore;
  clearInterval(sampler);
  peak = Math.max(peak, rssOf(pid));

  const threadsAfterAborts = await abortedExports(`${base}${path}`, cookie, pid, 3);
  // The whole export read once more and checked: every row there, the same bytes as timed.
  const after = await (await fetch(`${base}${path}`, { headers: { cookie } })).text();
  const rows = after.split("\r\n").length - 2;
  if (rows !== TRANSACTIONS)
    throw new Error(`the export has ${rows} rows, expected ${TRANSACTIONS}`);
  if (Buffer.byteLength(after) !== bytes)
    throw new Error(
      `the timed download had ${bytes} bytes, the checked one ${Buffer.byteLength(after)}`,
    );
  const copyRate = TRANSACTIONS / (copyMs / 1000);
  const exportRate = rows / (exportMs / 1000);
  const line = `bordereaux: ${rows.toLocaleString("en-AU")} rows, premium bordereau CSV ${(exportMs / 1000).toFixed(1)} s (${Math.round(exportRate).toLocaleString("en-AU")} rows/s, ${(bytes / 1048576).toFixed(0)} MB) vs COPY of the same query ${(copyMs / 1000).toFixed(1)} s (${Math.round(copyRate).toLocaleString("en-AU")} rows/s): ratio ${(exportRate / copyRate).toFixed(2)} (target ≥ 0.5); server RSS idle ${idle.toFixed(0)} MB, peak ${peak.toFixed(0)} MB, +${(peak - idle).toFixed(0)} MB (target < 100 MB); server CPU during the export ${serverCpu.toFixed(1)} s; threads idle ${idleThreads}, after 3 dropped downloads ${threadsAfterAborts} (PostgreSQL)`;
  console.log(`\n${line}`);
} finally {
  await stop?.();
  if (reuse) {
    // kept as it was
  } else if (process.env.BENCH_KEEP === "1") console.log(`kept ${database.env.DATABASE_URL}`);
  else await database.drop();
}
