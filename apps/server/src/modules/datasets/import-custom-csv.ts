import { assertCanAny } from "../../platform/access/index.ts";
import { actingCompany } from "../../platform/actor/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { inTransaction } from "../../platform/db/transaction.ts";
import { libraryManagers, record } from "./scope.ts";
import {
  type CsvImport,
  datasetFromCsv,
  findByName,
  presentListRow,
  writeDataset,
} from "./write.ts";

export async function importCustomCsv(ctx: Ctx, input: CsvImport) {
  const { db, actor } = ctx;
  const companyId = actingCompany(actor);
  assertCanAny(actor.user, companyId, libraryManagers);
  return inTransaction(db, async (tx) => {
    const scope = { companyId, versionId: null };
    const existing = await findByName(tx, scope, input.name);
    const data = datasetFromCsv(input, existing);
    const saved = await writeDataset(tx, scope, existing, data, actor.now());
    await record(tx, actor, "customDataset.imported", { name: input.name });
    return presentListRow(saved!);
  });
}
