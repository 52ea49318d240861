/**
 * Risks benchmark (`npm run bench:risks`): on a fresh PostgreSQL database with the demo
 * market, generates 100,000 risk packages for the Coastal underwriter through Harbourside (one
 * risk and one transaction each, statuses, dates and insured names spread), starts the compiled
 * server and measures, one request at a time as a user waits:
 *
 * - the risks list, page of 50, filtered (status Referred) and searched (insured name), as the
 *   underwriter (sees all 100,000) and as the broker;
 * - submit-to-quote: `POST …/risks/{id}/submit` of a complete new business submission that rates
 *   and quotes, end to end through the API;
 * - the practical limit in the same run: a bare Fastify hello-world, one request at a time.
 *
 * Targets: list p95 ≤ 30 ms, submit-to-quote p95 ≤ 50 ms. Environment: BENCH_RISKS (default
 * 100000), BENCH_SAMPLES (default 200), BENCH_DATABASE_URL (PostgreSQL server), BENCH_KEEP=1
 * (keep the generated database and print its URL).
 */
import { professionalIndemnityDemo } from "@platform/domain";
import { sql } from "drizzle-orm";
import { openDatabase } from "../apps/server/src/platform/db/index.ts";
import { demoCompanies } from "../apps/server/src/seed/demo.ts";
import { createBenchDatabase } from "./support/database.ts";
import {
  buildServer,
  freePort,
  signIn,
  spawnUntilHealthy,
  startServer,
  stopChild,
} from "./support/server.ts";

const RISKS = Number(process.env.BENCH_RISKS ?? 100_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const WARM_UP = 20;

const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
};

