#!/usr/bin/env node
/**
 * The one test command: unit and API tests (Vitest), then the browser journeys (node:test +
 * playwright-core) against a freshly built web app and compiled server. Ends with the line
 * `N passed, N failed`.
 * With TEST_DATABASE_URL set, API tests and journeys run on that PostgreSQL server (each journey
 * on a fresh database of its own).
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const skipE2e = process.argv.includes("--no-e2e") || process.env.SKIP_E2E === "1";
const work = mkdtempSync(join(tmpdir(), "platform-tests-"));
let passed = 0;
let failed = 0;
let exitCode = 0;

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) exitCode = 1;
  return result.status;
}

const vitestReport = join(work, "vitest.json");
run("npx", [
  "vitest",
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${vitestReport}`,
]);
try {
  const report = JSON.parse(readFileSync(vitestReport, "utf8"));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
} catch {
  failed += 1;
  console.error("Vitest wrote no report.");
}

if (!skipE2e) {
  // The web app and the compiled server: the journeys drive what `npm start` runs.
  if (run("npm", ["run", "build"]) !== 0) {
    failed += 1;
  } else {
    // No rerun: a journey that fails is a failure to fix, not a flake to retry.
    const journeys = runJourneys();
    passed += journeys.pass;
    failed += journeys.fail;
  }
}

/** Runs every journey with node:test; counts come from its TAP report. */
function runJourneys() {
  const tap = join(work, "e2e.tap");
  spawnSync(
    "node",
    [
      "--test",
      "--test-concurrency=1",
      "--test-reporter=spec",
      "--test-reporter-destination=stdout",
      "--test-reporter=tap",
      `--test-reporter-destination=${tap}`,
      "e2e/journeys/",
    ],
    { stdio: "inherit" },
  );
  try {
    const text = readFileSync(tap, "utf8");
    return {
      pass: Number(/^# pass (\d+)/m.exec(text)?.[1] ?? 0),
      fail: Number(/^# fail (\d+)/m.exec(text)?.[1] ?? 0),
    };
  } catch {
    console.error("The browser journeys wrote no report.");
    return { pass: 0, fail: 1 };
  }
}

if (failed > 0) exitCode = 1;
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(exitCode);
