import type { Ctx } from "../../platform/context/index.ts";
import { notFound } from "../../platform/http/errors.ts";
import { folderFileVersion } from "../files/index.ts";
import { visibleClaim } from "./access.ts";
import { readsUnshared, unsharedOf } from "./documents.ts";

const documentNotFound = () => notFound("Document not found");

/** One document's current version and bytes, for a party that sees the claim and the document. */
export async function claimDocumentFile(ctx: Ctx, input: { claimId: number; fileId: number }) {
  const { row, side } = await visibleClaim(ctx, { claimId: input.claimId });
  const version =
    row.folderId === null ? null : await folderFileVersion(ctx.db, row.folderId, input.fileId);
  if (!version) throw documentNotFound();
  if (!readsUnshared(side) && (await unsharedOf(ctx.db, [input.fileId])).size > 0) {
    throw documentNotFound();
  }
  return { version, data: await ctx.storage.stream(version.storageKey) };
}
