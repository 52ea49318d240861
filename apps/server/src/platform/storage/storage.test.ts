/** The contract every storage driver keeps: the same tests for each. */
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import type { Storage } from "./index.ts";
import { localStorage } from "./local.ts";
import { CHUNK_BYTES, postgresStorage } from "./postgres.ts";

const sha = (data: Buffer) => createHash("sha256").update(data).digest("hex");

async function read(stream: NodeJS.ReadableStream) {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(Buffer.from(part as Buffer));
  return { data: Buffer.concat(parts), largestPart: Math.max(0, ...parts.map((p) => p.length)) };
}

function storageContract(name: string, open: () => Promise<Storage>) {
  describe(`${name} storage`, () => {
    let storage: Storage;
    beforeAll(async () => {
      storage = await open();
    });

    it("keeps the bytes of small, empty and many-chunk files, with their SHA-256", async () => {
      for (const data of [
        Buffer.from("%PDF-1.7 a schedule"),
        Buffer.alloc(0),
        randomBytes(CHUNK_BYTES * 4 + 3),
      ]) {
        const stored = await storage.put(data);
        expect(stored.sha256).toBe(sha(data));
        expect((await storage.get(stored.key)).equals(data)).toBe(true);
        expect((await read(await storage.stream(stored.key))).data.equals(data)).toBe(true);
        expect(await storage.has(stored.key)).toBe(true);
      }
    });

    it("streams a large file a part at a time", async () => {
      const data = randomBytes(CHUNK_BYTES * 9);
      const { key } = await storage.put(data);
      const streamed = await read(await storage.stream(key));
      expect(streamed.data.equals(data)).toBe(true);
      expect(streamed.largestPart).toBeLessThan(data.length);
    });

    it("stores under a given key (moving between drivers), once", async () => {
      const key = randomUUID();
      await storage.put(Buffer.from("moved"), key);
      expect((await storage.get(key)).toString()).toBe("moved");
      await expect(storage.put(Buffer.from("again"), key)).rejects.toThrow();
      expect((await storage.get(key)).toString()).toBe("moved");
    });

    it("answers a missing key with ENOENT and refuses what is not a key", async () => {
      const missing = randomUUID();
      expect(await storage.has(missing)).toBe(false);
      await expect(storage.get(missing)).rejects.toMatchObject({ code: "ENOENT" });
      await expect(storage.stream(missing)).rejects.toMatchObject({ code: "ENOENT" });
      await expect(storage.get("../../etc/passwd")).rejects.toThrow(/not a storage key/);
    });

    it("lists every blob in batches and deletes them (a missing one is no error)", async () => {
      const keys = new Set<string>();
      for (let i = 0; i < 5; i++) keys.add((await storage.put(Buffer.from(`file ${i}`))).key);
      const listed: string[] = [];
      for await (const batch of storage.list(2)) {
        expect(batch.length).toBeLessThanOrEqual(2);
        for (const blob of batch) {
          expect(blob.modifiedAt).toBeInstanceOf(Date);
          listed.push(blob.key);
        }
      }
      for (const key of keys) expect(listed).toContain(key);
      expect(new Set(listed).size).toBe(listed.length);
      for (const key of keys) await storage.delete(key);
      await storage.delete(randomUUID());
      for (const key of keys) expect(await storage.has(key)).toBe(false);
    });
  });
}

const dir = mkdtempSync(join(tmpdir(), "storage-contract-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
storageContract("local disk", async () => localStorage(dir));

let t: TestApp;
afterAll(async () => {
  await t?.close();
});
storageContract("PostgreSQL", async () => {
  t = await createTestApp();
  return postgresStorage(t.db);
});
