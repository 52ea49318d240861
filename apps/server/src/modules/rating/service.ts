/**
 * Rating a product version: the underwriter's rate endpoint (everything), test runs, the
 * broker's rate (no underwriting formulas; rule messages only where the product allows) and the
 * quick quote (quick-quote questions and formulas only), for brokers and the public portal.
 * A version's design is compiled and its datasets indexed once per revision, then reused.
 */
import {
  ajvValidator,
  type CompiledDesign,
  designMessages,
  Permission,
  type PreparedDatasets,
  type ProposalForm,
  quickQuoteForm,
  type RateContext,
  rateDesign,
  resolveDatasetOptions,
  runTestCases,
  type TBrokerRatingView,
  type TLatestTestRun,
  type TProductDetails,
  type TQuickQuoteForm,
  type TQuickQuoteResult,
  type TRateRequest,
  type TRatingView,
  type TTestRunView,
  toJsonSchema,
  validateAnswers,
} from "@platform/domain";
import { desc, eq } from "drizzle-orm";
import { assertCan, assertCanAny } from "../../platform/access/index.ts";
import type { Actor } from "../../platform/actor/index.ts";
import { audit } from "../../platform/audit/index.ts";
import type { Db, DbOrTx } from "../../platform/db/index.ts";
import { inTransaction } from "../../platform/db/transaction.ts";
import { notFound } from "../../platform/http/errors.ts";
import { actingCompany } from "../../platform/versioning/index.ts";
import { datasetRowsOfVersion, toDataset } from "../datasets/index.ts";
import {
  compileOrThrow,
  designOf,
  designOfVersion,
  designRevisionOf,
  type ProductDesignRow,
  readableVersion,
  type VersionKey,
} from "../product-designer/index.ts";
import { availablePackageFor, publicPackages } from "../product-packages/index.ts";
import { latestPublished } from "../products/index.ts";
import { toSeconds } from "../users/index.ts";
import { users } from "../users/tables.ts";
import { ratingTestRuns } from "./tables.ts";

interface VersionLike {
  id: number;
  productId: number;
  versionNumber: number;
  details: TProductDetails;
  lockedAt: Date | null;
  usageCount: number;
}

interface Rater {
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

/** Today in the product's time zone, `YYYY-MM-DD`. */
export function todayIn(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}

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

const rate = (rater: Rater, input: TRateRequest) =>
  rateDesign(rater.compiled, rater.context, {
    answers: input.answers,
    overrides: input.overrides ?? {},
    state: input.state ?? null,
    taxDate: input.taxDate ?? null,
    smallBusinessDeclaration: input.smallBusinessDeclaration === true,
  });

// ---------------------------------------------------------------- underwriters

/** Everything: values, underwriting formulas, every rule, premium breakdown. */
export async function rateVersion(
  db: DbOrTx,
  actor: Actor,
  key: VersionKey,
  input: TRateRequest,
): Promise<TRatingView> {
  const { version } = await readableVersion(db, actor, key);
  const result = rate(await raterFor(db, version), input);
  return { ...result, valid: Object.keys(result.answerErrors).length === 0 };
}

const presentRun = (
  row: typeof ratingTestRuns.$inferSelect,
  createdBy: string | null,
): TTestRunView => ({
  id: row.id,
  productVersionId: row.productVersionId,
  designRevision: row.designRevision,
  passed: row.passed,
  total: row.total,
  failed: row.failed,
  cases: row.cases,
  createdAt: toSeconds(row.createdAt),
  createdBy,
});

export async function runTests(db: Db, actor: Actor, key: VersionKey) {
  const companyId = actingCompany(actor);
  assertCan(actor.user, companyId, Permission.ManageProducts);
  const { version } = await readableVersion(db, actor, key);
  const rater = await raterFor(db, version);
  const result = runTestCases(rater.compiled, rater.context, rater.row.testCases);
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(ratingTestRuns)
      .values({
        companyId,
        productVersionId: version.id,
        designRevision: rater.row.revision,
        passed: result.passed,
        total: result.total,
        failed: result.failed,
        cases: result.cases,
        createdByUserId: actor.user.id,
      })
      .returning();
    await audit(
      tx,
      {
        action: "productDesign.testRun",
        userId: actor.user.id,
        companyId,
        subjectType: "product",
        subjectId: key.productId,
        data: {
          versionId: version.id,
          passed: result.passed,
          total: result.total,
          failed: result.failed,
        },
      },
      actor,
    );
    return presentRun(row!, actor.user.row.name);
  });
}

