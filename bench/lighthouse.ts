/**
 * Lighthouse (mobile, the default simulated throttling) on the compiled server and the built web
 * app (`npm run build` first), on a fresh PGlite database with the demo market:
 *
 * - the login page, signed out;
 * - signed in as underwriter@demo.test, the home page and the products page, twice:
 *   - as a user arrives at them: before each run the browser's cache and cookies are cleared and
 *     the script signs in through the login page in the browser (puppeteer-core, Lighthouse's
 *     own dependency), which opens the home page, so the cache holds what signing in loaded;
 *   - with a cold cache: the session's cookies (signed in over HTTP exactly as the web app does:
 *     XSRF cookie, POST /api/login) and nothing of the app in the cache.
 *   Lighthouse runs with `disableStorageReset`, so the cookies survive into the run; the script
 *   clears the cache itself. (Lighthouse's `--extra-headers` Cookie did not reach the app's own
 *   fetch calls, which then saw no user.)
 *
 * Prints the performance and accessibility scores and LCP per page, the median of BENCH_RUNS
 * (default 3), and Lighthouse's own CPU benchmark index of the machine (its `benchmarkIndex`:
 * higher is faster), so that figures from different days can be told apart by the machine.
 * CHROME_PATH defaults to Debian's chromium-headless-shell (`apt-get install
 * chromium-headless-shell`, the headless-only build automated tests are meant to use) when it is
 * installed, else /usr/bin/chromium: Chromium's full headless mode (156) runs its browser UI in a
 * renderer of its own (the omnibox's WebUI), which takes CPU on every navigation from the page
 * being measured on this 2-core machine (login's median TBT 900–1,400 ms there, 510–680 ms in
 * the shell, same build, same hour). BENCH_CHROME_FLAGS adds Chromium flags (for experiments,
 * e.g. `--renderer-process-limit=1`; the figures in bench/README.md use none).
 */
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { throttling } from "lighthouse/core/config/constants.js";
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";
import puppeteer from "puppeteer-core";
import { createBenchDatabase } from "./support/database.ts";
import { buildServer, DEMO_PASSWORD, root, signIn, startServer } from "./support/server.ts";

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
// BENCH_CPU_SLOWDOWN replaces Lighthouse's default 4x CPU slowdown (the rest of the mobile preset
// is kept): a number, or `calibrated` for the slowdown Lighthouse's throttling guide gives for this
// machine's benchmark index (its "CPU throttling calculator": a mid-tier phone from any host).
const CPU_SLOWDOWN = process.env.BENCH_CPU_SLOWDOWN ?? "4";
const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  ...(process.env.BENCH_CHROME_FLAGS?.split(" ").filter(Boolean) ?? []),
];

const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const chromePath =
  process.env.CHROME_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");

if (!existsSync(join(root, "apps/web/dist/index.html"))) {
  throw new Error("build the web app first: npm run build");
}
/**
 * The multiplier of the CPU throttling calculator linked from Lighthouse's docs/throttling.md
 * (github.com/patrickhulce/lighthouse-cpu-throttling-calculator, pages/index.js): 1,533 is 4x,
 * each 233 above it one more; below 1,300 the slope is gentler.
 */
const calibratedSlowdown = (benchmarkIndex: number) =>
  benchmarkIndex >= 1300
    ? 3 + (benchmarkIndex - 1300) / 233
    : benchmarkIndex >= 800
      ? 2 + (benchmarkIndex - 800) / 500
      : Math.max(1, 1 + (benchmarkIndex - 150) / 650);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!;

