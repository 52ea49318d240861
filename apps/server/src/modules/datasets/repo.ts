/** Dataset queries other modules use (the designer compiles against a version's datasets). */
import type { TDataset } from "@platform/domain";
import { and, asc, eq, isNull } from "drizzle-orm";
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

export async function customDatasetRows(db: DbOrTx, companyId: number) {
  return db
    .select()
    .from(ratingDatasets)
    .where(and(eq(ratingDatasets.companyId, companyId), isNull(ratingDatasets.productVersionId)))
    .orderBy(asc(ratingDatasets.name));
}

/** A new version starts with copies of the previous version's datasets. */
export async function copyVersionDatasets(tx: DbOrTx, fromVersionId: number, toVersionId: number) {
  const rows = await datasetRowsOfVersion(tx, fromVersionId);
  if (rows.length === 0) return;
  await tx.insert(ratingDatasets).values(
    rows.map(({ id: _id, createdAt: _c, updatedAt: _u, ...row }) => ({
      ...row,
      productVersionId: toVersionId,
    })),
  );
}