async function runsOf(db: DbOrTx, versionId: number, limit: number) {
  return db
    .select({ run: ratingTestRuns, name: users.name })
    .from(ratingTestRuns)
    .leftJoin(users, eq(users.id, ratingTestRuns.createdByUserId))
    .where(eq(ratingTestRuns.productVersionId, versionId))
    .orderBy(desc(ratingTestRuns.id))
    .limit(limit);
}

export async function listTestRuns(db: DbOrTx, actor: Actor, key: VersionKey) {
  const { version } = await readableVersion(db, actor, key);
  const rows = await runsOf(db, version.id, 20);
  return { data: rows.map((r) => presentRun(r.run, r.name)), meta: { total: rows.length } };
}

/**
 * What publishing a version should warn about: no test run, a failed last run, or a run of an
 * older revision of the design. The product publish screen shows it; exported for the products
 * module too.
 */
export async function testRunWarning(
  db: DbOrTx,
  versionId: number,
  revision: number,
): Promise<TLatestTestRun> {
  const [latest] = await runsOf(db, versionId, 1);
  const run = latest ? presentRun(latest.run, latest.name) : null;
  const warning = !run
    ? "missing"
    : !run.passed
      ? "failed"
      : run.designRevision !== revision
        ? "stale"
        : null;
  const message =
    warning === "missing"
      ? designMessages.testRunMissing
      : warning === "failed"
        ? designMessages.testRunFailed
        : warning === "stale"
          ? designMessages.testRunStale
          : null;
  return { run, revision, warning, message };
}

export async function latestTestRun(db: DbOrTx, actor: Actor, key: VersionKey) {
  const { version } = await readableVersion(db, actor, key);
  const design = await designOfVersion(db, version.id);
  return testRunWarning(db, version.id, design.revision);
}

// ---------------------------------------------------------------- brokers

async function brokerVersion(db: DbOrTx, actor: Actor, packageId: number, productId?: number) {
  const brokerCompanyId = actingCompany(actor);
  assertCanAny(actor.user, brokerCompanyId, [Permission.ManageRisks, Permission.ViewRisks]);
  const offered = await availablePackageFor(db, brokerCompanyId, packageId);
  return offeredVersion(db, offered, productId);
}

async function offeredVersion(
  db: DbOrTx,
  offered: Awaited<ReturnType<typeof availablePackageFor>>,
  productId?: number,
) {
  const wanted = productId ?? offered.mainProduct.id;
  const product = [offered.mainProduct, ...offered.addOns].find((p) => p.id === wanted);
  if (!product) throw notFound("Product not found");
  const version = await latestPublished(db, product.id);
  if (!version) throw notFound("Product not found");
  return { version, productName: product.name };
}

/** A broker's rating: no underwriting formulas; rule messages as the product's settings allow. */
export async function rateForBroker(
  db: DbOrTx,
  actor: Actor,
  packageId: number,
  input: TRateRequest & { productId?: number },
): Promise<TBrokerRatingView> {
  const { version } = await brokerVersion(db, actor, packageId, input.productId);
  const rater = await raterFor(db, version);
  // Brokers cannot override underwriter values.
  const result = rate(rater, { ...input, overrides: {} });
  const visible = version.details.ruleMessages;
  return {
    valid: Object.keys(result.answerErrors).length === 0,
    answerErrors: result.answerErrors,
    propertyFormulas: result.propertyFormulas,
    rules: result.rules
      .filter((r) => r.fired)
      .map((r) => ({ outcome: r.outcome, message: visible[r.outcome] ? r.message : null })),
    outcome: result.outcome,
    premium: result.premium,
    premiumError: result.premiumError,
    complete: result.complete,
  };
}

