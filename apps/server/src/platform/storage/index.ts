import { createHash, randomUUID } from "node:crypto";
import { mkdir, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";

/** A stored blob as the orphan sweep sees it. */
export interface StoredBlob {
  key: string;
  /** When it was written: a blob younger than the sweep's grace may belong to an open upload. */
  modifiedAt: Date;
}

/** Where file bytes live. Local disk by default; an S3-compatible backend fits the same shape. */
export interface Storage {
  put(data: Buffer): Promise<{ key: string; sha256: string }>;
  get(key: string): Promise<Buffer>;
  /** Every stored blob, a batch at a time (the files sweep compares them with the database). */
  list(batchSize: number): AsyncIterable<StoredBlob[]>;
  /** Removes a blob; a key that is already gone is not an error. */
  delete(key: string): Promise<void>;
}

const KEY = /^[0-9a-f-]{36}$/;

export function localStorage(root: string): Storage {
  const pathOf = (key: string) => join(root, key.slice(0, 2), key);
  const entries = async (dir: string) => {
    try {
      return await readdir(dir, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
      throw error;
    }
  };
  return {
    async put(data) {
      const key = randomUUID();
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, data, { flag: "wx" });
      return { key, sha256: createHash("sha256").update(data).digest("hex") };
    },
    get: (key) => readFile(pathOf(key)),
    async *list(batchSize) {
      let batch: StoredBlob[] = [];
      for (const shard of await entries(root)) {
        if (!shard.isDirectory()) continue;
        for (const file of await entries(join(root, shard.name))) {
          if (!file.isFile() || !KEY.test(file.name)) continue;
          const info = await stat(join(root, shard.name, file.name)).catch(() => null);
          if (!info) continue;
          batch.push({ key: file.name, modifiedAt: info.mtime });
          if (batch.length >= batchSize) {
            yield batch;
            batch = [];
          }
        }
      }
      if (batch.length > 0) yield batch;
    },
    async delete(key) {
      if (!KEY.test(key)) throw new Error(`not a storage key: ${key}`);
      await rm(pathOf(key), { force: true });
    },
  };
}
