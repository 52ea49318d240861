import type { Ctx } from "../../platform/context/index.ts";
import { inTransaction } from "../../platform/db/transaction.ts";
import { authorizeDatasetLibrary } from "./access.ts";
import { record } from "./scope.ts";
import { type DatasetInput, findInScope, presentListRow, writeDataset } from "./write.ts";

export async function saveCustomDataset(
  ctx: Ctx,
  input: { datasetId: number | null; dataset: DatasetInput | null },
) {
  const { db, actor } = ctx;
  const { datasetId, dataset } = input;
  const companyId = authorizeDatasetLibrary(actor);
  return inTransaction(db, async (tx) => {
    const scope = { companyId, versionId: null };
    const existing = datasetId === null ? null : await findInScope(tx, scope, datasetId);
    const saved = await writeDataset(tx, scope, existing, dataset, actor.now());
    const action = dataset ? (existing ? "updated" : "created") : "deleted";
    await record(tx, actor, `customDataset.${action as "created" | "updated" | "deleted"}`, {
      name: dataset?.name ?? existing?.name,
    });
    return saved ? presentListRow(saved) : { message: "Deleted" };
  });
}
