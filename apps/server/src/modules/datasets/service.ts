/**
 * Datasets (SPEC §2 datasets and custom datasets): a version's rating tables, edited as a grid
 * or uploaded as CSV, and the company's custom datasets, a library versions copy from. A
 * version's datasets are checked with its design on every change: removing a column or a table
 * a formula uses answers 422 naming the formula.
 */
import {
  datasetRowErrors,
  messages,
  Permission,
  parseDatasetCsv,
  type TDataset,
  type TDatasetView,
  ZDataset,
} from "@platform/domain";
import { and, eq, isNull } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import type { AppDeps } from "../../app.ts";
import { type AuthUser, assertCanAny } from "../../platform/access/index.ts";
import { type AuditAction, audit } from "../../platform/audit/index.ts";
import type { DbOrTx } from "../../platform/db/index.ts";
import { inTransaction } from "../../platform/db/transaction.ts";
import { invalid, notFound } from "../../platform/http/errors.ts";
import {
  bumpRevision,
  compileOrThrow,
  designOf,
  editableVersion,
  ensureDesign,
  readableVersion,
  type VersionKey,
} from "../product-designer/service.ts";
import { toSeconds } from "../users/present.ts";
import { customDatasetRows, datasetRowsOfVersion, toDataset } from "./repo.ts";
import { type RatingDatasetRow, ratingDatasets } from "./tables.ts";

/** Who manages the company's custom datasets. */
const libraryManagers = [Permission.ManageCompanyRating, Permission.ManageProducts];

const present = (row: RatingDatasetRow): TDatasetView => ({
  id: row.id,
  productVersionId: row.productVersionId,
  sourceDatasetId: row.sourceDatasetId,
  ...toDataset(row),
  updatedAt: toSeconds(row.updatedAt),
});

type Scope = { companyId: number; versionId: number | null };

function checkCells(dataset: TDataset) {
  const errors = datasetRowErrors(dataset);
  if (errors.length > 0)
    throw invalid(Object.fromEntries(errors.map((e) => [e.path, [e.message]])));
}

async function rowsOfScope(tx: DbOrTx, scope: Scope) {
  return scope.versionId === null
    ? customDatasetRows(tx, scope.companyId)
    : datasetRowsOfVersion(tx, scope.versionId);
}

async function findInScope(tx: DbOrTx, scope: Scope, datasetId: number) {
  const [row] = await tx
    .select()
    .from(ratingDatasets)
    .where(
      and(
        eq(ratingDatasets.id, datasetId),
        eq(ratingDatasets.companyId, scope.companyId),
        scope.versionId === null
          ? isNull(ratingDatasets.productVersionId)
          : eq(ratingDatasets.productVersionId, scope.versionId),
      ),
    );
  if (!row) throw notFound("Dataset not found");
  return row;
}

/**
 * Writes one dataset of a scope (insert, replace or delete) after checking its cells and, for
 * a version, that the version's design still compiles with the datasets as they would be.
 */