/** The full proposal form a broker fills in (dataset options resolved). */
export async function brokerForm(db: DbOrTx, actor: Actor, packageId: number, productId?: number) {
  const { version, productName } = await brokerVersion(db, actor, packageId, productId);
  const rater = await raterFor(db, version);
  const form = resolveDatasetOptions(rater.row.form, rater.rowsOf);
  return {
    product: {
      id: version.productId,
      name: productName,
      versionId: version.id,
      versionNumber: version.versionNumber,
    },
    form,
    jsonSchema: toJsonSchema(rater.row.form, { datasetValues: valuesOf(rater) }),
  };
}

const valuesOf = (rater: Rater) => (name: string, column: string) =>
  rater.rowsOf(name)?.map((row) => String(row[column] ?? ""));

// ---------------------------------------------------------------- quick quote

function quickForm(rater: Rater): ProposalForm {
  return resolveDatasetOptions(quickQuoteForm(rater.row.form), rater.rowsOf);
}

function presentQuickForm(
  rater: Rater,
  version: VersionLike,
  productName: string,
): TQuickQuoteForm {
  return {
    product: {
      id: version.productId,
      name: productName,
      versionId: version.id,
      versionNumber: version.versionNumber,
    },
    country: rater.context.country,
    form: quickForm(rater),
    formulas: rater.row.propertyFormulas
      .filter((f) => f.showOnQuickQuote)
      .map((f) => ({ name: f.name, title: f.title, dataType: f.dataType })),
  };
}

/** The quick-quote formulas and, once the answers are valid, the full premium lines. */
function quickQuote(
  rater: Rater,
  answers: Record<string, unknown>,
  state: string | null = null,
): TQuickQuoteResult {
  const form = quickForm(rater);
  const check = validateAnswers(form, answers, {
    validator: ajvValidator,
    datasetValues: valuesOf(rater),
  });
  const result = rate(rater, { answers, state });
  return {
    premium: check.valid ? result.premium : null,
    premiumError: check.valid ? result.premiumError : null,
    valid: check.valid,
    answerErrors: check.errors,
    formulas: result.propertyFormulas
      .filter((f) => f.showOnQuickQuote)
      .map((f) => ({
        name: f.name,
        title: f.title,
        dataType: f.dataType,
        value: check.valid ? f.value : null,
      })),
  };
}

export async function brokerQuickQuoteForm(db: DbOrTx, actor: Actor, packageId: number) {
  const { version, productName } = await brokerVersion(db, actor, packageId);
  return presentQuickForm(await raterFor(db, version), version, productName);
}

export async function brokerQuickQuote(
  db: DbOrTx,
  actor: Actor,
  packageId: number,
  answers: Record<string, unknown>,
  state: string | null = null,
) {
  const { version } = await brokerVersion(db, actor, packageId);
  return quickQuote(await raterFor(db, version), answers, state);
}

async function publicVersion(db: DbOrTx, handle: string, packageId: number) {
  const offered = (await publicPackages(db, handle)).data.find((p) => p.id === packageId);
  if (!offered) throw notFound("Package not found");
  return offeredVersion(db, offered);
}

/** The public quick quote of a package on an underwriter's portal. */
export async function publicQuickQuoteForm(db: DbOrTx, handle: string, packageId: number) {
  const { version, productName } = await publicVersion(db, handle, packageId);
  return presentQuickForm(await raterFor(db, version), version, productName);
}

export async function publicQuickQuote(
  db: DbOrTx,
  handle: string,
  packageId: number,
  answers: Record<string, unknown>,
  state: string | null = null,
) {
  const { version } = await publicVersion(db, handle, packageId);
  return quickQuote(await raterFor(db, version), answers, state);
}

/** The proposal form of a pinned version with its dataset options (a client completing a proposal). */
export async function formOfVersion(db: DbOrTx, version: VersionLike): Promise<ProposalForm> {
  const rater = await raterFor(db, version);
  return resolveDatasetOptions(rater.row.form, rater.rowsOf);
}