buildServer();
const database = await createBenchDatabase("pglite", 0);
const server = await startServer(database.env);
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: CHROME_FLAGS,
});
try {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const [tab] = await browser.pages();
  if (!tab) throw new Error("Chromium has no tab");
  const tabSession = await tab.createCDPSession();
  let cpuSlowdown = Number(CPU_SLOWDOWN);
  let calibration = "";
  if (CPU_SLOWDOWN === "calibrated") {
    // Lighthouse's own benchmark, run three times in the tab before any page is measured.
    const indexes: number[] = [];
    for (let i = 0; i < 3; i++)
      indexes.push(await tab.evaluate(pageFunctions.computeBenchmarkIndex));
    cpuSlowdown = Math.round(calibratedSlowdown(median(indexes)) * 10) / 10;
    calibration = ` calibrated from benchmark index ${Math.round(median(indexes))}`;
  }
  if (!(cpuSlowdown >= 1)) throw new Error(`BENCH_CPU_SLOWDOWN: ${CPU_SLOWDOWN} is not a slowdown`);
  // Signed in, Lighthouse must not reset storage (the cookies would go), so the browser's HTTP
  // cache (and the compiled code kept with it) and the app's storage and cookies (the remembered
  // email too) are cleared here before every run instead.
  const startClean = async () => {
    await tabSession.send("Network.clearBrowserCache");
    await tabSession.send("Storage.clearDataForOrigin", {
      origin: server.url,
      storageTypes: "all",
    });
  };
  // As a user arrives: signed in through the login page in this browser, which leaves what that
  // page and the home page it opens have downloaded in the cache.
  const signedInThroughLoginPage = async () => {
    await startClean();
    await tab.goto(`${server.url}/login`, { waitUntil: "networkidle0" });
    await tab.type('input[autocomplete="username"]', "underwriter@demo.test");
    await tab.type('input[autocomplete="current-password"]', DEMO_PASSWORD);
    await tab.click('button[type="submit"]');
    await tab.waitForFunction(() => window.location.pathname === "/", { timeout: 30_000 });
    await tab.waitForNetworkIdle();
    await tab.goto("about:blank");
  };
  // The worst case: the session's cookies with nothing of the app in the cache (a browser that
  // has a session but has dropped its cache).
  const cookie = await signIn(server.url, "underwriter@demo.test");
  const signedInColdCache = async () => {
    await startClean();
    await browser.setCookie(
      ...cookie.split("; ").map((pair) => {
        const index = pair.indexOf("=");
        return { name: pair.slice(0, index), value: pair.slice(index + 1), domain: "127.0.0.1" };
      }),
    );
  };
  const pages: { name: string; url: string; before?: () => Promise<void> }[] = [
    { name: "login (signed out)", url: `${server.url}/login` },
    { name: "home (signed in)", url: `${server.url}/`, before: signedInThroughLoginPage },
    {
      name: "products (signed in)",
      url: `${server.url}/company/products`,
      before: signedInThroughLoginPage,
    },
    { name: "home (signed in, cold cache)", url: `${server.url}/`, before: signedInColdCache },
    {
      name: "products (signed in, cold cache)",
      url: `${server.url}/company/products`,
      before: signedInColdCache,
    },
  ];
  // BENCH_PAGES=login,products measures only the pages whose names start with those words.
  const only = process.env.BENCH_PAGES?.split(",");
  const lines: string[] = [];
  for (const page of pages.filter((p) => !only || only.some((w) => p.name.startsWith(w)))) {
    const performance: number[] = [];
    const accessibility: number[] = [];
    const lcp: number[] = [];
    const cpu: number[] = [];
    for (let run = 0, retries = 0; run < RUNS; run++) {
      await page.before?.();
      const result = await lighthouse(page.url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility"],
        disableStorageReset: page.before !== undefined,
        throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown },
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`no Lighthouse result for ${page.url}`);
      // Chromium now and then loses a trace ("NO_NAVSTART"): that run is measured again.
      if (lhr.runtimeError && retries < 3) {
        console.log(`  ${page.name}: ${lhr.runtimeError.code}, measured again`);
        retries += 1;
        run -= 1;
        continue;
      }
      if (lhr.runtimeError) throw new Error(`${page.url}: ${lhr.runtimeError.message}`);
      if (lhr.finalDisplayedUrl !== page.url) {
        throw new Error(`${page.url} ended on ${lhr.finalDisplayedUrl} (not signed in?)`);
      }
      // BENCH_REPORTS=<dir> keeps every run's full report (LCP element and phases, requests).
      if (process.env.BENCH_REPORTS) {
        mkdirSync(process.env.BENCH_REPORTS, { recursive: true });
        writeFileSync(
          join(
            process.env.BENCH_REPORTS,
            `${page.name.split(" ")[0]}${page.name.includes("cold") ? "-cold" : ""}-${run + 1}.json`,
          ),
          JSON.stringify(lhr),
        );
      }
      performance.push(Math.round((lhr.categories.performance?.score ?? 0) * 100));
      accessibility.push(Math.round((lhr.categories.accessibility?.score ?? 0) * 100));
      lcp.push(lhr.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN);
      cpu.push(Math.round(lhr.environment.benchmarkIndex));
      const metric = (id: string) => lhr.audits[id]?.displayValue ?? "?";
      console.log(
        `  ${page.name}: FCP ${metric("first-contentful-paint")}, LCP ${metric("largest-contentful-paint")}, TBT ${metric("total-blocking-time")}, SI ${metric("speed-index")}, CLS ${metric("cumulative-layout-shift")}`,
      );
      const failing = Object.values(lhr.audits)
        .filter((audit) => audit.score !== null && audit.score < 1)
        .filter((audit) =>
          lhr.categories.accessibility?.auditRefs.some((ref) => ref.id === audit.id),
        )
        .map((audit) => audit.id);
      if (failing.length > 0) {
        console.log(`  ${page.name}: accessibility audits failing: ${failing.join(", ")}`);
        for (const id of failing) {
          const items =
            (
              lhr.audits[id]?.details as {
                items?: { node?: { snippet?: string; explanation?: string } }[];
              }
            )?.items ?? [];
          for (const item of items.slice(0, 5)) {
            console.log(
              `    ${id}: ${item.node?.snippet ?? "?"} (${item.node?.explanation?.split("\n").join(" ") ?? ""})`,
            );
          }
        }
      }
    }
    const line = `lighthouse ${page.name}: performance ${median(performance)}, accessibility ${median(accessibility)}, LCP ${(median(lcp) / 1000).toFixed(1)} s (runs: ${performance.join(", ")}; CPU benchmark index ${median(cpu)})`;
    console.log(line);
    lines.push(line);
  }
  console.log(
    `\n${lines.join("\n")}\n(browser: ${chromePath}; CPU slowdown ${cpuSlowdown}x${calibration})`,
  );
  await browser.disconnect();
} finally {
  chrome.kill();
  await server.stop();
  await database.drop();
}
