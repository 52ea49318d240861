import { eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/index.ts";
import { notFound } from "../../platform/http/errors.ts";
import { companyTags } from "../companies/tables.ts";
import { presentFile } from "../files/index.ts";
import { fileVersions } from "../files/tables.ts";
import { companyTagAttachments } from "./tables.ts";

type TagRow = typeof companyTags.$inferSelect;

/** Tags as the API shows them, with their attachments: one statement for any number of tags. */
export async function presentTags(db: DbOrTx, tags: TagRow[]) {
  if (tags.length === 0) return [];
  const attachments = await db
    .select({ tagId: companyTagAttachments.tagId, file: fileVersions })
    .from(companyTagAttachments)
    .innerJoin(fileVersions, eq(fileVersions.id, companyTagAttachments.fileVersionId))
    .where(
      inArray(
        companyTagAttachments.tagId,
        tags.map((tag) => tag.id),
      ),
    );
  return tags.map((tag) => ({
    id: tag.id,
    name: tag.name,
    attachments: attachments.filter((a) => a.tagId === tag.id).map((a) => presentFile(a.file)),
  }));
}

/** One tag as the API shows it, after a change. */
export async function presentTag(db: DbOrTx, tagId: number) {
  const [tag] = await db.select().from(companyTags).where(eq(companyTags.id, tagId));
  if (!tag) throw notFound("Tag not found");
  return (await presentTags(db, [tag]))[0]!;
}
