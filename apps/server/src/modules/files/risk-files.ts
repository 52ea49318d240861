import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/index.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { ensureRiskPackageDirectory, riskFolderNames } from "./directory.ts";
import { storeFileInFolder } from "./folder-files.ts";
import { presentFile } from "./service.ts";
import { folders } from "./tables.ts";

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
  const { file, version } = await storeFileInFolder(deps, tx, {
    companyId: input.companyId,
    folderId: target.id,
    name: input.name,
    mimeType: input.mimeType,
    data: input.data,
    protected: input.protected,
    userId: input.userId,
    userName: input.userName ?? null,
  });
  return { fileId: file.id, fileVersion: presentFile(version) };
}
