/** Dataset queries other modules use (the designer compiles against a version's datasets). */
import type { DatasetCell, TDataset } from "@platform/domain";
import { and, asc, count, eq, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/index.ts";
import { type RatingDatasetRow, ratingDatasets } from "./tables.ts";

export const toDataset = (row: RatingDatasetRow): TDataset => ({
  name: row.name,
  description: row.description,
  columns: row.columns,
  keyColumns: row.keyColumns,
  range: row.range ?? null,
  rows: row.rows,
});

export async function datasetRowsOfVersion(db: DbOrTx, versionId: number) {
  return db
    .select()
    .from(ratingDatasets)
    .where(eq(ratingDatasets.productVersionId, versionId))
    .orderBy(asc(ratingDatasets.name));
}

export async function datasetsOfVersion(db: DbOrTx, versionId: number): Promise<TDataset[]> {
  return (await datasetRowsOfVersion(db, versionId)).map(toDataset);
}

/** List-sized rows of a scope's datasets: no cells, the number of rows instead. */
const summaryColumns = {
  id: ratingDatasets.id,
  companyId: ratingDatasets.companyId,
  productVersionId: ratingDatasets.productVersionId,
  sourceDatasetId: ratingDatasets.sourceDatasetId,
  name: ratingDatasets.name,
  description: ratingDatasets.description,
  columns: ratingDatasets.columns,
  keyColumns: ratingDatasets.keyColumns,
  range: ratingDatasets.range,
  updatedAt: ratingDatasets.updatedAt,
  rowCount: sql<number>`jsonb_array_length(${ratingDatasets.rows})`.mapWith(Number),
};
export type DatasetSummaryRow = Omit<RatingDatasetRow, "rows" | "createdAt"> & {
  rowCount: number;
};

export async function datasetSummariesOfVersion(
  db: DbOrTx,
  versionId: number,
): Promise<DatasetSummaryRow[]> {
  return db
    .select(summaryColumns)
    .from(ratingDatasets)
    .where(eq(ratingDatasets.productVersionId, versionId))
    .orderBy(asc(ratingDatasets.name));
}

/** One page of a dataset's rows, sliced in SQL (a large table never leaves whole). */
export async function datasetRowsPage(
  db: DbOrTx,
  datasetId: number,
  window: { limit: number; offset: number },
) {
  const [row] = await db
    .select({
      total: sql<number>`jsonb_array_length(${ratingDatasets.rows})`.mapWith(Number),
      rows: sql<Record<string, DatasetCell>[]>`coalesce((
        select jsonb_agg(item order by ordinality)
        from jsonb_array_elements(${ratingDatasets.rows}) with ordinality as cells(item, ordinality)
        where ordinality > ${window.offset} and ordinality <= ${window.offset + window.limit}
      ), '[]'::jsonb)`,
    })
    .from(ratingDatasets)
    .where(eq(ratingDatasets.id, datasetId));
  return row ?? { total: 0, rows: [] };
}

/** A new version starts with copies of the previous version's datasets (one statement). */
export async function copyVersionDatasets(tx: DbOrTx, fromVersionId: number, toVersionId: number) {
  await tx.insert(ratingDatasets).select((qb) =>
    qb
      .select({
        // Drizzle's insert-select names every column in table order; the id is the serial's.
        id: sql<number>`nextval(pg_get_serial_sequence('rating_datasets', 'id'))::int`.as("id"),
        companyId: ratingDatasets.companyId,
        productVersionId: sql<number>`${toVersionId}::int`.as("product_version_id"),
        sourceDatasetId: ratingDatasets.sourceDatasetId,
        name: ratingDatasets.name,
        description: ratingDatasets.description,
        columns: ratingDatasets.columns,
        keyColumns: ratingDatasets.keyColumns,
        range: ratingDatasets.range,
        rows: ratingDatasets.rows,
        createdAt: sql<Date>`now()`.as("created_at"),
        updatedAt: sql<Date>`now()`.as("updated_at"),
      })
      .from(ratingDatasets)
      .where(eq(ratingDatasets.productVersionId, fromVersionId)),
  );
}

/** Adds datasets to a product version (the demo designs). */
export async function insertVersionDatasets(
  tx: DbOrTx,
  companyId: number,
  productVersionId: number,
  datasets: Omit<typeof ratingDatasets.$inferInsert, "companyId" | "productVersionId">[],
) {
  await tx
    .insert(ratingDatasets)
    .values(datasets.map((d) => ({ ...d, companyId, productVersionId })));
}

/** The datasets of a scope: a version's, or the company's custom library (`versionId` null). */
export const inScope = (scope: { companyId: number; versionId: number | null }) =>
  scope.versionId === null
    ? and(eq(ratingDatasets.companyId, scope.companyId), isNull(ratingDatasets.productVersionId))
    : and(
        eq(ratingDatasets.companyId, scope.companyId),
        eq(ratingDatasets.productVersionId, scope.versionId),
      );

async function countInScope(db: DbOrTx, scope: { companyId: number; versionId: number | null }) {
  const [counted] = await db.select({ total: count() }).from(ratingDatasets).where(inScope(scope));
  return counted?.total ?? 0;
}

/** One page of a scope's datasets without their cells, sliced in SQL, with the total. */
export async function datasetSummariesPage(
  db: DbOrTx,
  scope: { companyId: number; versionId: number | null },
  window: { limit: number; offset: number },
) {
  const [rows, total] = await Promise.all([
    db
      .select(summaryColumns)
      .from(ratingDatasets)
      .where(inScope(scope))
      .orderBy(asc(ratingDatasets.name), asc(ratingDatasets.id))
      .limit(window.limit)
      .offset(window.offset),
    countInScope(db, scope),
  ]);
  return { rows, total };
}

/** One page of a scope's datasets with their cells (the designer's preview resolves options). */
export async function datasetsPage(
  db: DbOrTx,
  scope: { companyId: number; versionId: number | null },
  window: { limit: number; offset: number },
) {
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(ratingDatasets)
      .where(inScope(scope))
      .orderBy(asc(ratingDatasets.name), asc(ratingDatasets.id))
      .limit(window.limit)
      .offset(window.offset),
    countInScope(db, scope),
  ]);
  return { rows, total };
}
