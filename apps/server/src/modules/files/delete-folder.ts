import { folderAndDescendants, messages } from "@platform/domain";
import { and, count, eq, inArray, or } from "drizzle-orm";
import { auditBy } from "../../platform/audit/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { conflict } from "../../platform/http/errors.ts";
import { authorizeFiles } from "./access.ts";
import { directoryFolders, findFolder } from "./directory.ts";
import { files, folders } from "./tables.ts";

/**
 * Deletes a folder with everything in it, unless it (or a folder under it) is locked, or a file
 * under it is locked or protected: `Cannot delete this item because it is in use`.
 */
export async function deleteFolder(ctx: Ctx, input: { folderId: number }) {
  const { actor } = ctx;
  const companyId = authorizeFiles(actor, "manage");
  await ctx.db.transaction(async (tx) => {
    const { folder, directory } = await findFolder(tx, companyId, input.folderId);
    const list = await directoryFolders(tx, directory.id);
    const ids = [...folderAndDescendants(list, folder.id)];
    if (folder.parentId === null || list.some((f) => ids.includes(f.id) && f.locked))
      throw conflict(messages.deleteInUse);
    const [inUse] = await tx
      .select({ n: count() })
      .from(files)
      .where(
        and(inArray(files.folderId, ids), or(eq(files.locked, true), eq(files.protected, true))),
      );
    if (inUse!.n > 0) throw conflict(messages.deleteInUse);
    await tx.delete(folders).where(eq(folders.id, folder.id));
    await auditBy(tx, actor, {
      action: "folder.deleted",
      companyId,
      subjectType: "folder",
      subjectId: folder.id,
      data: { name: folder.name },
    });
  });
}
