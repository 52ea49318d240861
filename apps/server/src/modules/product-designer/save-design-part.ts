import { designMessages, type ProductDesign, type TTestCase } from "@platform/domain";
import { eq } from "drizzle-orm";
import { audit } from "../../platform/audit/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import type { DbOrTx } from "../../platform/db/index.ts";
import { inTransaction } from "../../platform/db/transaction.ts";
import { invalid } from "../../platform/http/errors.ts";
import { unknownClauseIds } from "../clauses/index.ts";
import { datasetsOfVersion } from "../datasets/index.ts";
import { markVersionSaved } from "../products/index.ts";
import { compileOrThrow, designOf, designOfVersion } from "./design.ts";
import { presentDesign } from "./present.ts";
import { productDesigns } from "./tables.ts";
import { editableVersion, type VersionKey } from "./versions.ts";

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
export async function saveDesignPart(ctx: Ctx, input: VersionKey & { part: DesignPart }) {
  const { db, actor } = ctx;
  const { part, ...key } = input;
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
    return presentDesign(tx, actor.user, saved!, true);
  });
}
