import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { localStorage } from "./local.ts";
import { moveFiles } from "./move.ts";
import { postgresStorage } from "./postgres.ts";

let t: TestApp;
const dir = mkdtempSync(join(tmpdir(), "storage-move-"));
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

it("moves every file from the disk to the database, resumes after an interruption and reports a conflict", async () => {
  const disk = localStorage(dir);
  const database = postgresStorage(t.db);
  const keys: string[] = [];
  for (let i = 0; i < 7; i++) keys.push((await disk.put(Buffer.from(`document ${i}`))).key);
  // An earlier run copied two before it stopped; one key holds other bytes in the target.
  for (const key of keys.slice(0, 2)) await database.put(await disk.get(key), key);
  await database.put(Buffer.from("something else"), keys[2] as string);

  const report = await moveFiles(disk, database);
  expect(report).toEqual({ copied: 4, alreadyThere: 2, conflicts: [keys[2]] });
  for (const key of keys.slice(3)) {
    expect((await database.get(key)).equals(await disk.get(key))).toBe(true);
  }
  expect(await moveFiles(disk, database)).toEqual({
    copied: 0,
    alreadyThere: 6,
    conflicts: [keys[2]],
  });
});
