import { audit } from "../../platform/audit/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { authorizeFiles } from "./access.ts";
import { presentFile } from "./present.ts";
import { fileVersions } from "./tables.ts";
import { checkUpload } from "./upload-check.ts";

export async function uploadFile(
  ctx: Ctx,
  input: {
    name: string;
    mimeType: string;
    data: Buffer;
    visibility: 1 | 2;
    allowedTypes?: string[];
  },
) {
  const { actor } = ctx;
  const { user } = actor;
  const companyId = authorizeFiles(actor, "upload");
  const mimeType = checkUpload(input, input.allowedTypes);
  const stored = await ctx.storage.put(input.data);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(fileVersions)
      .values({
        companyId,
        name: input.name,
        mimeType,
        size: input.data.length,
        sha256: stored.sha256,
        storageKey: stored.key,
        visibility: input.visibility,
        uploadedByUserId: user.id,
      })
      .returning();
    await audit(
      tx,
      {
        action: "file.uploaded",
        userId: user.id,
        companyId,
        subjectType: "file_version",
        subjectId: row!.id,
        data: { name: input.name, size: row!.size },
      },
      actor,
    );
    return presentFile(row!);
  });
}
