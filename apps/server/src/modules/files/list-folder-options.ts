import { folderAndDescendants } from "@platform/domain";
import { assertMember } from "../../platform/access/index.ts";
import { actingCompany } from "../../platform/actor/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { directoryFolderOptions, directoryFolders, ensureCompanyDirectory } from "./directory.ts";

/** The folder-tree option list (`rootName` makes one expanded top node). */
export async function listFolderOptions(
  ctx: Ctx,
  input: { rootName?: string | undefined; disabledFolderId?: number | undefined },
) {
  const { db, actor } = ctx;
  const companyId = actingCompany(actor);
  assertMember(actor.user, companyId);
  const directory = await ensureCompanyDirectory(db, companyId);
  const folders = input.disabledFolderId ? await directoryFolders(db, directory.id) : [];
  return directoryFolderOptions(db, directory, {
    rootName: input.rootName,
    disabledIds: input.disabledFolderId
      ? folderAndDescendants(folders, input.disabledFolderId)
      : undefined,
  });
}
