import type { Ctx } from "../../platform/context/index.ts";
import { inTransaction } from "../../platform/db/transaction.ts";
import { authorizeDatasetLibrary } from "./access.ts";
import { record } from "./scope.ts";
import {
  type CsvImport,
  datasetFromCsv,
  findByName,
  presentListRow,
  writeDataset,
} from "./write.ts";

export async function importCustomCsv(ctx: Ctx, input: CsvImport) {
  const { db, actor } = ctx;
  const companyId = authorizeDatasetLibrary(actor);
  return inTransaction(db, async (tx) => {
    const scope = { companyId, versionId: null };
    const existing = await findByName(tx, scope, input.name);
    const data = datasetFromCsv(input, existing);
    const saved = await writeDataset(tx, scope, existing, data, actor.now());
    await record(tx, actor, "customDataset.imported", { name: input.name });
    return presentListRow(saved!);
  });
}
