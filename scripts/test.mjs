#!/usr/bin/env node
/**
 * The one test command: unit and API tests (Vitest) and, beside them, the web and server build
 * followed by the browser journeys (node:test + playwright-core) against what `npm start` runs.
 * Ends with the line `N passed, N failed`.
 * With TEST_DATABASE_URL set, API tests and journeys run on that PostgreSQL server (each journey
 * on a database of its own, copied from a seeded template).
 *
 * The journeys spend most of their time waiting on a browser and a server, Vitest on the CPU:
 * run together they finish well before the two in a row would. The journeys' report is written
 * to a file and printed when both are done, so the two reports do not interleave.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, openSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const skipE2e = process.argv.includes("--no-e2e") || process.env.SKIP_E2E === "1";
const work = mkdtempSync(join(tmpdir(), "platform-tests-"));

/** Runs a command to its end; resolves with its exit status. */
function run(command, args, stdio = "inherit") {
  return new Promise((done) => {
    const child = spawn(command, args, { stdio });
    child.on("exit", (code) => done(code ?? 1));
    child.on("error", () => done(1));
  });
}

async function runVitest() {
  const report = join(work, "vitest.json");
  const status = await run("npx", [
    "vitest",
    "run",
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${report}`,
  ]);
  try {
    const { numPassedTests, numFailedTests } = JSON.parse(readFileSync(report, "utf8"));
    return { status, pass: numPassedTests, fail: numFailedTests };
  } catch {
    console.error("Vitest wrote no report.");
    return { status: 1, pass: 0, fail: 1 };
  }
}

/** Builds what the journeys drive, then runs every journey; counts come from its TAP report. */
async function runJourneys() {
  const log = join(work, "e2e.log");
  const output = openSync(log, "w");
  const print = () => process.stdout.write(readFileSync(log, "utf8"));
  if ((await run("npm", ["run", "build"], ["ignore", output, output])) !== 0) {
    return { status: 1, pass: 0, fail: 1, print };
  }
  const tap = join(work, "e2e.tap");
  // No rerun: a journey that fails is a failure to fix, not a flake to retry.
  const status = await run(
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
    ["ignore", output, output],
  );
  try {
    const text = readFileSync(tap, "utf8");
    return {
      status,
      pass: Number(/^# pass (\d+)/m.exec(text)?.[1] ?? 0),
      fail: Number(/^# fail (\d+)/m.exec(text)?.[1] ?? 0),
      print,
    };
  } catch {
    console.error("The browser journeys wrote no report.");
    return { status: 1, pass: 0, fail: 1, print };
  }
}

const [vitest, journeys] = await Promise.all([runVitest(), skipE2e ? null : runJourneys()]);
if (journeys) {
  console.log("\n== browser journeys ==");
  journeys.print();
}
const parts = [vitest, journeys].filter(Boolean);
const passed = parts.reduce((sum, part) => sum + part.pass, 0);
const failed = parts.reduce((sum, part) => sum + part.fail, 0);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 || parts.some((part) => part.status !== 0) ? 1 : 0);
