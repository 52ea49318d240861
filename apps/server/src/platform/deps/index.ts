import type { Config } from "../../config.ts";
import type { Database, Db } from "../db/index.ts";
import type { CompanyEventsPort } from "../events/index.ts";
import type { Jobs } from "../jobs/index.ts";
import type { Outbox } from "../outbox/index.ts";
import type { RealtimeHub } from "../realtime/hub.ts";
import type { Storage } from "../storage/index.ts";

/**
 * What every module's routes and services are given. It lives in platform/ (not app.ts) so that
 * modules never import the file that imports them.
 */
export interface BaseDeps {
  config: Config;
  database: Database;
  db: Db;
}

export interface AppDeps extends BaseDeps {
  realtime: RealtimeHub;
  storage: Storage;
  jobs: Jobs;
  /** Side effects written in a change's transaction, delivered by jobs after it commits. */
  outbox: Outbox;
  /** Raises company events from a change's transaction (the company-events module runs them). */
  events: CompanyEventsPort;
}
