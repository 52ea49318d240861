import { auditBy } from "../../platform/audit/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { authorizeFiles } from "./access.ts";
import { findFolder, presentFolder } from "./directory.ts";
import { uniqueName } from "./manage-files.ts";
import { folders } from "./tables.ts";

export async function createFolder(ctx: Ctx, input: { name: string; parentId: number }) {
  const { actor } = ctx;
  const companyId = authorizeFiles(actor, "manage");
  return ctx.db.transaction(async (tx) => {
    const { folder: parent } = await findFolder(tx, companyId, input.parentId);
    const row = (await uniqueName(() =>
      tx
        .insert(folders)
        .values({
          directoryId: parent.directoryId,
          parentId: parent.id,
          name: input.name,
          visibility: parent.visibility,
        })
        .returning(),
    )) as (typeof folders.$inferSelect)[];
    await auditBy(tx, actor, {
      action: "folder.created",
      companyId,
      subjectType: "folder",
      subjectId: row[0]!.id,
      data: { name: input.name },
    });
    return presentFolder(row[0]!);
  });
}
