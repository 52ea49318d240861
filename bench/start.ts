/**
 * Start-up benchmark (`npm run bench:start`): milliseconds from spawning the server to its first
 * healthy answer, for the compiled bundle (`npm start`) and the TypeScript sources through tsx
 * (what `npm start` ran before). Cold = an empty PGlite directory (migrations and demo seed);
 * warm = the same directory again, and a seeded PostgreSQL database. Median of BENCH_RUNS (3).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createBenchDatabase } from "./support/database.ts";
import { buildServer, type ServerMode, startServer } from "./support/server.ts";

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!;

async function timeStart(env: Record<string, string>, mode: ServerMode) {
  const server = await startServer(env, mode);
  await server.stop();
  return server.startMs;
}

buildServer();
const modes: ServerMode[] = ["compiled", "tsx"];
const figures: Record<string, Record<ServerMode, number[]>> = {
  "cold, PGlite": { compiled: [], tsx: [] },
  "warm, PGlite": { compiled: [], tsx: [] },
  "warm, PostgreSQL": { compiled: [], tsx: [] },
};
const postgres = await createBenchDatabase("postgres", 0);
try {
  for (let run = 0; run < RUNS; run++) {
    for (const mode of modes) {
      const dataDir = mkdtempSync(join(tmpdir(), "platform-start-"));
      try {
        figures["cold, PGlite"]![mode].push(await timeStart({ DATA_DIR: dataDir }, mode));
        figures["warm, PGlite"]![mode].push(await timeStart({ DATA_DIR: dataDir }, mode));
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
      figures["warm, PostgreSQL"]![mode].push(await timeStart(postgres.env, mode));
    }
  }
} finally {
  await postgres.drop();
}
for (const [label, byMode] of Object.entries(figures)) {
  const compiled = median(byMode.compiled);
  const tsx = median(byMode.tsx);
  console.log(
    `start (${label}): compiled ${(compiled / 1000).toFixed(2)} s, tsx ${(tsx / 1000).toFixed(2)} s`,
  );
}
