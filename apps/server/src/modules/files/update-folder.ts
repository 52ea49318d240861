import { documentMessages, folderAndDescendants, messages } from "@platform/domain";
import { eq } from "drizzle-orm";
import { auditBy } from "../../platform/audit/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { conflict, invalid, notFound } from "../../platform/http/errors.ts";
import { authorizeFiles } from "./access.ts";
import { directoryFolders, findFolder, presentFolder } from "./directory.ts";
import { uniqueName } from "./manage-files.ts";
import { folders } from "./tables.ts";

/** Rename, move, lock or unlock, or change a folder's visibility; a locked folder only unlocks. */
export async function updateFolder(
  ctx: Ctx,
  input: {
    folderId: number;
    name?: string;
    parentId?: number;
    locked?: boolean;
    visibility?: 1 | 2;
  },
) {
  const { actor } = ctx;
  const { folderId, ...change } = input;
  const companyId = authorizeFiles(actor, "manage");
  return ctx.db.transaction(async (tx) => {
    const { folder, directory } = await findFolder(tx, companyId, folderId);
    const changesContent =
      change.name !== undefined || change.parentId !== undefined || change.visibility !== undefined;
    if (folder.parentId === null && changesContent) throw conflict(messages.modifyInUse);
    if (folder.locked && change.locked !== false && changesContent)
      throw conflict(messages.modifyInUse);
    if (change.parentId !== undefined && change.parentId !== folder.parentId) {
      const { folder: target } = await findFolder(tx, companyId, change.parentId);
      if (target.directoryId !== directory.id) throw notFound("Folder not found");
      const list = await directoryFolders(tx, directory.id);
      if (folderAndDescendants(list, folder.id).has(target.id))
        throw invalid({ parentId: documentMessages.moveIntoItself });
    }
    const [row] = (await uniqueName(() =>
      tx
        .update(folders)
        .set({
          name: change.name,
          parentId: change.parentId,
          locked: change.locked,
          visibility: change.visibility,
        })
        .where(eq(folders.id, folder.id))
        .returning(),
    )) as (typeof folders.$inferSelect)[];
    await auditBy(tx, actor, {
      action: "folder.updated",
      companyId,
      subjectType: "folder",
      subjectId: folder.id,
      data: change,
    });
    return presentFolder(row!);
  });
}
