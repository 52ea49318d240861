/**
 * The folders that hold a claim's documents, for the claims module. A claim's files
 * belong to one company, the one that writes the policy: its folder is "Claims/<reference>" in
 * the policy's risk directory (an incident naming no policy uses the notifying company's own
 * directory). Both folders are locked, so nobody renames, moves or deletes them from the files
 * screen. The claims module decides who may read and add files; these helpers only store.
 */
import { pageWindow, type TPageQuery } from "@platform/domain";
import { and, count, desc, eq, notInArray, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/index.ts";
import { toPage, totalRows } from "../../platform/db/paging.ts";
import { ensureCompanyDirectory, ensureRiskPackageDirectory } from "./directory.ts";
import { directories, files, fileVersions, folders } from "./tables.ts";

export const claimsFolderName = "Claims";

/** The locked folder `name` under `parentId`, made if missing (one concurrent maker wins). */
async function lockedChild(db: DbOrTx, directoryId: number, parentId: number, name: string) {
  const find = () =>
    db
      .select({ id: folders.id })
      .from(folders)
      .where(and(eq(folders.parentId, parentId), sql`lower(${folders.name}) = lower(${name})`));
  const [existing] = await find();
  if (existing) return existing.id;
  const [created] = await db
    .insert(folders)
    .values({ directoryId, parentId, name, locked: true })
    .onConflictDoNothing()
    .returning({ id: folders.id });
  return created?.id ?? (await find())[0]!.id;
}

/**
 * The claim's folder and the company owning it: `folderId` when the claim has one, else a new
 * folder (the claims module keeps its id on the claim).
 */
export async function ensureClaimFolder(
  db: DbOrTx,
  input: {
    folderId: number | null;
    companyId: number;
    riskPackage: { id: number; reference: string } | null;
    claimReference: string;
  },
): Promise<{ folderId: number; companyId: number; created: boolean }> {
  if (input.folderId !== null) {
    const [held] = await db
      .select({ companyId: directories.companyId })
      .from(folders)
      .innerJoin(directories, eq(directories.id, folders.directoryId))
      .where(eq(folders.id, input.folderId));
    if (held) return { folderId: input.folderId, companyId: held.companyId, created: false };
  }
  const directory = input.riskPackage
    ? await ensureRiskPackageDirectory(
        db,
        input.companyId,
        input.riskPackage.id,
        input.riskPackage.reference,
      )
    : await ensureCompanyDirectory(db, input.companyId);
  const claimsFolder = await lockedChild(
    db,
    directory.id,
    directory.rootFolderId!,
    claimsFolderName,
  );
  const folderId = await lockedChild(db, directory.id, claimsFolder, input.claimReference);
  return { folderId, companyId: input.companyId, created: true };
}

const documentColumns = {
  id: files.id,
  name: files.name,
  mimeType: files.mimeType,
  versionNumber: files.versionCount,
  size: fileVersions.size,
  uploadedBy: fileVersions.uploadedByName,
  uploadedAt: fileVersions.createdAt,
};

/**
 * A page of the folder's files with their current versions, newest first (two statements);
 * `hidden` leaves out the files whose id it selects (a subquery of file ids).
 */
export async function pageFolderDocuments(
  db: DbOrTx,
  folderId: number,
  query: TPageQuery,
  hidden?: SQL,
) {
  const where = and(eq(files.folderId, folderId), hidden && notInArray(files.id, hidden));
  const { limit, offset } = pageWindow(query);
  const rows = await db
    .select({ ...documentColumns, total: totalRows() })
    .from(files)
    .innerJoin(fileVersions, eq(fileVersions.id, files.currentVersionId))
    .where(where)
    .orderBy(desc(files.updatedAt), desc(files.id))
    .limit(limit)
    .offset(offset);
  return toPage(
    rows,
    query,
    ({ total: _total, ...row }) => row,
    async () => (await db.select({ n: count() }).from(files).where(where))[0]!.n,
  );
}

/** The current version of a file in the folder, or null (a file elsewhere is not found). */
export async function folderFileVersion(db: DbOrTx, folderId: number, fileId: number) {
  const [row] = await db
    .select({ version: fileVersions })
    .from(files)
    .innerJoin(fileVersions, eq(fileVersions.id, files.currentVersionId))
    .where(and(eq(files.id, fileId), eq(files.folderId, folderId)));
  return row?.version ?? null;
}
