import { auditBy } from "../../platform/audit/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { authorizeFiles } from "./access.ts";
import { findFolder } from "./directory.ts";
import { presentFolderFile } from "./present.ts";
import { type FileUpload, storeFileInFolder } from "./store-file-in-folder.ts";

export async function uploadToFolder(ctx: Ctx, input: FileUpload & { folderId: number }) {
  const { actor } = ctx;
  const { folderId, ...upload } = input;
  const companyId = authorizeFiles(actor, "manage");
  return ctx.db.transaction(async (tx) => {
    const { folder } = await findFolder(tx, companyId, folderId);
    const { file, version, isNewVersion } = await storeFileInFolder(ctx, tx, {
      ...upload,
      // A new file in a public folder is public unless the upload says otherwise.
      visibility: upload.visibility ?? (folder.visibility === 2 ? 2 : 1),
      companyId,
      folderId,
      userId: actor.user.id,
      userName: actor.user.row.name,
    });
    await auditBy(tx, actor, {
      action: isNewVersion ? "file.versioned" : "file.uploaded",
      companyId,
      subjectType: "file",
      subjectId: file.id,
      data: { name: file.name, version: version.versionNumber, size: version.size },
    });
    return presentFolderFile(file);
  });
}
