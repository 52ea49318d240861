import { createHash, randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { and, asc, eq, gt, gte, lt } from "drizzle-orm";
import type { Db } from "../db/index.ts";
import { inTransaction } from "../db/transaction.ts";
import { assertStorageKey, type Storage, StoredFileMissing } from "./index.ts";
import { storedFileChunks, storedFiles } from "./tables.ts";

/** 256 KiB: a 20 MB upload is 80 rows, written four to a statement and read four at a time. */
export const CHUNK_BYTES = 256 * 1024;
const CHUNKS_PER_STATEMENT = 4;

const asBuffer = (bytes: Uint8Array) =>
  Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/**
 * Files in the application's database: every instance on it reads every file, with nothing more
 * to run. A file is written in one transaction (all its chunks or none).
 */
export function postgresStorage(db: Db): Storage {
  async function exists(key: string) {
    const [row] = await db
      .select({ key: storedFiles.key })
      .from(storedFiles)
      .where(eq(storedFiles.key, key));
    return Boolean(row);
  }

  async function chunksFrom(key: string, seq: number) {
    const rows = await db
      .select({ seq: storedFileChunks.seq, data: storedFileChunks.data })
      .from(storedFileChunks)
      .where(
        and(
          eq(storedFileChunks.key, key),
          gte(storedFileChunks.seq, seq),
          lt(storedFileChunks.seq, seq + CHUNKS_PER_STATEMENT),
        ),
      )
      .orderBy(asc(storedFileChunks.seq));
    return rows.map((row) => asBuffer(row.data));
  }

  return {
    kind: "postgres",
    async put(data, key = randomUUID()) {
      assertStorageKey(key);
      const sha256 = createHash("sha256").update(data).digest("hex");
      const chunks: { key: string; seq: number; data: Buffer }[] = [];
      for (let offset = 0, seq = 0; offset < data.length || seq === 0; offset += CHUNK_BYTES) {
        chunks.push({ key, seq: seq++, data: data.subarray(offset, offset + CHUNK_BYTES) });
      }
      await inTransaction(db, async (tx) => {
        await tx.insert(storedFiles).values({ key, size: data.length, sha256 });
        for (let i = 0; i < chunks.length; i += CHUNKS_PER_STATEMENT) {
          await tx.insert(storedFileChunks).values(chunks.slice(i, i + CHUNKS_PER_STATEMENT));
        }
      });
      return { key, sha256 };
    },
    async get(key) {
      assertStorageKey(key);
      if (!(await exists(key))) throw new StoredFileMissing(key);
      const rows = await db
        .select({ data: storedFileChunks.data })
        .from(storedFileChunks)
        .where(eq(storedFileChunks.key, key))
        .orderBy(asc(storedFileChunks.seq));
      return Buffer.concat(rows.map((row) => asBuffer(row.data)));
    },
    async stream(key) {
      assertStorageKey(key);
      if (!(await exists(key))) throw new StoredFileMissing(key);
      async function* chunks() {
        for (let seq = 0; ; seq += CHUNKS_PER_STATEMENT) {
          const batch = await chunksFrom(key, seq);
          yield* batch;
          if (batch.length < CHUNKS_PER_STATEMENT) return;
        }
      }
      return Readable.from(chunks(), { objectMode: false });
    },
    async has(key) {
      assertStorageKey(key);
      return exists(key);
    },
    async *list(batchSize) {
      let after: string | null = null;
      for (;;) {
        const rows: { key: string; modifiedAt: Date }[] = await db
          .select({ key: storedFiles.key, modifiedAt: storedFiles.createdAt })
          .from(storedFiles)
          .where(after === null ? undefined : gt(storedFiles.key, after))
          .orderBy(asc(storedFiles.key))
          .limit(batchSize);
        if (rows.length > 0) yield rows;
        if (rows.length < batchSize) return;
        after = rows[rows.length - 1]?.key ?? null;
      }
    },
    async delete(key) {
      assertStorageKey(key);
      await db.delete(storedFiles).where(eq(storedFiles.key, key));
    },
  };
}
