/**
 * The product designer (SPEC §2): a version's proposal form, property and underwriting
 * formulas, underwriting rules, premium settings and test cases. Every save compiles the whole
 * design against the version's datasets, so a formula naming an unknown question or column, a
 * type error or a cycle answers 422 with the formula's name and position, never at quote time.
 * A version used by a risk is locked: every edit is refused with the spec's message.
 */
import {
  type CompiledDesign,
  canActInCompany,
  compileDesign,
  defaultPremiumSettings,
  designErrorsByPath,
  designMessages,
  emptyProposalForm,
  messages,
  Permission,
  type ProductDesign,
  type TDataset,
  type TProductDesignView,
  type TProductVersion,
  type TTestCase,
  toJsonSchema,
} from "@platform/domain";
import { and, desc, eq, lt } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { AppDeps } from "../../app.ts";
import { type AuthUser, assertCan } from "../../platform/access/index.ts";
import { audit } from "../../platform/audit/index.ts";
import type { DbOrTx } from "../../platform/db/index.ts";
import { inTransaction } from "../../platform/db/transaction.ts";
import { conflict, invalid } from "../../platform/http/errors.ts";
import { unknownClauseIds } from "../clauses/service.ts";
import { copyVersionDatasets, datasetRowsOfVersion, datasetsOfVersion } from "../datasets/repo.ts";
import { getVersion } from "../products/service.ts";
import { productVersions } from "../products/tables.ts";
import { toSeconds } from "../users/present.ts";
import { type ProductDesignRow, productDesigns } from "./tables.ts";

export interface VersionKey {
  companyId: number;
  productId: number;
  versionId: number;
}

/** A version the user may read (catalogue readers of the underwriter). */
export async function readableVersion(db: DbOrTx, user: AuthUser, key: VersionKey) {
  return getVersion(db, user, key.companyId, key.productId, key.versionId);
}

/** A version the user may change: ManageProducts, and not locked by a risk. */
export async function editableVersion(db: DbOrTx, user: AuthUser, key: VersionKey) {
  assertCan(user, key.companyId, Permission.ManageProducts);
  const version = await getVersion(db, user, key.companyId, key.productId, key.versionId);
  if (version.lockedAt !== null) throw conflict(messages.productLocked);
  return version;
}

export const designOf = (row: ProductDesignRow): ProductDesign => ({
  form: row.form,
  propertyFormulas: row.propertyFormulas,
  underwritingFormulas: row.underwritingFormulas,
  rules: row.rules,
  premium: row.premium,
});

/**
 * The design of a version, created on first use: a copy of the newest earlier version's design
 * (with its datasets), or an empty one for a product's first version.
 */
export async function ensureDesign(
  tx: DbOrTx,
  version: { id: number; productId: number; versionNumber: number; companyId: number },
  lock = false,
): Promise<ProductDesignRow> {
  const find = async () => {
    const query = tx
      .select()
      .from(productDesigns)
      .where(eq(productDesigns.productVersionId, version.id));
    const [row] = lock ? await query.for("update") : await query;
    return row;
  };
  const existing = await find();
  if (existing) return existing;
  const [previous] = await tx
    .select({ design: productDesigns })
    .from(productDesigns)
    .innerJoin(productVersions, eq(productVersions.id, productDesigns.productVersionId))
    .where(
      and(
        eq(productVersions.productId, version.productId),
        lt(productVersions.versionNumber, version.versionNumber),
      ),
    )
    .orderBy(desc(productVersions.versionNumber))
    .limit(1);
  const source = previous?.design;
  const inserted = await tx
    .insert(productDesigns)
    .values({
      productVersionId: version.id,
      companyId: version.companyId,
      form: source?.form ?? emptyProposalForm(),
      propertyFormulas: source?.propertyFormulas ?? [],
      underwritingFormulas: source?.underwritingFormulas ?? [],
      rules: source?.rules ?? [],
      premium: source?.premium ?? defaultPremiumSettings(),
      testCases: source?.testCases ?? [],
    })
    .onConflictDoNothing()
    .returning();
  if (inserted.length > 0 && source)
    await copyVersionDatasets(tx, source.productVersionId, version.id);
  return (await find())!;
}

const versionOf = (v: TProductVersion, companyId: number) => ({
  id: v.id,
  productId: v.productId,
  versionNumber: v.versionNumber,
  companyId,
});

