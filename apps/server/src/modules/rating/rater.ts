/**
 * The rater of a product version: its design compiled and its datasets indexed once per design
 * revision, then reused (versions a risk uses never change, so their entries need no statement).
 */
import {
  ajvValidator,
  type CompiledDesign,
  type PreparedDatasets,
  type ProposalForm,
  type RateContext,
  rateDesign,
  resolveDatasetOptions,
  type TProductDetails,
  type TRateRequest,
  todayIn,
} from "@platform/domain";
import type { DbOrTx } from "../../platform/db/index.ts";
import { datasetRowsOfVersion, toDataset } from "../datasets/index.ts";
import {
  compileOrThrow,
  designOf,
  designOfVersion,
  designRevisionOf,
  type ProductDesignRow,
} from "../product-designer/index.ts";

export interface VersionLike {
  id: number;
  productId: number;
  versionNumber: number;
  details: TProductDetails;
  lockedAt: Date | null;
  usageCount: number;
}

export interface Rater {
  row: ProductDesignRow;
  compiled: CompiledDesign;
  datasets: PreparedDatasets;
  rowsOf: (name: string) => Record<string, string | number | boolean | null>[] | undefined;
  context: RateContext;
}

const cache = new Map<string, Omit<Rater, "context">>();
/** Versions a risk uses (immutable): no statement needed to know the entry is current. */
const lockedCache = new Map<number, Omit<Rater, "context">>();
const CACHE_LIMIT = 200;

/** Today in the product's time zone, `YYYY-MM-DD` (the domain's rule, kept here for callers). */
export { todayIn };

/**
 * The compiled design and indexed datasets of a version, cached by version and design revision.
 * A version a risk uses never changes, so its entry is found without any statement; otherwise
 * one statement reads the revision, and a miss two more (design, datasets): the count never
 * grows with datasets or packages.
 */
export async function raterFor(db: DbOrTx, version: VersionLike): Promise<Rater> {
  const immutable = version.lockedAt !== null || version.usageCount > 0;
  let entry = immutable ? lockedCache.get(version.id) : undefined;
  if (!entry) {
    const key = `${version.id}:${await designRevisionOf(db, version.id)}`;
    entry = cache.get(key);
    if (!entry) {
      entry = await compileVersion(db, version.id);
      remember(cache, key, entry);
    }
    if (immutable) remember(lockedCache, version.id, entry);
  }
  return {
    ...entry,
    context: {
      country: version.details.targetCountry,
      insuranceClassId: version.details.insuranceClassId,
      datasets: entry.datasets,
      validator: ajvValidator,
      today: todayIn(version.details.timeZone),
    },
  };
}

async function compileVersion(db: DbOrTx, versionId: number): Promise<Omit<Rater, "context">> {
  const [row, datasetRows] = await Promise.all([
    designOfVersion(db, versionId),
    datasetRowsOfVersion(db, versionId),
  ]);
  const compiled = compileOrThrow(designOf(row), datasetRows.map(toDataset));
  const byName = new Map(datasetRows.map((d) => [d.name, d.rows]));
  return {
    row,
    compiled,
    datasets: compiled.program.prepareDatasets(Object.fromEntries(byName)),
    rowsOf: (name) => byName.get(name),
  };
}

function remember<K>(map: Map<K, Omit<Rater, "context">>, key: K, entry: Omit<Rater, "context">) {
  if (map.size >= CACHE_LIMIT) map.delete(map.keys().next().value as K);
  map.set(key, entry);
}

export const rate = (rater: Rater, input: TRateRequest) =>
  rateDesign(rater.compiled, rater.context, {
    answers: input.answers,
    overrides: input.overrides ?? {},
    state: input.state ?? null,
    taxDate: input.taxDate ?? null,
    smallBusinessDeclaration: input.smallBusinessDeclaration === true,
  });

/** A dataset column's values, for enum checks of dataset-backed questions. */
export const valuesOf = (rater: Rater) => (name: string, column: string) =>
  rater.rowsOf(name)?.map((row) => String(row[column] ?? ""));

/** The proposal form of a pinned version with its dataset options (a client completing a proposal). */
export async function formOfVersion(db: DbOrTx, version: VersionLike): Promise<ProposalForm> {
  const rater = await raterFor(db, version);
  return resolveDatasetOptions(rater.row.form, rater.rowsOf);
}
