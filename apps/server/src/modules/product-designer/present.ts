import { type TProductDesignView, toJsonSchema } from "@platform/domain";
import type { AuthUser } from "../../platform/access/index.ts";
import type { DbOrTx } from "../../platform/db/index.ts";
import { datasetSummariesOfVersion, datasetsOfVersion } from "../datasets/index.ts";
import { toSeconds } from "../users/index.ts";
import { designAbilities } from "./access.ts";
import type { ProductDesignRow } from "./tables.ts";

/** A version's design as the designer shows it, with its datasets' summaries. */
export async function presentDesign(
  db: DbOrTx,
  user: AuthUser,
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
    can: designAbilities(user, row, editable),
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
