import type { Db } from "../db/index.ts";
import { deleteExpiredLimits } from "../rate-limit/index.ts";
import { deleteExpiredSessions } from "../session/store.ts";
import type { Jobs } from "./index.ts";

/** Recurring clean-up: expired sessions and rate-limit windows, every quarter hour. */
export function defineSweeps(jobs: Jobs, db: Db) {
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
}
