import {
  documentMessages,
  folderAndDescendants,
  messages,
  Permission,
  pageWindow,
  type TPageQuery,
} from "@platform/domain";
import { and, asc, count, eq, ilike, inArray, or } from "drizzle-orm";
import { type AuthUser, assertCanAny, assertMember } from "../../platform/access/index.ts";
import type { Actor } from "../../platform/actor/index.ts";
import { auditBy } from "../../platform/audit/index.ts";
import type { DbOrTx } from "../../platform/db/index.ts";
import { likePattern } from "../../platform/db/like.ts";
import { toPage, totalRows } from "../../platform/db/paging.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { conflict, invalid, notFound, unauthenticated } from "../../platform/http/errors.ts";
import { directoryFolders, findFolder, folderPath, presentFolder } from "./directory.ts";
import { type FileRow, files, folders } from "./tables.ts";

/** Who manages a company's files and folders. */
export const manageFilesPermissions = [Permission.ManageDocuments, Permission.ManageCompanyDetails];

export function presentFolderFile(row: FileRow) {
  return {
    id: row.id,
    folderId: row.folderId,
    name: row.name,
    mimeType: row.mimeType,
    visibility: row.visibility,
    locked: row.locked,
    protected: row.protected,
    versionNumber: row.versionCount,
    currentVersionId: row.currentVersionId,
    url: row.currentVersionId
      ? `/api/companies/${row.companyId}/file-versions/${row.currentVersionId}`
      : null,
    updatedAt: Math.floor(row.updatedAt.getTime() / 1000),
  };
}

const uniqueName = async (run: () => Promise<unknown>) => {
  try {
    return await run();
  } catch (error) {
    const code = (error as { code?: string; cause?: { code?: string } }).code;
    if (code === "23505" || (error as { cause?: { code?: string } }).cause?.code === "23505")
      throw invalid({ name: messages.alreadyExists });
    throw error;
  }
};

/**
 * One folder's contents, a page of files at a time: the folder, its path, its sub-folders and
 * files. A public folder (visibility 2) is readable without sign-in and then lists only its
 * public files; a private one needs a member of the company. Three statements.
 */
export async function readFolder(
  db: DbOrTx,
  user: AuthUser | null,
  companyId: number,
  folderId: number,
  query: TPageQuery & { search?: string },
) {
  const { folder, directory } = await findFolder(db, companyId, folderId).catch((error) => {
    // Signed out, a missing folder answers like a private one (401): no id is confirmed.
    throw user ? error : unauthenticated();
  });
  const publicOnly = folder.visibility === 2 && !user;
  if (folder.visibility !== 2) {
    if (!user) throw unauthenticated();
    assertMember(user, companyId);
  } else if (user) {
    try {
      assertMember(user, companyId);
    } catch {
      return readFolderPublic(db, companyId, folder, directory.id, query);
    }
  }
  if (publicOnly) return readFolderPublic(db, companyId, folder, directory.id, query);
  const list = await directoryFolders(db, directory.id);
  const page = await filePage(db, folder.id, query, false);
  return {
    folder: presentFolder(folder),
    directory: { id: directory.id, name: directory.name, rootFolderId: directory.rootFolderId },
    path: folderPath(list, folder.id),
    folders: list.filter((f) => f.parentId === folder.id).map(presentFolder),
    files: page,
  };
}

async function readFolderPublic(
  db: DbOrTx,
  _companyId: number,
  folder: typeof folders.$inferSelect,
  directoryId: number,
  query: TPageQuery & { search?: string },
) {
  return {
    folder: presentFolder(folder),
    directory: { id: directoryId, name: folder.name, rootFolderId: folder.id },
    path: [{ id: folder.id, name: folder.name }],
    folders: [],
    files: await filePage(db, folder.id, query, true),
  };
}

async function filePage(
  db: DbOrTx,
  folderId: number,
  query: TPageQuery & { search?: string },
  publicOnly: boolean,
) {
  const where = and(
    eq(files.folderId, folderId),
    publicOnly ? eq(files.visibility, 2) : undefined,
    query.search ? ilike(files.name, likePattern(query.search)) : undefined,
  );
  const { limit, offset } = pageWindow(query);
  const rows = await db
    .select({ file: files, total: totalRows() })
    .from(files)
    .where(where)
    .orderBy(asc(files.name), asc(files.id))
    .limit(limit)
    .offset(offset);
  return toPage(
    rows,
    query,
    (row) => presentFolderFile(row.file),
    async () => (await db.select({ n: count() }).from(files).where(where))[0]!.n,
  );
}

export async function createFolder(
  deps: AppDeps,
  actor: Actor,
  companyId: number,
  input: { name: string; parentId: number },
) {
  assertCanAny(actor.user, companyId, manageFilesPermissions);
  return deps.db.transaction(async (tx) => {
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

/** Rename, move, lock or unlock, or change a folder's visibility; a locked folder only unlocks. */
export async function updateFolder(
  deps: AppDeps,
  actor: Actor,
  companyId: number,
  folderId: number,
  input: { name?: string; parentId?: number; locked?: boolean; visibility?: 1 | 2 },
) {
  assertCanAny(actor.user, companyId, manageFilesPermissions);
  return deps.db.transaction(async (tx) => {
    const { folder, directory } = await findFolder(tx, companyId, folderId);
    const changesContent =
      input.name !== undefined || input.parentId !== undefined || input.visibility !== undefined;
    if (folder.parentId === null && changesContent) throw conflict(messages.modifyInUse);
    if (folder.locked && input.locked !== false && changesContent)
      throw conflict(messages.modifyInUse);
    if (input.parentId !== undefined && input.parentId !== folder.parentId) {
      const { folder: target } = await findFolder(tx, companyId, input.parentId);
      if (target.directoryId !== directory.id) throw notFound("Folder not found");
      const list = await directoryFolders(tx, directory.id);
      if (folderAndDescendants(list, folder.id).has(target.id))
        throw invalid({ parentId: documentMessages.moveIntoItself });
    }
    const [row] = (await uniqueName(() =>
      tx
        .update(folders)
        .set({
          name: input.name,
          parentId: input.parentId,
          locked: input.locked,
          visibility: input.visibility,
        })
        .where(eq(folders.id, folder.id))
        .returning(),
    )) as (typeof folders.$inferSelect)[];
    await auditBy(tx, actor, {
      action: "folder.updated",
      companyId,
      subjectType: "folder",
      subjectId: folder.id,
      data: input,
    });
    return presentFolder(row!);
  });
}

/**
 * Deletes a folder with everything in it, unless it (or a folder under it) is locked, or a file
 * under it is locked or protected: `Cannot delete this item because it is in use`.
 */
export async function deleteFolder(
  deps: AppDeps,
  actor: Actor,
  companyId: number,
  folderId: number,
) {
  assertCanAny(actor.user, companyId, manageFilesPermissions);
  await deps.db.transaction(async (tx) => {
    const { folder, directory } = await findFolder(tx, companyId, folderId);
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
