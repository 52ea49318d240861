import { createHash, randomUUID } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";

/** Where file bytes live. Local disk by default; an S3-compatible backend fits the same shape. */
export interface Storage {
  put(data: Buffer): Promise<{ key: string; sha256: string }>;
  get(key: string): Promise<Buffer>;
}

export function localStorage(root: string): Storage {
  const pathOf = (key: string) => join(root, key.slice(0, 2), key);
  return {
    async put(data) {
      const key = randomUUID();
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, data, { flag: "wx" });
      return { key, sha256: createHash("sha256").update(data).digest("hex") };
    },
    get: (key) => readFile(pathOf(key)),
  };
}
