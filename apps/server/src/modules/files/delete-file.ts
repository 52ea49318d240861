import { messages } from "@platform/domain";
import { eq } from "drizzle-orm";
import { auditBy } from "../../platform/audit/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { conflict } from "../../platform/http/errors.ts";
import { authorizeFiles } from "./access.ts";
import { findFile } from "./find-file.ts";
import { files, fileVersions } from "./tables.ts";

/** Deletes a file and its versions unless locked or protected. */
export async function deleteFile(ctx: Ctx, input: { fileId: number }) {
  const { actor } = ctx;
  const companyId = authorizeFiles(actor, "manage");
  await ctx.db.transaction(async (tx) => {
    const file = await findFile(tx, companyId, input.fileId);
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
