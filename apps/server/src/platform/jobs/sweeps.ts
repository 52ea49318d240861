import { sql } from "drizzle-orm";
import type { Database } from "../db/index.ts";
import { deleteExpiredLimits } from "../rate-limit/index.ts";
import { deleteExpiredSessions } from "../session/store.ts";
import type { Jobs } from "./index.ts";

/**
 * Recurring clean-up: expired sessions and rate-limit windows, every quarter hour; on PGlite,
 * which has no autovacuum, the planner's statistics every hour (without them a list over a grown
 * table is planned as if it were empty).
 */
export function defineSweeps(jobs: Jobs, { db, kind }: Database) {
  jobs.define({
    name: "sessions.sweep",
    cron: "*/15 * * * *",
    retryLimit: 0,
    handle: () => deleteExpiredSessions(db),
  });
  jobs.define({
    name: "rate-limits.sweep",
    cron: "*/15 * * * *",
    retryLimit: 0,
    handle: () => deleteExpiredLimits(db),
  });
  if (kind === "pglite") {
    jobs.define({
      name: "database.analyze",
      cron: "7 * * * *",
      retryLimit: 0,
      handle: async () => {
        await db.execute(sql`analyze`);
      },
    });
  }
}
