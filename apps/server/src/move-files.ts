/**
 * `npm run files:move -- --from local --to postgres`: copies a deployment's stored files from one
 * driver to another (platform/storage/move.ts), printing a line per file and a count at the end.
 * Run it with the deployment's environment (DATABASE_URL, DATA_DIR), then set FILE_STORAGE.
 */
import { parseArgs } from "node:util";
import { loadConfig } from "./config.ts";
import { openDatabase } from "./platform/db/index.ts";
import { createStorage } from "./platform/storage/create.ts";
import { moveFiles } from "./platform/storage/move.ts";

const kinds = ["local", "postgres"] as const;
type Kind = (typeof kinds)[number];
const { values } = parseArgs({ options: { from: { type: "string" }, to: { type: "string" } } });
const isKind = (value: string | undefined): value is Kind => kinds.includes(value as Kind);
if (!isKind(values.from) || !isKind(values.to) || values.from === values.to) {
  console.error(`usage: files:move --from <${kinds.join("|")}> --to <${kinds.join("|")}>`);
  process.exit(2);
}

const config = loadConfig(process.env);
const database = await openDatabase(
  config.databaseUrl ? { url: config.databaseUrl } : { pgliteDir: config.pgliteDir },
);
try {
  const from = createStorage({ ...config, fileStorage: values.from }, database.db);
  const to = createStorage({ ...config, fileStorage: values.to }, database.db);
  const report = await moveFiles(from, to, (key, outcome) => console.log(`${outcome}\t${key}`));
  console.log(
    `${report.copied} copied, ${report.alreadyThere} already there, ${report.conflicts.length} conflicts`,
  );
  process.exitCode = report.conflicts.length > 0 ? 1 : 0;
} finally {
  await database.close();
}
