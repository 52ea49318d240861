/**
 * Loads the file into the staging table: records read as the text arrives, mapped by the header
 * and written in multi-row inserts of `STAGE_BATCH` rows (one statement per batch, never per
 * row). Nothing is checked here beyond the header.
 */
import {
  CsvReader,
  type CsvRecord,
  cellsOf,
  type HeaderMapping,
  mapHeader,
} from "@platform/domain";
import type { DbOrTx } from "../../platform/db/index.ts";
import { policyImportRows } from "./tables.ts";

export const STAGE_BATCH = 500;

export interface StagedFile {
  header: HeaderMapping | null;
  rows: number;
}

export async function stageFile(
  db: DbOrTx,
  target: { batchId: string; companyId: number },
  text: AsyncIterable<string>,
): Promise<StagedFile> {
  const reader = new CsvReader();
  let header: HeaderMapping | null = null;
  let rows = 0;
  let pending: (typeof policyImportRows.$inferInsert)[] = [];
  const flush = async () => {
    if (pending.length === 0) return;
    await db.insert(policyImportRows).values(pending);
    pending = [];
  };
  const take = async (records: CsvRecord[]) => {
    for (const record of records) {
      if (!header) {
        header = mapHeader(record.cells);
        continue;
      }
      rows++;
      pending.push({ ...target, line: record.line, raw: cellsOf(header, record.cells) });
      if (pending.length >= STAGE_BATCH) await flush();
    }
  };
  for await (const chunk of text) await take(reader.push(chunk));
  await take(reader.end());
  await flush();
  return { header, rows };
}
