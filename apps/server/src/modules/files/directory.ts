import { folderTreeOptions } from "@platform/domain";
import { and, eq, isNull } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/index.ts";
import { notFound } from "../../platform/http/errors.ts";
import { type DirectoryRow, directories, type FolderRow, folders } from "./tables.ts";

/** The folders every new company directory starts with. */
const companyStarterFolders = ["Policy wordings", "Logos and branding", "Templates"];
/** The folders a risk package's directory starts with (generated documents go to the first). */
export const riskFolderNames = { documents: "Policy documents", uploads: "Uploads" } as const;

async function createDirectory(
  db: DbOrTx,
  companyId: number,
  riskPackageId: number | null,
  name: string,
  starter: readonly string[],
): Promise<DirectoryRow> {
  const [created] = await db
    .insert(directories)
    .values({ companyId, riskPackageId, name })
    .onConflictDoNothing()
    .returning();
  if (!created) {
    // Another request made it first.
    const existing = await findDirectory(db, companyId, riskPackageId);
    if (!existing) throw new Error("directory vanished");
    return existing;
  }
  const [root] = await db
    .insert(folders)
    .values({ directoryId: created.id, parentId: null, name, locked: true })
    .returning();
  if (starter.length > 0) {
    await db
      .insert(folders)
      .values(
        starter.map((folder) => ({ directoryId: created.id, parentId: root!.id, name: folder })),
      );
  }
  const [withRoot] = await db
    .update(directories)
    .set({ rootFolderId: root!.id })
    .where(eq(directories.id, created.id))
    .returning();
  return withRoot!;
}

export async function findDirectory(db: DbOrTx, companyId: number, riskPackageId: number | null) {
  const [row] = await db
    .select()
    .from(directories)
    .where(
      and(
        eq(directories.companyId, companyId),
        riskPackageId === null
          ? isNull(directories.riskPackageId)
          : eq(directories.riskPackageId, riskPackageId),
      ),
    );
  return row ?? null;
}

/** The company's own directory, made on first use. */
export async function ensureCompanyDirectory(db: DbOrTx, companyId: number) {
  return (
    (await findDirectory(db, companyId, null)) ??
    createDirectory(db, companyId, null, "Company files", companyStarterFolders)
  );
}

/**
 * A risk package's directory under the company that holds its files, made lazily when the risk
 * first stores a file (a generated document or an upload). Exported for the risks module.
 */
export async function ensureRiskPackageDirectory(
  db: DbOrTx,
  companyId: number,
  riskPackageId: number,
  reference: string,
) {
  return (
    (await findDirectory(db, companyId, riskPackageId)) ??
    createDirectory(db, companyId, riskPackageId, reference, [
      riskFolderNames.documents,
      riskFolderNames.uploads,
    ])
  );
}

export async function directoryFolders(db: DbOrTx, directoryId: number) {
  return db.select().from(folders).where(eq(folders.directoryId, directoryId));
}

export function presentFolder(row: FolderRow) {
  return {
    id: row.id,
    parentId: row.parentId,
    name: row.name,
    locked: row.locked,
    visibility: row.visibility,
  };
}

/** The directory with its flat folder list (the web builds the tree): two statements. */
export async function presentDirectory(db: DbOrTx, directory: DirectoryRow) {
  const list = await directoryFolders(db, directory.id);
  return {
    id: directory.id,
    name: directory.name,
    rootFolderId: directory.rootFolderId,
    folders: list.sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id).map(presentFolder),
  };
}

/** SPEC §3 folder-tree option list of a directory. */
export async function directoryFolderOptions(
  db: DbOrTx,
  directory: DirectoryRow,
  options: { rootName?: string; disabledIds?: Set<number> },
) {
  const list = await directoryFolders(db, directory.id);
  return folderTreeOptions(list, directory.rootFolderId!, options);
}

/** A folder of the company's directories with its directory (one statement). */
export async function findFolder(db: DbOrTx, companyId: number, folderId: number) {
  const [row] = await db
    .select({ folder: folders, directory: directories })
    .from(folders)
    .innerJoin(directories, eq(directories.id, folders.directoryId))
    .where(and(eq(folders.id, folderId), eq(directories.companyId, companyId)));
  if (!row) throw notFound("Folder not found");
  return row;
}

/** A folder's ancestors, root first, from its directory's folder list. */
export function folderPath(list: readonly FolderRow[], folderId: number) {
  const byId = new Map(list.map((f) => [f.id, f]));
  const path: { id: number; name: string }[] = [];
  let current = byId.get(folderId);
  while (current && path.length <= list.length) {
    path.unshift({ id: current.id, name: current.name });
    current = current.parentId === null ? undefined : byId.get(current.parentId);
  }
  return path;
}
