import type { Ctx } from "../../platform/context/index.ts";
import { inTransaction } from "../../platform/db/transaction.ts";
import { editableVersion, type VersionKey } from "../product-designer/index.ts";
import { record } from "./scope.ts";
import {
  type CsvImport,
  datasetFromCsv,
  findByName,
  presentListRow,
  writeDataset,
} from "./write.ts";

/** Creates the dataset from CSV, or replaces the rows of the version's dataset of that name. */
export async function importVersionCsv(ctx: Ctx, input: VersionKey & CsvImport) {
  const { db, actor } = ctx;
  const { productId, versionId, ...csv } = input;
  const key = { productId, versionId };
  return inTransaction(db, async (tx) => {
    const version = await editableVersion(tx, actor, key);
    const scope = { companyId: version.companyId, versionId: version.id };
    const existing = await findByName(tx, scope, csv.name);
    const data = datasetFromCsv(csv, existing);
    const saved = await writeDataset(tx, scope, existing, data, actor.now());
    await record(tx, actor, "dataset.imported", { versionId: version.id, name: csv.name });
    return presentListRow(saved!);
  });
}
