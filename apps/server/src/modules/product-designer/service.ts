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
  designErrorsByPath,
  designMessages,
  Permission,
  type ProductDesign,
  type TDataset,
  type TProductDesignView,
  type TTestCase,
  toJsonSchema,
} from "@platform/domain";
import { eq, sql } from "drizzle-orm";
import { assertCan } from "../../platform/access/index.ts";
import type { Actor } from "../../platform/actor/index.ts";
import { actingCompany } from "../../platform/actor/index.ts";
import { audit } from "../../platform/audit/index.ts";
import type { Db, DbOrTx } from "../../platform/db/index.ts";
import { inTransaction } from "../../platform/db/transaction.ts";
import { invalid } from "../../platform/http/errors.ts";
import { unknownClauseIds } from "../clauses/index.ts";

import { datasetSummariesOfVersion, datasetsOfVersion } from "../datasets/index.ts";
import { markVersionSaved, type ProductVersionRow, productVersioning } from "../products/index.ts";
import { toSeconds } from "../users/index.ts";
import { type ProductDesignRow, productDesigns } from "./tables.ts";

export interface VersionKey {
  productId: number;
  versionId: number;
}

export interface DesignedVersion {
  version: ProductVersionRow;
  /** Whether the version may be edited (not locked by a risk). */
  editable: boolean;
}

/** A version the actor may read (catalogue readers of the underwriter). */
export async function readableVersion(
  db: DbOrTx,
  actor: Actor,
  key: VersionKey,
): Promise<DesignedVersion> {
  const { version, versions } = await productVersioning.version(
    db,
    actor,
    key.productId,
    key.versionId,
  );
  return { version, editable: productVersioning.allows("edit", version, versions) };
}

/**
 * A version the actor may change: ManageProducts, and the domain's edit rule (locked by a risk:
 * the spec's message). The version row is locked for the rest of the transaction.
 */
export async function editableVersion(tx: DbOrTx, actor: Actor, key: VersionKey) {
  assertCan(actor.user, actingCompany(actor), Permission.ManageProducts);
  const { version, versions } = await productVersioning.version(
    tx,
    actor,
    key.productId,
    key.versionId,
  );
  productVersioning.check("edit", version, versions);
  return version;
}

export const designOf = (row: ProductDesignRow): ProductDesign => ({
  form: row.form,
  propertyFormulas: row.propertyFormulas,
  underwritingFormulas: row.underwritingFormulas,
  rules: row.rules,
  premium: row.premium,
});

/** The design of a version (every version has one from its creation; see versioned.ts). */
export async function designOfVersion(
  db: DbOrTx,
  versionId: number,
  lock = false,
): Promise<ProductDesignRow> {
  const query = db
    .select()
    .from(productDesigns)
    .where(eq(productDesigns.productVersionId, versionId));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw new Error(`Product version ${versionId} has no design`);
  return row;
}

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
  await tx
    .update(productDesigns)
    .set({ revision: sql`${productDesigns.revision} + 1`, updatedAt: new Date() })
    .where(eq(productDesigns.productVersionId, versionId));
}

async function presentDesign(
  db: DbOrTx,
  actor: Actor,
  row: ProductDesignRow,
  editable: boolean,
): Promise<TProductDesignView> {
  const [datasets, summaries] = await Promise.all([
    datasetsOfVersion(db, row.productVersionId),
    datasetSummariesOfVersion(db, row.productVersionId),
  ]);
  const valuesOf = (name: string, column: string) =>
    datasets.find((d) => d.name === name)?.rows.map((r) => String(r[column] ?? ""));
  return {
    productVersionId: row.productVersionId,
    revision: row.revision,
    locked: !editable,
    can: {
      edit: editable && canActInCompany(actor.user, row.companyId, Permission.ManageProducts),
    },
    form: row.form,
    jsonSchema: toJsonSchema(row.form, { datasetValues: valuesOf }),
    propertyFormulas: row.propertyFormulas,
    underwritingFormulas: row.underwritingFormulas,
    rules: row.rules,
    premium: row.premium,
    testCases: row.testCases,
    datasets: summaries.map((d) => ({
      id: d.id,
      name: d.name,
      columns: d.columns,
      rowCount: d.rowCount,
    })),
    updatedAt: toSeconds(row.updatedAt),
  };
}

/** The design of a version; a read (it never writes). */
export async function getDesign(db: DbOrTx, actor: Actor, key: VersionKey) {
  const { version, editable } = await readableVersion(db, actor, key);
  return presentDesign(db, actor, await designOfVersion(db, version.id), editable);
}

export type DesignPart =
  | { form: ProductDesign["form"] }
  | { propertyFormulas: ProductDesign["propertyFormulas"] }
  | { underwritingFormulas: ProductDesign["underwritingFormulas"] }
  | { rules: ProductDesign["rules"] }
  | { premium: ProductDesign["premium"] }
  | { testCases: TTestCase[] };

async function assertRuleClauses(tx: DbOrTx, companyId: number, part: DesignPart) {
  if (!("rules" in part)) return;
  const clauseIds = part.rules.flatMap((rule) => (rule.clauseId === null ? [] : [rule.clauseId]));
  const unknown = new Set(await unknownClauseIds(tx, companyId, clauseIds));
  const errors: Record<string, string> = {};
  part.rules.forEach((rule, index) => {
    if (rule.clauseId !== null && unknown.has(rule.clauseId))
      errors[`rules.${index}.clauseId`] = designMessages.clauseRequired;
  });
  if (Object.keys(errors).length > 0) throw invalid(errors);
}

/** Saves one part of the design after compiling the whole design with it. */
export async function saveDesignPart(db: Db, actor: Actor, key: VersionKey, part: DesignPart) {
  return inTransaction(db, async (tx) => {
    const version = await editableVersion(tx, actor, key);
    const row = await designOfVersion(tx, version.id, true);
    const next = { ...designOf(row), testCases: row.testCases, ...part };
    compileOrThrow(next, await datasetsOfVersion(tx, version.id));
    await assertRuleClauses(tx, version.companyId, part);
    const [saved] = await tx
      .update(productDesigns)
      .set({ ...part, revision: row.revision + 1, updatedAt: actor.now() })
      .where(eq(productDesigns.productVersionId, version.id))
      .returning();
    await markVersionSaved(tx, version.id, actor.now());
    await audit(
      tx,
      {
        action: `productDesign.${Object.keys(part)[0] as "rules" | "premium" | "testCases"}Saved`,
        userId: actor.user.id,
        companyId: version.companyId,
        subjectType: "product",
        subjectId: key.productId,
        data: {
          versionId: version.id,
          versionNumber: version.versionNumber,
          revision: saved!.revision,
        },
      },
      actor,
    );
    return presentDesign(tx, actor, saved!, true);
  });
}
