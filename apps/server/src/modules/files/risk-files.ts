import { pageMeta, pageWindow, type TPageQuery } from "@platform/domain";
import { and, asc, count, desc, eq, ilike } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/index.ts";
import { likePattern } from "../../platform/db/like.ts";
import { toPage, totalRows } from "../../platform/db/paging.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { notFound } from "../../platform/http/errors.ts";
import { ensureRiskPackageDirectory, riskFolderNames } from "./directory.ts";
import { presentFile, presentFolderFile } from "./present.ts";
import { storeFileInFolder } from "./store-file-in-folder.ts";
import { directories, files, fileVersions, folders } from "./tables.ts";

/**
 * Stores a file on a risk package inside the caller's transaction: the package's directory is
 * made on first use, the file goes to its "Policy documents" folder (generated documents,
 * protected so they are never deleted or replaced) or "Uploads". For the risks and documents
 * modules; the caller has checked who may do it.
 */
export async function storeRiskFile(
  deps: AppDeps,
  tx: DbOrTx,
  input: {
    companyId: number;
    riskPackageId: number;
    reference: string;
    folder: keyof typeof riskFolderNames;
    name: string;
    mimeType: string;
    data: Buffer;
    protected: boolean;
    userId: number | null;
    userName?: string | null;
  },
) {
  const directory = await ensureRiskPackageDirectory(
    tx,
    input.companyId,
    input.riskPackageId,
    input.reference,
  );
  const [folder] = await tx
    .select()
    .from(folders)
    .where(
      and(
        eq(folders.directoryId, directory.id),
        eq(folders.parentId, directory.rootFolderId!),
        eq(folders.name, riskFolderNames[input.folder]),
      ),
    );
  const target =
    folder ??
    (
      await tx
        .insert(folders)
        .values({
          directoryId: directory.id,
          parentId: directory.rootFolderId,
          name: riskFolderNames[input.folder],
        })
        .returning()
    )[0]!;
  const { file, version, isNewVersion } = await storeFileInFolder(deps, tx, {
    companyId: input.companyId,
    folderId: target.id,
    name: input.name,
    mimeType: input.mimeType,
    data: input.data,
    protected: input.protected,
    userId: input.userId,
    userName: input.userName ?? null,
  });
  return { fileId: file.id, file, fileVersion: presentFile(version), isNewVersion };
}

/** The folder of a risk package's uploads, if the package has stored any file yet (no insert). */
async function riskUploadsFolder(db: DbOrTx, companyId: number, riskPackageId: number) {
  const [row] = await db
    .select({ folder: folders })
    .from(directories)
    .innerJoin(
      folders,
      and(
        eq(folders.directoryId, directories.id),
        eq(folders.parentId, directories.rootFolderId),
        eq(folders.name, riskFolderNames.uploads),
      ),
    )
    .where(and(eq(directories.companyId, companyId), eq(directories.riskPackageId, riskPackageId)));
  return row?.folder ?? null;
}

/**
 * The files uploaded to a risk package (its "Uploads" folder under the company holding it),
 * by name, a page at a time, each with its current version's download address. Two statements
 * (one when the package has no directory yet). The caller has checked who may read them.
 */
export async function pageRiskUploads(
  db: DbOrTx,
  companyId: number,
  riskPackageId: number,
  query: TPageQuery & { search?: string },
) {
  const folder = await riskUploadsFolder(db, companyId, riskPackageId);
  if (!folder) return { data: [], meta: pageMeta(0, query) };
  const where = and(
    eq(files.folderId, folder.id),
    query.search ? ilike(files.name, likePattern(query.search)) : undefined,
  );
  const { limit, offset } = pageWindow(query);
  const rows = await db
    .select({
      file: files,
      by: fileVersions.uploadedByName,
      size: fileVersions.size,
      total: totalRows(),
    })
    .from(files)
    .leftJoin(fileVersions, eq(fileVersions.id, files.currentVersionId))
    .where(where)
    .orderBy(asc(files.name), asc(files.id))
    .limit(limit)
    .offset(offset);
  return toPage(
    rows,
    query,
    ({ file, by, size }) => ({ ...presentFolderFile(file), updatedBy: by, size: size ?? 0 }),
    async () => (await db.select({ n: count() }).from(files).where(where))[0]!.n,
  );
}

/** One uploaded file of the package with its versions, newest first, or 404. */
export async function riskUploadDetail(
  db: DbOrTx,
  companyId: number,
  riskPackageId: number,
  fileId: number,
) {
  const folder = await riskUploadsFolder(db, companyId, riskPackageId);
  const [file] = folder
    ? await db
        .select()
        .from(files)
        .where(and(eq(files.id, fileId), eq(files.folderId, folder.id)))
    : [];
  if (!file) throw notFound("File not found");
  const versions = await db
    .select()
    .from(fileVersions)
    .where(eq(fileVersions.fileId, file.id))
    .orderBy(desc(fileVersions.versionNumber));
  return {
    ...presentFolderFile(file),
    versions: versions.map((version) => ({
      ...presentFile(version),
      versionNumber: version.versionNumber,
      updatedBy: version.uploadedByName,
    })),
  };
}
