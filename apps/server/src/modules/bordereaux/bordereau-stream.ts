/**
 * The bordereau's lines read from the database: the live summary and the downloads read the same
 * streamed lines, so the page's control totals are the file's totals.
 */
import { type BordereauKind, type BordereauLine, rowWriter } from "@platform/domain";
import type { Database } from "../../platform/db/index.ts";
import { copyLines, copyRows, encodeBatches, LineBuffers, streamRows } from "../reports/index.ts";
import { csvInWorkers } from "./csv-workers.ts";
import { bordereauColumns, type LineSetup, lineMaker } from "./lines.ts";
import type { BordereauContext } from "./open-bordereau.ts";

/** What turning the context's rows into lines needs (plain data: the CSV workers get it too). */
function lineSetup(bordereau: BordereauContext): LineSetup {
  return {
    currency: bordereau.agreement.currency,
    sections: bordereau.period.sections,
    syndicates: bordereau.period.syndicates,
  };
}

export const lineOf = (bordereau: BordereauContext) => lineMaker(lineSetup(bordereau));

/**
 * The bordereau's database rows, a batch at a time (turn each into a line with `lineOf`):
 * through `COPY … TO STDOUT` on PostgreSQL (its values are all text or integers), keyset batches
 * on PGlite.
 */
export function bordereauRows(database: Database, bordereau: BordereauContext) {
  return database.kind === "postgres"
    ? copyRows(database, bordereau.source.all())
    : streamRows(database, bordereau.source);
}

/**
 * The bordereau as CSV text: on PostgreSQL COPY's lines encoded in worker threads, on PGlite
 * its keyset batches encoded here.
 */
export function bordereauCsv(
  database: Database,
  bordereau: BordereauContext,
  kind: BordereauKind,
): AsyncIterable<string> {
  const setup = { ...lineSetup(bordereau), kind };
  if (database.kind !== "postgres") {
    const writer = rowWriter("csv", bordereauColumns(kind, setup.syndicates));
    return encodeBatches(streamRows(database, bordereau.source), lineMaker(setup), writer);
  }
  const lines = new LineBuffers();
  return csvInWorkers(copyLines(database, bordereau.source.all(), lines), lines, setup);
}

/** The bordereau's lines, a database batch at a time. */
export async function* bordereauLines(
  database: Database,
  bordereau: BordereauContext,
): AsyncGenerator<BordereauLine[]> {
  const toLine = lineOf(bordereau);
  for await (const batch of bordereauRows(database, bordereau)) yield batch.map(toLine);
}
