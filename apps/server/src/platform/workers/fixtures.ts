/**
 * A worker for the pool's tests (pool.test.ts): it echoes, fails, spins for ever or grows its
 * heap without end, as asked.
 */
import { parentPort } from "node:worker_threads";
import type { WorkerAnswer } from "./pool.ts";

export type FixtureRequest = { task: "echo"; value: string } | { task: "fail" | "spin" | "grow" };

const port = parentPort;
if (port) {
  port.on("message", ({ id, request }: { id: number; request: FixtureRequest }) => {
    let answer: WorkerAnswer<unknown>;
    switch (request.task) {
      case "echo":
        answer = { id, ok: true, value: request.value };
        break;
      case "fail":
        answer = { id, ok: false, name: "FixtureError", message: "asked to fail" };
        break;
      case "spin":
        for (;;) {}
      case "grow": {
        const kept: string[][] = [];
        for (let i = 0; ; i++) kept.push(Array.from({ length: 100_000 }, (_, j) => `${i}:${j}`));
      }
    }
    port.postMessage(answer);
  });
}
