/**
 * A small pool of worker threads for work that may be slow or large whatever its input (template
 * rendering and PDF layout): started when first used, each task given a time limit (its thread
 * is terminated, and replaced when next needed) and each thread a heap limit, so a task stops
 * on its own without holding the event loop that answers every other request. The threads run
 * at a lower priority (the worker's file calls `lowerThreadPriority` when compiled).
 */
import type { Worker } from "node:worker_threads";
import { startWorker } from "./index.ts";

export interface WorkerPoolOptions {
  /** The worker's TypeScript file, and its name beside main.js in the compiled server. */
  source: URL;
  compiledFile: string;
  size: number;
  timeLimitMs: number;
  /** The old generation's limit; the young one is a quarter of it. */
  memoryLimitMb: number;
}

/** A task's answer as the worker posts it: a value, or an error's name and message. */
export type WorkerAnswer<T> =
  | { id: number; ok: true; value: T }
  | { id: number; ok: false; name: string; message: string };

/** A task that ran past the pool's time limit (its thread was terminated). */
export class WorkerTimeLimit extends Error {
  override name = "WorkerTimeLimit";
}
/** A task whose thread ran out of its heap limit. */
export class WorkerMemoryLimit extends Error {
  override name = "WorkerMemoryLimit";
}

interface Task {
  id: number;
  request: unknown;
  transfer: ArrayBuffer[];
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  task: Task | null;
  timer: NodeJS.Timeout | null;
}

export interface WorkerPool<Request, Value> {
  run(request: Request, transfer?: ArrayBuffer[]): Promise<Value>;
  /** Terminates the threads (tasks waiting or running are refused); a later task starts new ones. */
  close(): Promise<void>;
}

const pools = new Set<WorkerPool<unknown, unknown>>();

/** Closes every pool (the app's onClose). */
export async function closeWorkerPools() {
  await Promise.all([...pools].map((pool) => pool.close()));
}

export function createWorkerPool<Request, Value>(
  options: WorkerPoolOptions,
): WorkerPool<Request, Value> {
  const slots: Slot[] = [];
  const queue: Task[] = [];
  let nextId = 0;

  const remove = (slot: Slot) => {
    const at = slots.indexOf(slot);
    if (at >= 0) slots.splice(at, 1);
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
  };

  /** A thread that stopped (terminated, crashed, out of memory): its task fails with `error`. */
  const lose = (slot: Slot, error: Error) => {
    if (!slots.includes(slot)) return;
    remove(slot);
    const task = slot.task;
    slot.task = null;
    task?.reject(error);
    void slot.worker.terminate();
    dispatch();
  };

  const start = (): Slot => {
    const worker = startWorker(
      options.source,
      options.compiledFile,
      undefined,
      {
        maxOldGenerationSizeMb: options.memoryLimitMb,
        maxYoungGenerationSizeMb: Math.max(4, Math.round(options.memoryLimitMb / 4)),
      },
      { lowPriority: true },
    );
    const slot: Slot = { worker, task: null, timer: null };
    worker.on("message", (answer: WorkerAnswer<unknown>) => {
      const task = slot.task;
      if (!task || task.id !== answer.id) return;
      if (slot.timer) clearTimeout(slot.timer);
      slot.timer = null;
      slot.task = null;
      worker.unref();
      if (answer.ok) task.resolve(answer.value);
      else task.reject(Object.assign(new Error(answer.message), { name: answer.name }));
      dispatch();
    });
    worker.on("error", (error: Error & { code?: string }) => {
      lose(
        slot,
        error.code === "ERR_WORKER_OUT_OF_MEMORY"
          ? new WorkerMemoryLimit(`over ${options.memoryLimitMb} MB`)
          : error,
      );
    });
    worker.on("exit", (code) => lose(slot, new Error(`worker stopped (exit ${code})`)));
    worker.unref();
    slots.push(slot);
    return slot;
  };

  function dispatch() {
    while (queue.length > 0) {
      const slot =
        slots.find((s) => s.task === null) ?? (slots.length < options.size ? start() : null);
      if (!slot) return;
      const task = queue.shift() as Task;
      slot.task = task;
      // A thread at work keeps the process alive (a script awaiting its answer); an idle one not.
      slot.worker.ref();
      slot.timer = setTimeout(
        () => lose(slot, new WorkerTimeLimit(`over ${options.timeLimitMs} ms`)),
        options.timeLimitMs,
      );
      slot.worker.postMessage({ id: task.id, request: task.request }, task.transfer);
    }
  }

  const pool: WorkerPool<Request, Value> = {
    run(request, transfer = []) {
      return new Promise<Value>((resolve, reject) => {
        queue.push({
          id: nextId++,
          request,
          transfer,
          resolve: resolve as (value: unknown) => void,
          reject,
        });
        dispatch();
      });
    },
    async close() {
      const closing = new Error("worker pool closed");
      for (const task of queue.splice(0)) task.reject(closing);
      const stopping = slots.splice(0);
      for (const slot of stopping) {
        if (slot.timer) clearTimeout(slot.timer);
        slot.task?.reject(closing);
        slot.task = null;
      }
      await Promise.all(stopping.map((slot) => slot.worker.terminate()));
    },
  };
  pools.add(pool as WorkerPool<unknown, unknown>);
  return pool;
}
