import { messages } from "@platform/domain";
import { and, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/index.ts";
import { invalid } from "../../platform/http/errors.ts";
import { companyTags } from "../companies/tables.ts";
import { fileVersions } from "../files/tables.ts";
import { companyTagAttachments } from "./tables.ts";

export interface TagInput {
  name: string;
  fileVersionIds: number[];
}

/** The name is unique in the company (any case) and every attachment is the company's own file. */
export async function checkTagInput(
  tx: DbOrTx,
  companyId: number,
  input: TagInput,
  exceptId?: number,
) {
  const same = await tx.select().from(companyTags).where(eq(companyTags.companyId, companyId));
  if (
    same.some((tag) => tag.name.toLowerCase() === input.name.toLowerCase() && tag.id !== exceptId)
  ) {
    throw invalid({ name: messages.nameInUse });
  }
  if (input.fileVersionIds.length === 0) return;
  const files = await tx
    .select({ id: fileVersions.id })
    .from(fileVersions)
    .where(
      and(eq(fileVersions.companyId, companyId), inArray(fileVersions.id, input.fileVersionIds)),
    );
  if (files.length !== new Set(input.fileVersionIds).size)
    throw invalid({ fileVersionIds: "Attach files uploaded by this company" });
}

export async function setTagAttachments(tx: DbOrTx, tagId: number, fileVersionIds: number[]) {
  await tx.delete(companyTagAttachments).where(eq(companyTagAttachments.tagId, tagId));
  if (fileVersionIds.length > 0) {
    await tx
      .insert(companyTagAttachments)
      .values([...new Set(fileVersionIds)].map((fileVersionId) => ({ tagId, fileVersionId })));
  }
}
