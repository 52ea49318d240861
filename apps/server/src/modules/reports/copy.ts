/**
 * Reading an export's rows with `COPY (query) TO STDOUT` on PostgreSQL (issue 15 part 4): the
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
 */
import type pg from "pg";
import type { Database } from "../../platform/db/index.ts";
import { tallyStatement } from "../../platform/db/statements.ts";
import type { Query, Row } from "./stream.ts";

export const COPY_BATCH = 500;
/** Batches waiting (about 2 MB of rows): room to work ahead when the client is slow. */
const HIGH_WATER = 16;

const NEWLINE = 10;
const ESCAPES: Record<string, string> = {
  b: "\b",
  f: "\f",
  n: "\n",
  r: "\r",
  t: "\t",
  v: "\v",
};

/** A field of COPY's text format with its backslash escapes undone (`\N`: null). */
function unescapeField(field: string): string | null {
  if (field === "\\N") return null;
  if (!field.includes("\\")) return field;
  return field.replace(/\\(.)/gs, (_, c: string) => ESCAPES[c] ?? c);
}

/**
 * One line of COPY's text format (fields split by tabs, `\N` for null, ending in a newline):
 * the line decoded once and split natively; fields looked at one by one only when the line
 * holds a backslash (a null or an escape).
 */
export function parseCopyLine(line: Buffer): Row {
  const end = line[line.length - 1] === NEWLINE ? line.length - 1 : line.length;
  const text = line.toString("utf8", 0, end);
  const row: Row = text.split("\t");
  if (text.includes("\\"))
    for (let i = 0; i < row.length; i += 1) row[i] = unescapeField(row[i] as string);
  return row;
}

/** The query with its `$n` parameters written in as literals (COPY takes none). */
export function inlineParams(query: Query, escapeLiteral: (text: string) => string): string {
  return query.sql.replace(/\$(\d+)/g, (_, n: string) => {
    const value = query.params[Number(n) - 1];
    if (typeof value === "number" && Number.isFinite(value)) return String(value);
    if (typeof value === "string") return escapeLiteral(value);
    throw new Error(`parameter $${n} cannot be written into a COPY`);
  });
}

interface Connection {
  query(text: string): void;
  stream: { pause(): void; resume(): void };
}

/** node-postgres's "submittable": the client hands it the connection and the messages. */
class CopyOut {
  readonly queue: Row[][] = [];
  done = false;
  error: Error | null = null;
  paused = false;
  private batch: Row[] = [];
  private connection: Connection | null = null;
  private wake: (() => void) | null = null;

  constructor(private readonly text: string) {}

  submit(connection: Connection) {
    this.connection = connection;
    connection.query(this.text);
  }

  handleCopyData(message: { chunk: Buffer }) {
    this.batch.push(parseCopyLine(message.chunk));
    if (this.batch.length >= COPY_BATCH) this.flush();
  }

  handleCommandComplete() {
    this.flush();
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

  take(): Row[] | undefined {
    const batch = this.queue.shift();
    if (this.paused && this.queue.length < HIGH_WATER / 2) {
      this.paused = false;
      this.connection?.stream.resume();
    }
    return batch;
  }

  private flush() {
    if (this.batch.length > 0) {
      this.queue.push(this.batch);
      this.batch = [];
    }
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
export async function* copyRows(database: Database, query: Query): AsyncGenerator<Row[]> {
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  const client = await pool.connect();
  let finished = false;
  try {
    tallyStatement(query.sql);
    const copy = new CopyOut(
      `copy (${inlineParams(query, (text) => client.escapeLiteral(text))}) to stdout`,
    );
    client.query(copy as unknown as pg.QueryConfig);
    for (;;) {
      await copy.next();
      const batch = copy.take();
      if (batch) {
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
