/**
 * Worker threads for CPU-bound work that should not hold the event loop (the bordereau's CSV).
 * The compiled server ships each worker as its own file beside main.js (build.mjs); from source
 * the worker's TypeScript file runs through `from-source.mjs`, which registers tsx first.
 */
import { readlinkSync } from "node:fs";
import { setPriority } from "node:os";
import { type ResourceLimits, Worker } from "node:worker_threads";

const fromSource = import.meta.url.endsWith(".ts");

/**
 * Starts `source` (a worker's `.ts` file), or `compiledFile` in the compiled server. From source
 * the limits apply only when given (tsx's loader needs room of its own). `lowPriority` lowers
 * the thread's priority before it loads anything from source; a compiled worker calls
 * `lowerThreadPriority` itself.
 */
export function startWorker(
  source: URL,
  compiledFile: string,
  workerData: unknown,
  resourceLimits?: ResourceLimits,
  { lowPriority = false } = {},
): Worker {
  return fromSource
    ? new Worker(new URL("./from-source.mjs", import.meta.url), {
        argv: [...(lowPriority ? ["--low-priority"] : []), source.href],
        workerData,
        resourceLimits,
      })
    : new Worker(new URL(`./${compiledFile}`, import.meta.url), {
        workerData,
        resourceLimits: resourceLimits ?? {
          maxYoungGenerationSizeMb: 8,
          maxOldGenerationSizeMb: 64,
        },
      });
}

/**
 * Lowers the calling worker thread's scheduling priority (Linux: a thread's id from
 * /proc/thread-self, given to setpriority), so that on a busy machine the thread answering
 * requests runs first. Elsewhere, or when refused, the thread keeps its priority.
 */
export function lowerThreadPriority(niceness = 10) {
  try {
    const tid = Number(readlinkSync("/proc/thread-self").split("/").pop());
    if (Number.isInteger(tid) && tid > 0) setPriority(tid, niceness);
  } catch {
    // Not Linux, or not permitted: nothing to do.
  }
}
