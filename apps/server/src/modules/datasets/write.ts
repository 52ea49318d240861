/**
 * Writing a dataset of a scope (a version's, or the company's custom library): cell checks,
 * names unique in the scope, and for a version the design compiled against the datasets as they
 * would be, so removing a column a formula uses answers 422 naming the formula.
 */
import {
  datasetRowErrors,
  messages,
  parseDatasetCsv,
  type TDataset,
  type TDatasetListRow,
  type TDatasetView,
  ZDataset,
} from "@platform/domain";
import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { DbOrTx } from "../../platform/db/index.ts";
import { invalid, notFound } from "../../platform/http/errors.ts";
import {
  bumpRevision,
  compileOrThrow,
  designOf,
  designOfVersion,
} from "../product-designer/index.ts";
import { toSeconds } from "../users/index.ts";
import { type DatasetSummaryRow, datasetRowsOfVersion, inScope, toDataset } from "./repo.ts";
import { type RatingDatasetRow, ratingDatasets } from "./tables.ts";

export type DatasetInput = z.output<typeof ZDataset>;
export type Scope = { companyId: number; versionId: number | null };

export const present = (row: RatingDatasetRow): TDatasetView => ({
  id: row.id,
  productVersionId: row.productVersionId,
  sourceDatasetId: row.sourceDatasetId,
  ...toDataset(row),
  updatedAt: toSeconds(row.updatedAt),
});

/** A dataset without its cells (lists and write answers: a large table is not echoed). */
export const presentListRow = (row: DatasetSummaryRow | RatingDatasetRow): TDatasetListRow => ({
  id: row.id,
  productVersionId: row.productVersionId,
  sourceDatasetId: row.sourceDatasetId,
  name: row.name,
  description: row.description,
  columns: row.columns,
  keyColumns: row.keyColumns,
  range: row.range ?? null,
  rowCount: "rowCount" in row ? row.rowCount : row.rows.length,
  updatedAt: toSeconds(row.updatedAt),
});

function checkCells(dataset: TDataset) {
  const errors = datasetRowErrors(dataset);
  if (errors.length > 0)
    throw invalid(Object.fromEntries(errors.map((e) => [e.path, [e.message]])));
}

/** The scope's dataset of that name, or null. */
export async function findByName(tx: DbOrTx, scope: Scope, name: string) {
  const [row] = await tx
    .select()
    .from(ratingDatasets)
    .where(and(inScope(scope), eq(ratingDatasets.name, name)));
  return row ?? null;
}

export async function findInScope(tx: DbOrTx, scope: Scope, datasetId: number) {
  const [row] = await tx
    .select()
    .from(ratingDatasets)
    .where(and(inScope(scope), eq(ratingDatasets.id, datasetId)));
  if (!row) throw notFound("Dataset not found");
  return row;
}

/** Inserts, replaces or deletes (`data` null) one dataset of a scope after every check. */
export async function writeDataset(
  tx: DbOrTx,
  scope: Scope,
  existing: RatingDatasetRow | null,
  data: (TDataset & { sourceDatasetId?: number | null }) | null,
  now: Date,
) {
  if (data) {
    checkCells(data);
    const named = await findByName(tx, scope, data.name);
    if (named && named.id !== existing?.id) throw invalid({ name: messages.nameInUse });
  }
  if (scope.versionId !== null) {
    // A version's few datasets compile together with its design: all of them are needed.
    const [design, all] = await Promise.all([
      designOfVersion(tx, scope.versionId, true),
      datasetRowsOfVersion(tx, scope.versionId),
    ]);
    const next = all.filter((row) => row.id !== existing?.id).map(toDataset);
    if (data) next.push(data);
    compileOrThrow(designOf(design), next);
  }
  let saved: RatingDatasetRow | null = null;
  if (!data) {
    await tx.delete(ratingDatasets).where(eq(ratingDatasets.id, existing!.id));
  } else {
    const values = {
      name: data.name,
      description: data.description,
      columns: data.columns,
      keyColumns: data.keyColumns,
      range: data.range,
      rows: data.rows,
      updatedAt: now,
      ...(data.sourceDatasetId !== undefined ? { sourceDatasetId: data.sourceDatasetId } : {}),
    };
    const rows = existing
      ? await tx
          .update(ratingDatasets)
          .set(values)
          .where(eq(ratingDatasets.id, existing.id))
          .returning()
      : await tx
          .insert(ratingDatasets)
          .values({ ...values, companyId: scope.companyId, productVersionId: scope.versionId })
          .returning();
    saved = rows[0] ?? null;
  }
  if (scope.versionId !== null) await bumpRevision(tx, scope.versionId);
  return saved;
}

export interface CsvImport {
  name: string;
  csv: string;
  description?: string | null;
  keyColumns?: string[];
  range?: { from: string; to: string } | null;
}

/** A dataset from CSV text: columns and their types come from the header and the values. */
export function datasetFromCsv(input: CsvImport, existing: RatingDatasetRow | null): DatasetInput {
  const parsed = parseDatasetCsv(input.csv);
  if (!parsed.ok) throw invalid({ csv: parsed.message });
  const candidate = {
    name: input.name,
    description: input.description ?? existing?.description ?? null,
    columns: parsed.value.columns,
    keyColumns: input.keyColumns ?? existing?.keyColumns ?? [],
    range: input.range !== undefined ? input.range : (existing?.range ?? null),
    rows: parsed.value.rows,
  };
  const result = ZDataset.safeParse(candidate);
  if (!result.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.join(".") || "csv";
      errors[path] = [...(errors[path] ?? []), issue.message];
    }
    throw invalid(errors);
  }
  return result.data;
}
