import { messages } from "@platform/domain";
import { eq } from "drizzle-orm";
import { auditBy } from "../../platform/audit/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { conflict, notFound } from "../../platform/http/errors.ts";
import { authorizeFiles } from "./access.ts";
import { findFolder } from "./directory.ts";
import { findFile } from "./find-file.ts";
import { presentFolderFile } from "./present.ts";
import { files, fileVersions } from "./tables.ts";

/** Rename, move, lock, protect or change visibility; a locked or protected file only unlocks. */
export async function updateFile(
  ctx: Ctx,
  input: {
    fileId: number;
    name?: string;
    folderId?: number;
    locked?: boolean;
    protected?: boolean;
    visibility?: 1 | 2;
  },
) {
  const { actor } = ctx;
  const { fileId, ...change } = input;
  const companyId = authorizeFiles(actor, "manage");
  return ctx.db.transaction(async (tx) => {
    const file = await findFile(tx, companyId, fileId);
    const changesContent = change.name !== undefined || change.folderId !== undefined;
    const stillHeld =
      (file.locked && change.locked !== false) || (file.protected && change.protected !== false);
    if (changesContent && stillHeld) throw conflict(messages.modifyInUse);
    if (change.folderId !== undefined) {
      const { folder } = await findFolder(tx, companyId, change.folderId);
      const { folder: current } = await findFolder(tx, companyId, file.folderId);
      if (folder.directoryId !== current.directoryId) throw notFound("Folder not found");
    }
    const [row] = (await tx
      .update(files)
      .set({
        name: change.name,
        folderId: change.folderId,
        locked: change.locked,
        protected: change.protected,
        visibility: change.visibility,
        updatedByUserId: actor.user.id,
        updatedAt: actor.now(),
      })
      .where(eq(files.id, file.id))
      .returning()) as [typeof file];
    if (change.visibility !== undefined) {
      await tx
        .update(fileVersions)
        .set({ visibility: change.visibility })
        .where(eq(fileVersions.fileId, file.id));
    }
    await auditBy(tx, actor, {
      action: "file.updated",
      companyId,
      subjectType: "file",
      subjectId: file.id,
      data: change,
    });
    return presentFolderFile(row);
  });
}
