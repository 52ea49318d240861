/**
 * A version's design rows, for the versioning hooks: every product version has its design from
 * the moment it exists (empty for a first version, a copy for a new version), so no read ever
 * has to create one.
 */
import { defaultPremiumSettings, emptyProposalForm } from "@platform/domain";
import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/index.ts";
import { productDesigns } from "./tables.ts";

/** The empty design of a product's first version. */
export async function insertEmptyDesign(tx: DbOrTx, version: { id: number; companyId: number }) {
  await tx.insert(productDesigns).values({
    productVersionId: version.id,
    companyId: version.companyId,
    form: emptyProposalForm(),
    propertyFormulas: [],
    underwritingFormulas: [],
    rules: [],
    premium: defaultPremiumSettings(),
    testCases: [],
  });
}

/** Copies a version's design to another version in one statement (revision starts again). */
export async function copyDesign(tx: DbOrTx, fromVersionId: number, toVersionId: number) {
  const copied = await tx
    .insert(productDesigns)
    .select((qb) =>
      qb
        .select({
          productVersionId: sql<number>`${toVersionId}::int`.as("product_version_id"),
          companyId: productDesigns.companyId,
          form: productDesigns.form,
          propertyFormulas: productDesigns.propertyFormulas,
          underwritingFormulas: productDesigns.underwritingFormulas,
          rules: productDesigns.rules,
          premium: productDesigns.premium,
          testCases: productDesigns.testCases,
          revision: sql<number>`1`.as("revision"),
          createdAt: sql<Date>`now()`.as("created_at"),
          updatedAt: sql<Date>`now()`.as("updated_at"),
        })
        .from(productDesigns)
        .where(eq(productDesigns.productVersionId, fromVersionId)),
    )
    .returning({ id: productDesigns.productVersionId });
  if (copied.length === 0) throw new Error(`Product version ${fromVersionId} has no design`);
}

export async function designRow(db: DbOrTx, versionId: number) {
  const [row] = await db
    .select()
    .from(productDesigns)
    .where(eq(productDesigns.productVersionId, versionId));
  return row ?? null;
}

/** The design revision of a version (0 before its first save), to key the rating cache. */
export async function designRevisionOf(db: DbOrTx, versionId: number): Promise<number> {
  const [current] = await db
    .select({ revision: productDesigns.revision })
    .from(productDesigns)
    .where(eq(productDesigns.productVersionId, versionId));
  return current?.revision ?? 0;
}
