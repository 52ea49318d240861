import type { Ctx } from "../../platform/context/index.ts";
import { inTransaction } from "../../platform/db/transaction.ts";
import { editableVersion, type VersionKey } from "../product-designer/index.ts";
import { toDataset } from "./repo.ts";
import { record } from "./scope.ts";
import { findByName, findInScope, presentListRow, writeDataset } from "./write.ts";

/** Copies a custom dataset into the version (replacing the version's copy of the same name). */
export async function copyCustomDataset(ctx: Ctx, input: VersionKey & { customDatasetId: number }) {
  const { db, actor } = ctx;
  const { customDatasetId, ...key } = input;
  return inTransaction(db, async (tx) => {
    const version = await editableVersion(tx, actor, key);
    const source = await findInScope(
      tx,
      { companyId: version.companyId, versionId: null },
      customDatasetId,
    );
    const scope = { companyId: version.companyId, versionId: version.id };
    const existing = await findByName(tx, scope, source.name);
    const saved = await writeDataset(
      tx,
      scope,
      existing,
      { ...toDataset(source), sourceDatasetId: source.id },
      actor.now(),
    );
    await record(tx, actor, "dataset.copied", {
      versionId: version.id,
      name: source.name,
      from: source.id,
    });
    return presentListRow(saved!);
  });
}
