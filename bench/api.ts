/**
 * API throughput benchmark (`npm run bench:api`). Compiles and starts the real server on a fresh
 * database of each kind (PostgreSQL, then PGlite) seeded with the demo market and 2,000 products
 * for one underwriter, signs in, and measures with autocannon, alternating every round with a
 * bare Fastify hello-world in its own process so both see the same machine load:
 *
 * - `GET /api/user` as the signed-in underwriter (the cost every request pays: session, actor);
 * - `GET /api/companies/{id}/products?page=1&perPage=50` (a page of the 2,000-product list),
 *   plus its latency percentiles one request at a time.
 *
 * Each ratio is the app's median requests per second over the bare server's. Environment:
 * BENCH_SECONDS (per autocannon run, default 5), BENCH_ROUNDS (default 3), BENCH_CONNECTIONS
 * (default 10), BENCH_DATABASES (`postgres,pglite`), BENCH_DATABASE_URL (PostgreSQL server).
 */
import autocannon from "autocannon";
import { type BenchDatabase, createBenchDatabase } from "./support/database.ts";
import {
  buildServer,
  freePort,
  signIn,
  spawnUntilHealthy,
  startServer,
  stopChild,
} from "./support/server.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PRODUCTS = 2_000;
const LATENCY_SAMPLES = 300;
const kinds = (process.env.BENCH_DATABASES ?? "postgres,pglite").split(",") as (
  | "postgres"
  | "pglite"
)[];

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] as number;
};
const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
};

async function load(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  const failed = result.errors + result.timeouts + result.non2xx;
  if (failed > 0) throw new Error(`${url}: ${failed} failed requests`);
  return result.requests.average;
}

/** Bare and app runs alternate; the ratio compares their medians. */
async function compare(bareUrl: string, appUrl: string, headers: Record<string, string>) {
  await load(bareUrl);
  await load(appUrl, headers); // warm-up of both, not counted
  const bare: number[] = [];
  const app: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    bare.push(await load(bareUrl));
    app.push(await load(appUrl, headers));
  }
  return { bare: median(bare), app: median(app), ratio: median(app) / median(bare) };
}

/** One request at a time (at most a minute of them): what a user waits for a page of the list. */
async function latencies(url: string, headers: Record<string, string>) {
  const times: number[] = [];
  const deadline = performance.now() + 60_000;
  for (let i = 0; i < LATENCY_SAMPLES + 20 && performance.now() < deadline; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    if (i >= 20) times.push(performance.now() - started);
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

const summary: string[] = [];
const report = (line: string) => {
  console.log(line);
  summary.push(line);
};

buildServer();
const barePort = await freePort();
const bare = await spawnUntilHealthy(
  ["bench/support/bare-fastify.mjs"],
  { PORT: String(barePort) },
  `http://127.0.0.1:${barePort}/health`,
);
const bareUrl = `http://127.0.0.1:${barePort}/`;

try {
  for (const kind of kinds) {
    let database: BenchDatabase | undefined;
    let server: Awaited<ReturnType<typeof startServer>> | undefined;
    try {
      console.log(`\nseeding ${kind} (demo market, ${PRODUCTS} products)…`);
      database = await createBenchDatabase(kind, PRODUCTS);
      server = await startServer(database.env);
      const cookie = await signIn(server.url, "underwriter@demo.test");
      const headers = { cookie };
      const user = (await (await fetch(`${server.url}/api/user`, { headers })).json()) as {
        roles: { companyId: number }[];
      };
      const companyId = user.roles[0]?.companyId;
      if (!companyId) throw new Error(`no company in /api/user: ${JSON.stringify(user)}`);
      const productsUrl = `${server.url}/api/companies/${companyId}/products?page=1&perPage=50`;
      const listed = (await (await fetch(productsUrl, { headers })).json()) as unknown;
      const rows = Array.isArray(listed) ? listed : (listed as { data: unknown[] }).data;
      console.log(`products list answers ${rows.length} rows`);

      const userRun = await compare(bareUrl, `${server.url}/api/user`, headers);
      console.log(
        `  GET /api/user ${userRun.app.toFixed(0)} req/s, bare ${userRun.bare.toFixed(0)} req/s`,
      );
      const listRun = await compare(bareUrl, productsUrl, headers);
      console.log(
        `  products list ${listRun.app.toFixed(0)} req/s, bare ${listRun.bare.toFixed(0)} req/s`,
      );
      const listLatency = await latencies(productsUrl, headers);

      report(`api: ${userRun.ratio.toFixed(3)} of bare fastify (GET /api/user, ${database.label})`);
      report(
        `api: ${listRun.ratio.toFixed(3)} of bare fastify (GET products list, page of 50 of ${PRODUCTS}, ${database.label})`,
      );
      report(
        `api: products list p95 ${listLatency.p95.toFixed(1)} ms, p50 ${listLatency.p50.toFixed(1)} ms (${rows.length} rows of ${PRODUCTS}, one request at a time, ${database.label})`,
      );
    } finally {
      await server?.stop();
      await database?.drop();
    }
  }
} finally {
  await stopChild(bare.child);
}
console.log(`\n${summary.join("\n")}`);
