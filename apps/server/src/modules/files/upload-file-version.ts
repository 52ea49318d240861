import { actingCompany } from "../../platform/actor/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { findFile } from "./find-file.ts";
import type { FileUpload } from "./store-file-in-folder.ts";
import { uploadToFolder } from "./upload-to-folder.ts";

export async function uploadFileVersion(
  ctx: Ctx,
  input: Omit<FileUpload, "name"> & { fileId: number },
) {
  const { fileId, ...upload } = input;
  const file = await findFile(ctx.db, actingCompany(ctx.actor), fileId);
  return uploadToFolder(ctx, { ...upload, name: file.name, folderId: file.folderId });
}
