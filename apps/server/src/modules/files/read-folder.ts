import { pageWindow, type TPageQuery } from "@platform/domain";
import { and, asc, count, eq, ilike } from "drizzle-orm";
import { assertMember } from "../../platform/access/index.ts";
import type { Ctx, OriginCtx } from "../../platform/context/index.ts";
import type { DbOrTx } from "../../platform/db/index.ts";
import { likePattern } from "../../platform/db/like.ts";
import { toPage, totalRows } from "../../platform/db/paging.ts";
import { unauthenticated } from "../../platform/http/errors.ts";
import { directoryFolders, findFolder, folderPath, presentFolder } from "./directory.ts";
import { presentFolderFile } from "./present.ts";
import { files, type folders } from "./tables.ts";

/**
 * One folder's contents, a page of files at a time: the folder, its path, its sub-folders and
 * files. A public folder (visibility 2) is readable without sign-in (`ctx` has no actor) and then
 * lists only its public files; a private one needs a member of the company. Three statements.
 */
export async function readFolder(
  ctx: Ctx | OriginCtx,
  input: { folderCompanyId: number; folderId: number; query: TPageQuery & { search?: string } },
) {
  const { db } = ctx;
  const { folderCompanyId: companyId, folderId, query } = input;
  const user = "actor" in ctx ? ctx.actor.user : null;
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
      return readFolderPublic(db, folder, directory.id, query);
    }
  }
  if (publicOnly) return readFolderPublic(db, folder, directory.id, query);
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
