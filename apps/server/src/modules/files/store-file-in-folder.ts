import { messages } from "@platform/domain";
import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/index.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { conflict } from "../../platform/http/errors.ts";
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
