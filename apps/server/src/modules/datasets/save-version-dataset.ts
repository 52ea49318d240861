import type { Ctx } from "../../platform/context/index.ts";
import { inTransaction } from "../../platform/db/transaction.ts";
import { editableVersion, type VersionKey } from "../product-designer/index.ts";
import { record } from "./scope.ts";
import { type DatasetInput, findInScope, presentListRow, writeDataset } from "./write.ts";

/** Adds, replaces or (input null) removes a version's dataset. */
export async function saveVersionDataset(
  ctx: Ctx,
  input: VersionKey & { datasetId: number | null; dataset: DatasetInput | null },
) {
  const { db, actor } = ctx;
  const { datasetId, dataset, ...key } = input;
  return inTransaction(db, async (tx) => {
    const version = await editableVersion(tx, actor, key);
    const scope = { companyId: version.companyId, versionId: version.id };
    const existing = datasetId === null ? null : await findInScope(tx, scope, datasetId);
    const saved = await writeDataset(tx, scope, existing, dataset, actor.now());
    await record(
      tx,
      actor,
      dataset ? (existing ? "dataset.updated" : "dataset.created") : "dataset.deleted",
      { versionId: version.id, name: dataset?.name ?? existing?.name },
    );
    return saved ? presentListRow(saved) : { message: "Deleted" };
  });
}
