/**
 * The premium and risk bordereaux as CSV on PostgreSQL, encoded in worker threads.
 * One thread reading COPY and writing the socket while the others make lines and CSV rows
 * lets the export use the cores PostgreSQL's own COPY uses; in one thread it was bound by that
 * thread (9–11 µs a row, 0.37–0.43 of COPY's rate on a quiet machine; bench/README.md).
 *
 * COPY's lines arrive packed in 128 kB buffers (`LineBuffers`), each transferred (not copied)
 * to the workers in turn with a buffer for the rows; both come back, the rows as UTF-8 bytes, and
 * are used again. The rows become text (~32 kB strings) only as the response takes them, in the
 * order they were read: text waiting in this thread's heap outlived its young generation and
 * grew the heap by up to 250 MB in a million-row export, while bytes wait outside it in a
 * handful of reused buffers. At most two buffers per worker are out at a time, so a slow client
 * pauses the COPY. A bordereau of one buffer (about 500 rows) is encoded in this thread:
 * starting threads would cost more.
 */
import { availableParallelism } from "node:os";
import { StringDecoder } from "node:string_decoder";
import type { Worker } from "node:worker_threads";
import { CHUNK_CHARS, rowWriter } from "@platform/domain";
import { startWorker } from "../../platform/workers/index.ts";
import type { LineBuffers } from "../reports/index.ts";
import type { EncodeAnswer, EncodeRequest } from "./csv-worker.ts";
import { encodeCopyText } from "./csv-worker.ts";
import { bordereauColumns, type CsvSetup, lineMaker } from "./lines.ts";

const WORKERS = Math.max(1, Math.min(4, availableParallelism()));
const OUT_PER_WORKER = 2;
/** A first output buffer: a 128 kB buffer of COPY lines makes about 250 kB of CSV. */
const OUTPUT_BYTES = 384 * 1024;

type Encoded = Extract<EncodeAnswer, { output: ArrayBuffer }>;

class CsvWorkers {
  private readonly workers: Worker[];
  private readonly waiting = new Map<
    number,
    { resolve: (a: Encoded) => void; reject: (e: Error) => void }
  >();
  private seq = 0;
  private closed = false;
  private readonly outputs: ArrayBuffer[] = [];

  constructor(count: number, setup: CsvSetup) {
    this.workers = Array.from({ length: count }, () => {
      const worker = startWorker(
        new URL("./csv-worker.ts", import.meta.url),
        "bordereau-csv-worker.js",
        setup,
      );
      worker.on("message", (answer: EncodeAnswer) => this.answer(answer));
      worker.on("error", (error) => this.fail(error));
      worker.on("exit", (code) => {
        if (!this.closed) this.fail(new Error(`a bordereau CSV worker stopped (exit ${code})`));
      });
      return worker;
    });
  }

  /** The CSV of a buffer of COPY lines; its memory moves to a worker until the answer. */
  encode(lines: Buffer): Promise<Encoded> {
    const seq = this.seq++;
    const worker = this.workers[seq % this.workers.length] as Worker;
    const memory = lines.buffer as ArrayBuffer;
    const output = this.outputs.pop() ?? new ArrayBuffer(OUTPUT_BYTES);
    const answer = new Promise<Encoded>((resolve, reject) => {
      this.waiting.set(seq, { resolve, reject });
    });
    const request: EncodeRequest = { seq, memory, length: lines.length, output };
    worker.postMessage(request, [memory, output]);
    // Awaited in order later; a failure before then is not an unhandled rejection.
    answer.catch(() => {});
    return answer;
  }

  /** An answer's output buffer, to be written into again. */
  recycle(output: ArrayBuffer) {
    if (this.outputs.length < WORKERS * OUT_PER_WORKER) this.outputs.push(output);
  }

  close() {
    this.closed = true;
    for (const worker of this.workers) void worker.terminate();
    this.fail(new Error("export stopped"));
  }

  private answer(answer: EncodeAnswer) {
    const waiting = this.waiting.get(answer.seq);
    this.waiting.delete(answer.seq);
    if ("error" in answer) waiting?.reject(new Error(answer.error));
    else waiting?.resolve(answer);
  }

  private fail(error: Error) {
    for (const waiting of this.waiting.values()) waiting.reject(error);
    this.waiting.clear();
  }
}

/** The CSV (header, then rows) of COPY lines packed by `lines`. */
export async function* csvInWorkers(
  batches: AsyncIterable<Buffer>,
  lines: LineBuffers,
  setup: CsvSetup,
): AsyncGenerator<string> {
  const writer = rowWriter("csv", bordereauColumns(setup.kind, setup.syndicates));
  yield writer.header();
  const source = batches[Symbol.asyncIterator]();
  let workers: CsvWorkers | null = null;
  try {
    const first = await source.next();
    if (first.done) return;
    const second = await source.next();
    if (second.done) {
      yield* encodeCopyText(first.value.toString("utf8"), lineMaker(setup), writer);
      return;
    }
    workers = new CsvWorkers(WORKERS, setup);
    const out = [workers.encode(first.value), workers.encode(second.value)];
    const decoder = new StringDecoder("utf8");
    for (;;) {
      while (out.length >= WORKERS * OUT_PER_WORKER)
        yield* written(await out.shift(), lines, workers, decoder);
      const next = await source.next();
      if (next.done) break;
      out.push(workers.encode(next.value));
    }
    for (const answer of out) yield* written(await answer, lines, workers, decoder);
  } finally {
    workers?.close();
    await source.return?.(undefined);
  }
}

/** An answer's rows as text, ~32 kB at a time, each made only when the consumer asks for it. */
function* written(
  answer: Encoded | undefined,
  lines: LineBuffers,
  workers: CsvWorkers,
  decoder: StringDecoder,
): Generator<string> {
  if (!answer) return;
  lines.recycle(answer.memory);
  const bytes = Buffer.from(answer.output, 0, answer.length);
  for (let at = 0; at < bytes.length; at += CHUNK_CHARS) {
    const text = decoder.write(bytes.subarray(at, at + CHUNK_CHARS));
    if (text) yield text;
  }
  workers.recycle(answer.output);
}
