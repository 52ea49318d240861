import { PRODUCT_NAME } from "@platform/domain";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { ensureCompanyTypePermissions } from "./modules/companies/index.ts";
import { openDatabase } from "./platform/db/index.ts";
import { DEMO_PASSWORD, demoUsers, seedDemoMarket } from "./seed/demo.ts";
import { seedDemoBook } from "./seed/demo-book.ts";

const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl
    ? { url: config.databaseUrl, poolSize: config.databasePoolSize }
    : { pgliteDir: config.pgliteDir },
);
const { db } = database;

await ensureCompanyTypePermissions(db);
const seed = config.seedDemo ? await seedDemoMarket(db) : { seeded: false };
const app = await buildApp({ config, database, db });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, "shutting down");
  // Closing the app stops the job workers (waiting a while for running jobs) before the database.
  await app.close();
  await database.close();
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));

const address = await app.listen({ port: config.port, host: config.host });
// The book goes through the API once the app listens (start-up does not wait for it). A failure
// leaves the market as it is (what was placed stays) and the app runs regardless.
const book =
  seed.seeded && config.demoBook
    ? await seedDemoBook(app, db).then(
        () => "  Demo book of business placed (Harbourside with Coastal).",
        (error: unknown) => {
          app.log.warn({ err: error }, "the demo book of business could not be placed");
          return "  The demo book of business could not be placed (see the log).";
        },
      )
    : null;
const url = address.replace("0.0.0.0", "localhost").replace("[::]", "localhost");
const lines = [
  "",
  `  ${PRODUCT_NAME} is running at ${url}  (database: ${database.kind === "pglite" ? `PGlite in ${config.pgliteDir}` : "PostgreSQL"})`,
  `  API docs: ${url}/api/docs`,
];
if (config.seedDemo) {
  lines.push(
    seed.seeded ? "  Demo market seeded." : "  Demo market already present.",
    ...(book ? [book] : []),
    `  Demo logins (password ${DEMO_PASSWORD}): ${demoUsers.map((user) => user.email).join(", ")}`,
  );
}
console.log(`${lines.join("\n")}\n`);