async function writeDataset(
  tx: DbOrTx,
  scope: Scope,
  existing: RatingDatasetRow | null,
  data: (TDataset & { sourceDatasetId?: number | null }) | null,
  version?: { id: number; productId: number; versionNumber: number },
) {
  const all = await rowsOfScope(tx, scope);
  if (data) {
    checkCells(data);
    if (all.some((row) => row.name === data.name && row.id !== existing?.id))
      throw invalid({ name: messages.nameInUse });
  }
  if (version) {
    const design = await ensureDesign(tx, { ...version, companyId: scope.companyId }, true);
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
      updatedAt: new Date(),
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

const record = (
  tx: DbOrTx,
  user: AuthUser,
  companyId: number,
  action: AuditAction,
  data: Record<string, unknown>,
  request: FastifyRequest,
) => audit(tx, { action, userId: user.id, companyId, subjectType: "dataset", data }, request);

// ---------------------------------------------------------------- a version's datasets

export async function listVersionDatasets(deps: AppDeps, user: AuthUser, key: VersionKey) {
  const version = await readableVersion(deps.db, user, key);
  const rows = await datasetRowsOfVersion(deps.db, version.id);
  return { data: rows.map(present), meta: { total: rows.length } };
}

type DatasetInput = z.output<typeof ZDataset>;

export async function saveVersionDataset(
  deps: AppDeps,
  user: AuthUser,
  key: VersionKey,
  datasetId: number | null,
  input: DatasetInput | null,
  request: FastifyRequest,
) {
  return inTransaction(deps.db, async (tx) => {
    const version = await editableVersion(tx, user, key);
    const scope = { companyId: key.companyId, versionId: version.id };
    // The design exists before its datasets (a new version copies the previous one's first).
    await ensureDesign(tx, { ...version, companyId: key.companyId });
    const existing = datasetId === null ? null : await findInScope(tx, scope, datasetId);
    const saved = await writeDataset(tx, scope, existing, input, version);
    await record(
      tx,
      user,
      key.companyId,
      input ? (existing ? "dataset.updated" : "dataset.created") : "dataset.deleted",
      { versionId: version.id, name: input?.name ?? existing?.name },
      request,
    );
    return saved ? present(saved) : { message: "Deleted" };
  });
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

/** Creates the dataset from CSV, or replaces the rows of the version's dataset of that name. */
export async function importVersionCsv(
  deps: AppDeps,
  user: AuthUser,
  key: VersionKey,
  input: CsvImport,
  request: FastifyRequest,
) {
  return inTransaction(deps.db, async (tx) => {
    const version = await editableVersion(tx, user, key);
    const scope = { companyId: key.companyId, versionId: version.id };
    await ensureDesign(tx, { ...version, companyId: key.companyId });
    const existing =
      (await datasetRowsOfVersion(tx, version.id)).find((row) => row.name === input.name) ?? null;
    const saved = await writeDataset(tx, scope, existing, datasetFromCsv(input, existing), version);
    await record(
      tx,
      user,
      key.companyId,
      "dataset.imported",
      { versionId: version.id, name: input.name },
      request,
    );
    return present(saved!);
  });
}

/** Copies a custom dataset into the version (replacing the version's copy of the same name). */
export async function copyCustomDataset(
  deps: AppDeps,
  user: AuthUser,
  key: VersionKey,
  customDatasetId: number,
  request: FastifyRequest,
) {
  return inTransaction(deps.db, async (tx) => {
    const version = await editableVersion(tx, user, key);
    const source = await findInScope(
      tx,
      { companyId: key.companyId, versionId: null },
      customDatasetId,
    );
    const scope = { companyId: key.companyId, versionId: version.id };
    await ensureDesign(tx, { ...version, companyId: key.companyId });
    const existing =
      (await datasetRowsOfVersion(tx, version.id)).find((row) => row.name === source.name) ?? null;
    const saved = await writeDataset(
      tx,
      scope,
      existing,
      { ...toDataset(source), sourceDatasetId: source.id },
      version,
    );
    await record(
      tx,
      user,
      key.companyId,
      "dataset.copied",
      { versionId: version.id, name: source.name, from: source.id },
      request,
    );
    return present(saved!);
  });
}

// ---------------------------------------------------------------- custom datasets

export async function listCustomDatasets(db: DbOrTx, user: AuthUser, companyId: number) {
  assertCanAny(user, companyId, libraryManagers);
  const rows = await customDatasetRows(db, companyId);
  return { data: rows.map(present), meta: { total: rows.length } };
}

export async function saveCustomDataset(
  deps: AppDeps,
  user: AuthUser,
  companyId: number,
  datasetId: number | null,
  input: DatasetInput | null,
  request: FastifyRequest,
) {
  assertCanAny(user, companyId, libraryManagers);
  return inTransaction(deps.db, async (tx) => {
    const scope = { companyId, versionId: null };
    const existing = datasetId === null ? null : await findInScope(tx, scope, datasetId);
    const saved = await writeDataset(tx, scope, existing, input);
    await record(
      tx,
      user,
      companyId,
      input
        ? existing
          ? "customDataset.updated"
          : "customDataset.created"
        : "customDataset.deleted",
      { name: input?.name ?? existing?.name },
      request,
    );
    return saved ? present(saved) : { message: "Deleted" };
  });
}

export async function importCustomCsv(
  deps: AppDeps,
  user: AuthUser,
  companyId: number,
  input: CsvImport,
  request: FastifyRequest,
) {
  assertCanAny(user, companyId, libraryManagers);
  return inTransaction(deps.db, async (tx) => {
    const scope = { companyId, versionId: null };
    const existing =
      (await customDatasetRows(tx, companyId)).find((row) => row.name === input.name) ?? null;
    const saved = await writeDataset(tx, scope, existing, datasetFromCsv(input, existing));
    await record(tx, user, companyId, "customDataset.imported", { name: input.name }, request);
    return present(saved!);
  });
}
