/**
 * The worker pool: tasks answer from worker threads; a task past its time limit and a thread
 * past its heap limit fail alone, the thread is replaced and the pool goes on; closing refuses
 * what is left.
 */
import { afterAll, describe, expect, it } from "vitest";
import type { FixtureRequest } from "./fixtures.ts";
import { createWorkerPool, WorkerMemoryLimit, WorkerTimeLimit } from "./pool.ts";

const pool = createWorkerPool<FixtureRequest, unknown>({
  source: new URL("./fixtures.ts", import.meta.url),
  compiledFile: "unused.js",
  size: 2,
  timeLimitMs: 3_000,
  memoryLimitMb: 64,
});
afterAll(() => pool.close());

describe("worker pool", () => {
  it("answers from its threads, and an error by its name and message", async () => {
    expect(await pool.run({ task: "echo", value: "one" })).toBe("one");
    const answers = await Promise.all(
      ["a", "b", "c", "d"].map((value) => pool.run({ task: "echo", value })),
    );
    expect(answers).toEqual(["a", "b", "c", "d"]);
    await expect(pool.run({ task: "fail" })).rejects.toMatchObject({
      name: "FixtureError",
      message: "asked to fail",
    });
  });

  it("stops a task past its time limit without holding the event loop, then goes on", async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 100);
    const started = performance.now();
    await expect(pool.run({ task: "spin" })).rejects.toBeInstanceOf(WorkerTimeLimit);
    clearInterval(timer);
    const took = performance.now() - started;
    expect(took).toBeGreaterThanOrEqual(2_900);
    expect(took).toBeLessThan(6_000);
    // The event loop ran all along.
    expect(ticks).toBeGreaterThanOrEqual(20);
    expect(await pool.run({ task: "echo", value: "after" })).toBe("after");
  });

  it("fails a task whose thread runs out of its heap, then goes on", async () => {
    await expect(pool.run({ task: "grow" })).rejects.toBeInstanceOf(WorkerMemoryLimit);
    expect(await pool.run({ task: "echo", value: "again" })).toBe("again");
  });

  it("refuses waiting and running tasks when closed, and starts again when used", async () => {
    const tasks = Promise.allSettled([
      pool.run({ task: "spin" }),
      pool.run({ task: "spin" }),
      pool.run({ task: "echo", value: "never" }),
    ]);
    await pool.close();
    for (const task of await tasks) {
      expect(task).toMatchObject({ status: "rejected", reason: { message: "worker pool closed" } });
    }
    expect(await pool.run({ task: "echo", value: "reopened" })).toBe("reopened");
  });
});