async function timed(samples: number, request: (i: number) => Promise<Response>) {
  const times: number[] = [];
  for (let i = 0; i < samples + WARM_UP; i++) {
    const started = performance.now();
    const response = await request(i);
    const body = await response.text();
    if (!response.ok) throw new Error(`${response.status}: ${body.slice(0, 300)}`);
    if (i >= WARM_UP) times.push(performance.now() - started);
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

/** 100,000 risk packages in a few set-based statements (no loop over rows). */
async function generateRisks(url: string) {
  const database = await openDatabase({ url });
  try {
    await database.db.execute(sql`
      with coastal as (select id from companies where handle = ${demoCompanies.coastal.handle}),
      harbourside as (select id from companies where handle = ${demoCompanies.harbourside.handle}),
      pkg as (
        select pp.id, pp.main_product_id from product_packages pp
        where pp.company_id = (select id from coastal) order by pp.id limit 1
      ),
      version as (
        select v.id, v.product_id, p.insurance_class_id from product_versions v
        join products p on p.id = v.product_id
        where v.product_id = (select main_product_id from pkg) and v.status = 'published'
        order by v.version_number desc limit 1
      ),
      packages as (
        insert into risk_packages (company_id, broker_company_id, product_package_id, reference,
          insured, insured_name, insured_state, class_id, inception_date, expiry_date, term_months,
          transaction_type, transaction_status, gross_premium, quote_expires_at, created_at,
          updated_at)
        select (select id from coastal), (select id from harbourside), (select id from pkg),
          'BENCH-' || lpad(g::text, 7, '0'),
          jsonb_build_object('name', n.name, 'address', jsonb_build_object('state', s.state,
            'country', 'AU'), 'interestedParties', '[]'::jsonb, 'smallBusinessDeclaration', false),
          n.name, s.state, (select insurance_class_id from version),
          date '2025-01-01' + (g % 700), date '2026-01-01' + (g % 700), 12,
          1, (array[1,3,4,5,6,7,7,7])[1 + g % 8], (1000 + (g % 9000))::numeric(14,2),
          case when g % 8 = 1 then now() + ((g % 30) || ' days')::interval end,
          now() - (g || ' seconds')::interval, now() - (g || ' seconds')::interval
        from generate_series(1, ${RISKS}) g
        cross join lateral (select (array['Kookaburra','Wattle','Banksia','Harbour','Coral',
          'Summit','Blue Gum','Jacaranda'])[1 + g % 8] || ' ' || md5(g::text) || ' Pty Ltd' as name) n
        cross join lateral (select (array['NSW','VIC','QLD','SA','WA','TAS','ACT','NT'])[1 + g % 8]
          as state) s
        returning id, transaction_status, inception_date, gross_premium
      ),
      risk_rows as (
        insert into risks (risk_package_id, product_id, product_version_id, product_kind, position)
        select p.id, (select product_id from version), (select id from version), 1, 0 from packages p
        returning id, risk_package_id
      )
      insert into risk_transactions (risk_id, risk_package_id, type, status, effective_date,
        gross_premium)
      select r.id, p.id, 1, p.transaction_status, p.inception_date, p.gross_premium
      from risk_rows r join packages p on p.id = r.risk_package_id
    `);
    await database.db.execute(sql`analyze risk_packages; analyze risks; analyze risk_transactions`);
  } finally {
    await database.close();
  }
}

class Session {
  constructor(
    readonly url: string,
    readonly cookie: string,
  ) {}
  get xsrf() {
    const match = /XSRF-TOKEN=([^;]+)/.exec(this.cookie);
    return decodeURIComponent(match?.[1] ?? "");
  }
  get(path: string) {
    return fetch(`${this.url}${path}`, { headers: { cookie: this.cookie } });
  }
  post(path: string, body: unknown) {
    return fetch(`${this.url}${path}`, {
      method: "POST",
      headers: {
        cookie: this.cookie,
        "x-xsrf-token": this.xsrf,
        "content-type": "application/json",
      },
      body: JSON.stringify(body),
    });
  }
  async json<T>(response: Promise<Response>): Promise<T> {
    const r = await response;
    const text = await r.text();
    if (!r.ok) throw new Error(`${r.status}: ${text.slice(0, 500)}`);
    return JSON.parse(text) as T;
  }
}

async function companyOf(session: Session) {
  const user = await session.json<{ roles: { companyId: number }[] }>(session.get("/api/user"));
  const id = user.roles[0]?.companyId;
  if (!id) throw new Error("no company");
  return id;
}

buildServer();
const barePort = await freePort();
const bare = await spawnUntilHealthy(
  ["bench/support/bare-fastify.mjs"],
  { PORT: String(barePort) },
  `http://127.0.0.1:${barePort}/health`,
);
console.log(`generating ${RISKS.toLocaleString("en-AU")} risk packages on PostgreSQL…`);
const database = await createBenchDatabase("postgres", 0);
let server: Awaited<ReturnType<typeof startServer>> | undefined;
try {
  const generation = performance.now();
  await generateRisks(database.env.DATABASE_URL as string);
  console.log(`  generated in ${((performance.now() - generation) / 1000).toFixed(1)} s`);
  server = await startServer(database.env);
  const underwriter = new Session(server.url, await signIn(server.url, "underwriter@demo.test"));
  const broker = new Session(server.url, await signIn(server.url, "broker@demo.test"));
  const coastalId = await companyOf(underwriter);
  const harboursideId = await companyOf(broker);

  const listPath = (companyId: number, i: number) =>
    `/api/companies/${companyId}/risks?perPage=50&status=5&search=${["kooka", "wattle", "bank", "coral"][i % 4]}`;
  const total = await underwriter.json<{ meta: { total: number } }>(
    underwriter.get(`/api/companies/${coastalId}/risks?perPage=1`),
  );
  console.log(`  underwriter sees ${total.meta.total} risk packages`);
  const uwList = await timed(SAMPLES, (i) => underwriter.get(listPath(coastalId, i)));
  const brokerList = await timed(SAMPLES, (i) => broker.get(listPath(harboursideId, i)));
  const plainList = await timed(SAMPLES, () =>
    underwriter.get(`/api/companies/${coastalId}/risks?perPage=50`),
  );

  // Submit-to-quote: complete submissions created first (not timed), then submitted one by one.
  const packages = await broker.json<{ data: { id: number }[] }>(
    broker.get(`/api/companies/${harboursideId}/available-packages?perPage=100`),
  );
  const packageId = packages.data[0]?.id;
  if (!packageId) throw new Error("no available package for the broker");
  const answers = professionalIndemnityDemo.testCases[0]?.answers ?? {};
  const ids: number[] = [];
  for (let i = 0; i < SAMPLES + WARM_UP; i++) {
    const created = await broker.json<{ id: number }>(
      broker.post(`/api/companies/${harboursideId}/risks`, {
        productPackageId: packageId,
        inceptionDate: new Date().toISOString().slice(0, 10),
        termMonths: 12,
        insured: {
          name: `Bench Insured ${i} Pty Ltd`,
          address: {
            line1: "1 Macquarie Place",
            city: "Sydney",
            state: "NSW",
            postcode: "2000",
            country: "AU",
          },
        },
        answers,
      }),
    );
    ids.push(created.id);
  }
  let quoted = 0;
  const submit = await timed(SAMPLES, async (i) => {
    const response = await broker.post(
      `/api/companies/${harboursideId}/risks/${ids[i]}/submit`,
      {},
    );
    const clone = response.clone();
    if (response.ok) {
      const body = (await clone.json()) as { transactionStatus?: number };
      if (body.transactionStatus === 3) quoted++;
    }
    return response;
  });
  if (quoted === 0)
    throw new Error("no submission was quoted: check the answers of the demo product");

  const bareLatency = await timed(SAMPLES, () => fetch(`http://127.0.0.1:${barePort}/`));
  const line = `risks: list p95 ${uwList.p95.toFixed(1)} ms underwriter / ${brokerList.p95.toFixed(1)} ms broker (filtered + searched, page of 50 of ${total.meta.total}), unfiltered p95 ${plainList.p95.toFixed(1)} ms; submit-to-quote p95 ${submit.p95.toFixed(1)} ms (${quoted}/${SAMPLES + WARM_UP} quoted); bare fastify p95 ${bareLatency.p95.toFixed(2)} ms; targets list ≤ 30 ms, submit ≤ 50 ms (PostgreSQL)`;
  console.log(`\n${line}`);
} finally {
  await server?.stop();
  // BENCH_KEEP=1 keeps the generated database for EXPLAIN (its URL is printed).
  if (process.env.BENCH_KEEP === "1") console.log(`kept ${database.env.DATABASE_URL}`);
  else await database.drop();
  await stopChild(bare.child);
}
