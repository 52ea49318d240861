import { join } from "node:path";
import type { Config } from "../../config.ts";
import type { Db } from "../db/index.ts";
import type { Storage } from "./index.ts";
import { localStorage } from "./local.ts";
import { postgresStorage } from "./postgres.ts";

/** The driver `FILE_STORAGE` names (the local disk by default). */
export function createStorage(config: Config, db: Db): Storage {
  switch (config.fileStorage) {
    case "postgres":
      return postgresStorage(db);
    default:
      return localStorage(join(config.dataDir, "files"));
  }
}
