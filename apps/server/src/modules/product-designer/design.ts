/**
 * The product designer (SPEC §2): a version's proposal form, property and underwriting
 * formulas, underwriting rules, premium settings and test cases. Every save compiles the whole
 * design against the version's datasets, so a formula naming an unknown question or column, a
 * type error or a cycle answers 422 with the formula's name and position, never at quote time.
 * A version used by a risk is locked: every edit is refused with the spec's message.
 */
import {
  type CompiledDesign,
  compileDesign,
  designErrorsByPath,
  type ProductDesign,
  type TDataset,
} from "@platform/domain";
import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/index.ts";
import { invalid } from "../../platform/http/errors.ts";
import { type ProductDesignRow, productDesigns } from "./tables.ts";

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
