import { desc, eq } from "drizzle-orm";
import { assertMember } from "../../platform/access/index.ts";
import { actingCompany } from "../../platform/actor/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { findFile } from "./find-file.ts";
import { presentFile, presentFolderFile } from "./present.ts";
import { fileVersions } from "./tables.ts";

/** A file with its versions, newest first (who updated each, and when): two statements. */
export async function readFile(ctx: Ctx, input: { fileId: number }) {
  const { db, actor } = ctx;
  const companyId = actingCompany(actor);
  assertMember(actor.user, companyId);
  const file = await findFile(db, companyId, input.fileId);
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
