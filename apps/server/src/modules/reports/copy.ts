/**
 * Reading an export's rows with `COPY (query) TO STDOUT` on PostgreSQL: the
 * server streams the rows in one go (no cursor round trip per batch) and each arrives as one
 * line of COPY's text format, split here into its fields (text, or null for `\N`) with native
 * byte searches, without node-postgres's per-row objects and type parsing. Rows are handed over
 * in batches; when `HIGH_WATER` batches wait for the consumer the socket is paused (PostgreSQL
 * then waits on its send buffer), and resumed once the consumer has taken them: constant memory
 * whatever the client's pace.
 *
 * COPY takes no bind parameters, so the query's parameters are written in as escaped literals
 * (numbers as digits, strings with node-postgres's `escapeLiteral`). Only for queries whose
 * selected values are all text or integers (what the consumer parses), e.g. the bordereau's.
 * A consumer that stops early (a client gone) destroys the connection, which ends the COPY.
 * `copyLines` hands over the lines unparsed, packed in buffers, for the bordereau's CSV workers.
 */
import type pg from "pg";
import { parseCopyLine } from "../../platform/db/copy-text.ts";
import type { Database } from "../../platform/db/index.ts";
import { tallyStatement } from "../../platform/db/statements.ts";
import type { Query, Row } from "./stream.ts";

export const COPY_BATCH = 500;
/** Batches waiting (about 2 MB of rows): room to work ahead when the client is slow. */
const HIGH_WATER = 16;

/** The query with its `$n` parameters written in as literals (COPY takes none). */
export function inlineParams(query: Query, escapeLiteral: (text: string) => string): string {
  return query.sql.replace(/\$(\d+)/g, (_, n: string) => {
    const value = query.params[Number(n) - 1];
    if (typeof value === "number" && Number.isFinite(value)) return String(value);
    if (typeof value === "string") return escapeLiteral(value);
    throw new Error(`parameter $${n} cannot be written into a COPY`);
  });
}

/** Gathers COPY's lines into the batches a consumer reads: `add` answers a batch once one is full. */
export interface LineBatcher<B> {
  add(line: Buffer): B | null;
  /** What is left at the end (null: nothing). */
  end(): B | null;
}

/** Lines parsed into rows, `COPY_BATCH` rows a batch. */
function rowBatcher(): LineBatcher<Row[]> {
  let rows: Row[] = [];
  const take = () => {
    const full = rows;
    rows = [];
    return full;
  };
  return {
    add(line) {
      rows.push(parseCopyLine(line));
      return rows.length >= COPY_BATCH ? take() : null;
    },
    end: () => (rows.length > 0 ? take() : null),
  };
}

/**
 * Lines kept as COPY sent them, packed into buffers of `size` bytes (a line longer than that gets
 * a buffer of its own). Each buffer owns its memory, so it can be transferred to a worker thread
 * and, when the worker hands it back, `recycle`d: a long export allocates a handful of buffers.
 */
export class LineBuffers implements LineBatcher<Buffer> {
  private readonly free: Buffer[] = [];
  private current: Buffer | null = null;
  private used = 0;

  constructor(readonly size = 128 * 1024) {}

  add(line: Buffer): Buffer | null {
    let full: Buffer | null = null;
    if (this.current && this.used + line.length > this.current.length) full = this.end();
    if (!this.current) {
      this.current =
        line.length > this.size
          ? Buffer.allocUnsafeSlow(line.length)
          : (this.free.pop() ?? Buffer.allocUnsafeSlow(this.size));
      this.used = 0;
    }
    line.copy(this.current, this.used);
    this.used += line.length;
    return full;
  }

  end(): Buffer | null {
    const full = this.current && this.used > 0 ? this.current.subarray(0, this.used) : null;
    this.current = null;
    this.used = 0;
    return full;
  }

  recycle(memory: ArrayBuffer) {
    if (memory.byteLength === this.size && this.free.length < 8)
      this.free.push(Buffer.from(memory));
  }
}

interface Connection {
  query(text: string): void;
  stream: { pause(): void; resume(): void };
}

/** node-postgres's "submittable": the client hands it the connection and the messages. */
class CopyOut<B> {
  readonly queue: B[] = [];
  done = false;
  error: Error | null = null;
  paused = false;
  private connection: Connection | null = null;
  private wake: (() => void) | null = null;

  constructor(
    private readonly text: string,
    private readonly batcher: LineBatcher<B>,
  ) {}

  submit(connection: Connection) {
    this.connection = connection;
    connection.query(this.text);
  }

  handleCopyData(message: { chunk: Buffer }) {
    const full = this.batcher.add(message.chunk);
    if (full) this.flush(full);
  }

  handleCommandComplete() {
    this.flush(this.batcher.end());
  }

  handleReadyForQuery() {
    this.done = true;
    this.notify();
  }

  handleError(error: Error) {
    this.error = error;
    this.notify();
  }

  handleRowDescription() {}
  handleDataRow() {}
  handleEmptyQuery() {}
  handlePortalSuspended() {}

  /** Waits until a batch, the end or an error is there. */
  next(): Promise<void> {
    if (this.queue.length > 0 || this.done || this.error) return Promise.resolve();
    return new Promise((resolve) => {
      this.wake = resolve;
    });
  }

  take(): B | undefined {
    const batch = this.queue.shift();
    if (this.paused && this.queue.length < HIGH_WATER / 2) {
      this.paused = false;
      this.connection?.stream.resume();
    }
    return batch;
  }

  private flush(batch: B | null) {
    if (batch !== null) this.queue.push(batch);
    if (!this.paused && this.queue.length >= HIGH_WATER) {
      this.paused = true;
      this.connection?.stream.pause();
    }
    this.notify();
  }

  private notify() {
    const wake = this.wake;
    this.wake = null;
    wake?.();
  }
}

/** The query's rows through `COPY … TO STDOUT`, a batch at a time (PostgreSQL only). */
export function copyRows(database: Database, query: Query): AsyncGenerator<Row[]> {
  return copyBatches(database, query, rowBatcher());
}

/**
 * The query's COPY text lines, packed into `lines`' buffers (PostgreSQL only): for consumers
 * that parse them elsewhere (the bordereau's CSV workers).
 */
export function copyLines(database: Database, query: Query, lines: LineBuffers) {
  return copyBatches(database, query, lines);
}

async function* copyBatches<B>(
  database: Database,
  query: Query,
  batcher: LineBatcher<B>,
): AsyncGenerator<B> {
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  const client = await pool.connect();
  let finished = false;
  try {
    tallyStatement(query.sql);
    const copy = new CopyOut(
      `copy (${inlineParams(query, (text) => client.escapeLiteral(text))}) to stdout`,
      batcher,
    );
    client.query(copy as unknown as pg.QueryConfig);
    for (;;) {
      await copy.next();
      const batch = copy.take();
      if (batch !== undefined) {
        yield batch;
        continue;
      }
      if (copy.error) throw copy.error;
      if (copy.done) break;
    }
    finished = true;
  } finally {
    // Stopped early (or failed): the COPY may still be running, so the connection goes.
    client.release(finished ? undefined : new Error("export stopped"));
  }
}
