import { messages } from "@platform/domain";
import { and, desc, eq, sql } from "drizzle-orm";
import { assertCanAny, assertMember } from "../../platform/access/index.ts";
import type { Actor } from "../../platform/actor/index.ts";
import { auditBy } from "../../platform/audit/index.ts";
import type { DbOrTx } from "../../platform/db/index.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { conflict, notFound } from "../../platform/http/errors.ts";
import { findFolder } from "./directory.ts";
import { manageFilesPermissions, presentFolderFile } from "./folders.ts";
import { presentFile } from "./service.ts";
import { files, fileVersions } from "./tables.ts";
import { checkUpload } from "./upload-check.ts";

export interface FileUpload {
  name: string;
  mimeType: string;
  data: Buffer;
  visibility?: 1 | 2;
  protected?: boolean;
}

/**
 * Stores bytes as a file in a folder inside the caller's transaction: a new file, or (same name
 * in the folder) its next version, unless that file is locked or protected. The bytes are put
 * in storage first; a rolled-back transaction leaves an unreferenced blob for the sweep.
 */
export async function storeFileInFolder(
  deps: AppDeps,
  tx: DbOrTx,
  input: FileUpload & {
    companyId: number;
    folderId: number;
    userId: number | null;
    userName?: string | null;
  },
) {
  const mimeType = checkUpload(input);
  const stored = await deps.storage.put(input.data);
  const [existing] = await tx
    .select()
    .from(files)
    .where(
      and(eq(files.folderId, input.folderId), sql`lower(${files.name}) = lower(${input.name})`),
    )
    .for("update");
  if (existing && (existing.locked || existing.protected)) throw conflict(messages.modifyInUse);
  const [file] = existing
    ? await tx
        .update(files)
        .set({
          versionCount: sql`${files.versionCount} + 1`,
          mimeType,
          updatedByUserId: input.userId,
          updatedAt: new Date(),
        })
        .where(eq(files.id, existing.id))
        .returning()
    : await tx
        .insert(files)
        .values({
          folderId: input.folderId,
          companyId: input.companyId,
          name: input.name,
          mimeType,
          visibility: input.visibility ?? 1,
          protected: input.protected ?? false,
          updatedByUserId: input.userId,
        })
        .returning();
  const [version] = await tx
    .insert(fileVersions)
    .values({
      companyId: input.companyId,
      name: input.name,
      mimeType,
      size: input.data.length,
      sha256: stored.sha256,
      storageKey: stored.key,
      visibility: file!.visibility,
      uploadedByUserId: input.userId,
      uploadedByName: input.userName ?? null,
      fileId: file!.id,
      versionNumber: file!.versionCount,
    })
    .returning();
  const [current] = await tx
    .update(files)
    .set({ currentVersionId: version!.id })
    .where(eq(files.id, file!.id))
    .returning();
  return { file: current!, version: version!, isNewVersion: Boolean(existing) };
}

export async function uploadToFolder(
  deps: AppDeps,
  actor: Actor,
  companyId: number,
  folderId: number,
  input: FileUpload,
) {
  assertCanAny(actor.user, companyId, manageFilesPermissions);
  return deps.db.transaction(async (tx) => {
    const { folder } = await findFolder(tx, companyId, folderId);
    const { file, version, isNewVersion } = await storeFileInFolder(deps, tx, {
      ...input,
      // A new file in a public folder is public unless the upload says otherwise.
      visibility: input.visibility ?? (folder.visibility === 2 ? 2 : 1),
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

async function findFile(db: DbOrTx, companyId: number, fileId: number) {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, fileId), eq(files.companyId, companyId)));
  if (!row) throw notFound("File not found");
  return row;
}

/** A file with its versions, newest first (who updated each, and when): two statements. */
export async function readFile(db: DbOrTx, actor: Actor, companyId: number, fileId: number) {
  assertMember(actor.user, companyId);
  const file = await findFile(db, companyId, fileId);
  const versions = await db
    .select({ version: fileVersions, by: fileVersions.uploadedByName })
    .from(fileVersions)
    .where(eq(fileVersions.fileId, file.id))
    .orderBy(desc(fileVersions.versionNumber));
  return {
    ...presentFolderFile(file),
    versions: versions.map(({ version, by }) => ({
      ...presentFile(version),
      versionNumber: version.versionNumber,
      updatedBy: by,
    })),
  };
}

export async function uploadFileVersion(
  deps: AppDeps,
  actor: Actor,
  companyId: number,
  fileId: number,
  input: Omit<FileUpload, "name">,
) {
  const file = await findFile(deps.db, companyId, fileId);
  return uploadToFolder(deps, actor, companyId, file.folderId, { ...input, name: file.name });
}

/** Rename, move, lock, protect or change visibility; a locked or protected file only unlocks. */
export async function updateFile(
  deps: AppDeps,
  actor: Actor,
  companyId: number,
  fileId: number,
  input: {
    name?: string;
    folderId?: number;
    locked?: boolean;
    protected?: boolean;
    visibility?: 1 | 2;
  },
) {
  assertCanAny(actor.user, companyId, manageFilesPermissions);
  return deps.db.transaction(async (tx) => {
    const file = await findFile(tx, companyId, fileId);
    const changesContent = input.name !== undefined || input.folderId !== undefined;
    const stillHeld =
      (file.locked && input.locked !== false) || (file.protected && input.protected !== false);
    if (changesContent && stillHeld) throw conflict(messages.modifyInUse);
    if (input.folderId !== undefined) {
      const { folder } = await findFolder(tx, companyId, input.folderId);
      const { folder: current } = await findFolder(tx, companyId, file.folderId);
      if (folder.directoryId !== current.directoryId) throw notFound("Folder not found");
    }
    const [row] = (await tx
      .update(files)
      .set({
        name: input.name,
        folderId: input.folderId,
        locked: input.locked,
        protected: input.protected,
        visibility: input.visibility,
        updatedByUserId: actor.user.id,
        updatedAt: actor.now(),
      })
      .where(eq(files.id, file.id))
      .returning()) as [typeof file];
    if (input.visibility !== undefined) {
      await tx
        .update(fileVersions)
        .set({ visibility: input.visibility })
        .where(eq(fileVersions.fileId, file.id));
    }
    await auditBy(tx, actor, {
      action: "file.updated",
      companyId,
      subjectType: "file",
      subjectId: file.id,
      data: input,
    });
    return presentFolderFile(row);
  });
}

/** Deletes a file and its versions unless locked or protected. */
export async function deleteFile(deps: AppDeps, actor: Actor, companyId: number, fileId: number) {
  assertCanAny(actor.user, companyId, manageFilesPermissions);
  await deps.db.transaction(async (tx) => {
    const file = await findFile(tx, companyId, fileId);
    if (file.locked || file.protected) throw conflict(messages.deleteInUse);
    await tx.update(files).set({ currentVersionId: null }).where(eq(files.id, file.id));
    await tx.delete(fileVersions).where(eq(fileVersions.fileId, file.id));
    await tx.delete(files).where(eq(files.id, file.id));
    await auditBy(tx, actor, {
      action: "file.deleted",
      companyId,
      subjectType: "file",
      subjectId: file.id,
      data: { name: file.name },
    });
  });
}
