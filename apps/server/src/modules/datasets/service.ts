/**
 * Datasets (SPEC §2 datasets and custom datasets): a version's rating tables, edited as a grid
 * or uploaded as CSV, and the company's custom datasets, a library versions copy from. Lists
 * page and carry no cells; a dataset's rows page on their own.
 */
import { Permission, pageMeta, pageWindow, type TPageQuery } from "@platform/domain";
import { assertCanAny } from "../../platform/access/index.ts";
import type { Actor } from "../../platform/actor/index.ts";
import { actingCompany } from "../../platform/actor/index.ts";
import { type AuditAction, audit } from "../../platform/audit/index.ts";
import type { Db, DbOrTx } from "../../platform/db/index.ts";
import { inTransaction } from "../../platform/db/transaction.ts";
import { editableVersion, readableVersion, type VersionKey } from "../product-designer/index.ts";
import { datasetRowsPage, datasetSummariesPage, datasetsPage, toDataset } from "./repo.ts";
import {
  type CsvImport,
  type DatasetInput,
  datasetFromCsv,
  findByName,
  findInScope,
  present,
  presentListRow,
  type Scope,
  writeDataset,
} from "./write.ts";

export type { CsvImport } from "./write.ts";

/** Who manages the company's custom datasets. */
const libraryManagers = [Permission.ManageCompanyRating, Permission.ManageProducts];

const record = (tx: DbOrTx, actor: Actor, action: AuditAction, data: Record<string, unknown>) =>
  audit(
    tx,
    {
      action,
      userId: actor.user.id,
      companyId: actingCompany(actor),
      subjectType: "dataset",
      data,
    },
    actor,
  );

/** The scope of a dataset request: a readable version's, or the custom library. */
async function readableScope(db: DbOrTx, actor: Actor, key: VersionKey | null): Promise<Scope> {
  const companyId = actingCompany(actor);
  if (key === null) {
    assertCanAny(actor.user, companyId, libraryManagers);
    return { companyId, versionId: null };
  }
  const { version } = await readableVersion(db, actor, key);
  return { companyId, versionId: version.id };
}

// ---------------------------------------------------------------- reading (both scopes)

/**
 * A page of a scope's datasets without their cells (a version has a handful); `withRows` adds
 * the cells, for the designer's preview that resolves dataset-backed options.
 */
export async function listDatasets(
  db: DbOrTx,
  actor: Actor,
  key: VersionKey | null,
  query: TPageQuery & { include?: "rows" },
) {
  const scope = await readableScope(db, actor, key);
  const window = pageWindow(query);
  if (query.include === "rows") {
    const { rows, total } = await datasetsPage(db, scope, window);
    return { data: rows.map(present), meta: pageMeta(total, query) };
  }
  const { rows, total } = await datasetSummariesPage(db, scope, window);
  return { data: rows.map(presentListRow), meta: pageMeta(total, query) };
}

/** One dataset with all its cells (what the grid editor opens). */
export async function getDataset(
  db: DbOrTx,
  actor: Actor,
  key: VersionKey | null,
  datasetId: number,
) {
  return present(await findInScope(db, await readableScope(db, actor, key), datasetId));
}

/** A page of one dataset's rows, sliced in SQL. */
export async function listDatasetRows(
  db: DbOrTx,
  actor: Actor,
  key: VersionKey | null,
  datasetId: number,
  query: TPageQuery,
) {
  const scope = await readableScope(db, actor, key);
  await findInScope(db, scope, datasetId);
  const { total, rows } = await datasetRowsPage(db, datasetId, pageWindow(query));
  return { data: rows, meta: pageMeta(total, query) };
}

// ---------------------------------------------------------------- a version's datasets

/** Adds, replaces or (input null) removes a version's dataset. */
export async function saveVersionDataset(
  db: Db,
  actor: Actor,
  key: VersionKey,
  datasetId: number | null,
  input: DatasetInput | null,
) {
  return inTransaction(db, async (tx) => {
    const version = await editableVersion(tx, actor, key);
    const scope = { companyId: version.companyId, versionId: version.id };
    const existing = datasetId === null ? null : await findInScope(tx, scope, datasetId);
    const saved = await writeDataset(tx, scope, existing, input, actor.now());
    await record(
      tx,
      actor,
      input ? (existing ? "dataset.updated" : "dataset.created") : "dataset.deleted",
      { versionId: version.id, name: input?.name ?? existing?.name },
    );
    return saved ? presentListRow(saved) : { message: "Deleted" };
  });
}

/** Creates the dataset from CSV, or replaces the rows of the version's dataset of that name. */
export async function importVersionCsv(db: Db, actor: Actor, key: VersionKey, input: CsvImport) {
  return inTransaction(db, async (tx) => {
    const version = await editableVersion(tx, actor, key);
    const scope = { companyId: version.companyId, versionId: version.id };
    const existing = await findByName(tx, scope, input.name);
    const data = datasetFromCsv(input, existing);
    const saved = await writeDataset(tx, scope, existing, data, actor.now());
    await record(tx, actor, "dataset.imported", { versionId: version.id, name: input.name });
    return presentListRow(saved!);
  });
}

/** Copies a custom dataset into the version (replacing the version's copy of the same name). */
export async function copyCustomDataset(
  db: Db,
  actor: Actor,
  key: VersionKey,
  customDatasetId: number,
) {
  return inTransaction(db, async (tx) => {
    const version = await editableVersion(tx, actor, key);
    const source = await findInScope(
      tx,
      { companyId: version.companyId, versionId: null },
      customDatasetId,
    );
    const scope = { companyId: version.companyId, versionId: version.id };
    const existing = await findByName(tx, scope, source.name);
    const saved = await writeDataset(
      tx,
      scope,
      existing,
      { ...toDataset(source), sourceDatasetId: source.id },
      actor.now(),
    );
    await record(tx, actor, "dataset.copied", {
      versionId: version.id,
      name: source.name,
      from: source.id,
    });
    return presentListRow(saved!);
  });
}

// ---------------------------------------------------------------- custom datasets

export async function saveCustomDataset(
  db: Db,
  actor: Actor,
  datasetId: number | null,
  input: DatasetInput | null,
) {
  const companyId = actingCompany(actor);
  assertCanAny(actor.user, companyId, libraryManagers);
  return inTransaction(db, async (tx) => {
    const scope = { companyId, versionId: null };
    const existing = datasetId === null ? null : await findInScope(tx, scope, datasetId);
    const saved = await writeDataset(tx, scope, existing, input, actor.now());
    const action = input ? (existing ? "updated" : "created") : "deleted";
    await record(tx, actor, `customDataset.${action as "created" | "updated" | "deleted"}`, {
      name: input?.name ?? existing?.name,
    });
    return saved ? presentListRow(saved) : { message: "Deleted" };
  });
}

export async function importCustomCsv(db: Db, actor: Actor, input: CsvImport) {
  const companyId = actingCompany(actor);
  assertCanAny(actor.user, companyId, libraryManagers);
  return inTransaction(db, async (tx) => {
    const scope = { companyId, versionId: null };
    const existing = await findByName(tx, scope, input.name);
    const data = datasetFromCsv(input, existing);
    const saved = await writeDataset(tx, scope, existing, data, actor.now());
    await record(tx, actor, "customDataset.imported", { name: input.name });
    return presentListRow(saved!);
  });
}
