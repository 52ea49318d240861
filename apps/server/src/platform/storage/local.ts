import { createHash, randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { access, mkdir, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { assertStorageKey, STORAGE_KEY, type Storage, type StoredBlob } from "./index.ts";

/** Files under a directory (`DATA_DIR/files`), sharded by the key's first two characters. */
export function localStorage(root: string): Storage {
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return join(root, key.slice(0, 2), key);
  };
  const entries = async (dir: string) => {
    try {
      return await readdir(dir, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
      throw error;
    }
  };
  return {
    kind: "local",
    async put(data, key = randomUUID()) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, data, { flag: "wx" });
      return { key, sha256: createHash("sha256").update(data).digest("hex") };
    },
    get: async (key) => readFile(pathOf(key)),
    async stream(key) {
      const path = pathOf(key);
      await access(path);
      return createReadStream(path);
    },
    has: async (key) =>
      access(pathOf(key)).then(
        () => true,
        () => false,
      ),
    async *list(batchSize) {
      let batch: StoredBlob[] = [];
      for (const shard of await entries(root)) {
        if (!shard.isDirectory()) continue;
        for (const file of await entries(join(root, shard.name))) {
          if (!file.isFile() || !STORAGE_KEY.test(file.name)) continue;
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
      await rm(pathOf(key), { force: true });
    },
  };
}
