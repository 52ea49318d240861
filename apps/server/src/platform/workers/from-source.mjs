// A worker thread started from source (tests, tsx) has no TypeScript loader: this registers
// tsx's, then loads the worker's TypeScript file, passed as the last argument. With
// `--low-priority` the thread lowers its priority first (as `lowerThreadPriority` does), so
// that compiling its TypeScript already yields the CPU to the thread answering requests.
import { readlinkSync } from "node:fs";
import { setPriority } from "node:os";
import { register } from "tsx/esm/api";

if (process.argv.includes("--low-priority")) {
  try {
    setPriority(Number(readlinkSync("/proc/thread-self").split("/").pop()), 10);
  } catch {
    // Not Linux, or not permitted.
  }
}
register();
await import(process.argv.at(-1));
