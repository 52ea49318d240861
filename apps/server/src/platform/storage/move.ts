import { createHash } from "node:crypto";
import type { Storage } from "./index.ts";

export interface MoveReport {
  /** Copied this run, each checked by its SHA-256 read back from the target. */
  copied: number;
  /** Already in the target with the same SHA-256 (an earlier, interrupted run). */
  alreadyThere: number;
  /** In both with different contents: left as they are, for a person to look at. */
  conflicts: string[];
}

const sha256 = (data: Buffer) => createHash("sha256").update(data).digest("hex");

/**
 * Copies every file of `from` into `to` under the same key, so the database rows that name the
 * keys stay true. Resumable: a key the target already holds with the same bytes is skipped.
 * Nothing is deleted from the source; switch `FILE_STORAGE` once the report shows no conflict.
 */
export async function moveFiles(
  from: Storage,
  to: Storage,
  onFile: (key: string, outcome: "copied" | "alreadyThere" | "conflict") => void = () => {},
): Promise<MoveReport> {
  const report: MoveReport = { copied: 0, alreadyThere: 0, conflicts: [] };
  for await (const batch of from.list(100)) {
    for (const { key } of batch) {
      const data = await from.get(key);
      const checksum = sha256(data);
      if (await to.has(key)) {
        if (sha256(await to.get(key)) === checksum) {
          report.alreadyThere++;
          onFile(key, "alreadyThere");
        } else {
          report.conflicts.push(key);
          onFile(key, "conflict");
        }
        continue;
      }
      await to.put(data, key);
      if (sha256(await to.get(key)) !== checksum) {
        throw new Error(`file ${key} reads back different from the target: stopped`);
      }
      report.copied++;
      onFile(key, "copied");
    }
  }
  return report;
}