/** Compiles or answers 422 with every problem on its field. */
export function compileOrThrow(
  design: ProductDesign,
  datasets: readonly TDataset[],
): CompiledDesign {
  const result = compileDesign(design, datasets);
  if (!result.ok) throw invalid(designErrorsByPath(result.errors));
  return result.compiled;
}

/** Every change of a version's rating (datasets too) bumps the revision test runs compare. */
export async function bumpRevision(tx: DbOrTx, versionId: number) {
  const [row] = await tx
    .select()
    .from(productDesigns)
    .where(eq(productDesigns.productVersionId, versionId));
  if (!row) return;
  await tx
    .update(productDesigns)
    .set({ revision: row.revision + 1, updatedAt: new Date() })
    .where(eq(productDesigns.productVersionId, versionId));
}

async function presentDesign(
  db: DbOrTx,
  row: ProductDesignRow,
  version: TProductVersion,
  user: AuthUser,
): Promise<TProductDesignView> {
  const datasets = await datasetRowsOfVersion(db, row.productVersionId);
  const valuesOf = (name: string, column: string) =>
    datasets.find((d) => d.name === name)?.rows.map((r) => String(r[column] ?? ""));
  const locked = version.lockedAt !== null;
  return {
    productVersionId: row.productVersionId,
    revision: row.revision,
    locked,
    can: { edit: !locked && version.can.edit && canManage(user, row.companyId) },
    form: row.form,
    jsonSchema: toJsonSchema(row.form, { datasetValues: valuesOf }),
    propertyFormulas: row.propertyFormulas,
    underwritingFormulas: row.underwritingFormulas,
    rules: row.rules,
    premium: row.premium,
    testCases: row.testCases,
    datasets: datasets.map((d) => ({
      id: d.id,
      name: d.name,
      columns: d.columns,
      rowCount: d.rows.length,
    })),
    updatedAt: toSeconds(row.updatedAt),
  };
}

const canManage = (user: AuthUser, companyId: number) =>
  canActInCompany(user, companyId, Permission.ManageProducts);

export async function getDesign(deps: AppDeps, user: AuthUser, key: VersionKey) {
  const version = await readableVersion(deps.db, user, key);
  return inTransaction(deps.db, async (tx) => {
    const row = await ensureDesign(tx, versionOf(version, key.companyId));
    return presentDesign(tx, row, version, user);
  });
}

export type DesignPart =
  | { form: ProductDesign["form"] }
  | { propertyFormulas: ProductDesign["propertyFormulas"] }
  | { underwritingFormulas: ProductDesign["underwritingFormulas"] }
  | { rules: ProductDesign["rules"] }
  | { premium: ProductDesign["premium"] }
  | { testCases: TTestCase[] };

/** Saves one part of the design after compiling the whole design with it. */
export async function saveDesignPart(
  deps: AppDeps,
  user: AuthUser,
  key: VersionKey,
  part: DesignPart,
  request: FastifyRequest,
) {
  return inTransaction(deps.db, async (tx) => {
    const version = await editableVersion(tx, user, key);
    const row = await ensureDesign(tx, versionOf(version, key.companyId), true);
    const next = { ...designOf(row), testCases: row.testCases, ...part };
    compileOrThrow(next, await datasetsOfVersion(tx, version.id));
    if ("rules" in part) {
      const clauseIds = part.rules.flatMap((rule) =>
        rule.clauseId === null ? [] : [rule.clauseId],
      );
      const unknown = new Set(await unknownClauseIds(tx, key.companyId, clauseIds));
      const errors: Record<string, string> = {};
      part.rules.forEach((rule, index) => {
        if (rule.clauseId !== null && unknown.has(rule.clauseId))
          errors[`rules.${index}.clauseId`] = designMessages.clauseRequired;
      });
      if (Object.keys(errors).length > 0) throw invalid(errors);
    }
    const [saved] = await tx
      .update(productDesigns)
      .set({ ...part, revision: row.revision + 1, updatedAt: new Date() })
      .where(eq(productDesigns.productVersionId, version.id))
      .returning();
    await audit(
      tx,
      {
        action: `productDesign.${Object.keys(part)[0] as "rules" | "premium" | "testCases"}Saved`,
        userId: user.id,
        companyId: key.companyId,
        subjectType: "product",
        subjectId: key.productId,
        data: {
          versionId: version.id,
          versionNumber: version.versionNumber,
          revision: saved!.revision,
        },
      },
      request,
    );
    return presentDesign(tx, saved!, version, user);
  });
}
