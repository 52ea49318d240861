import type { TClaimDocument } from "@platform/domain";
import type { Ctx } from "../../platform/context/index.ts";
import { forbidden, notFound } from "../../platform/http/errors.ts";
import { folderFileVersion } from "../files/index.ts";
import { changeClaim } from "./change.ts";
import { readsUnshared, sharesDocuments, unsharedOf } from "./documents.ts";
import { claimDocuments } from "./tables.ts";

/**
 * The underwriter or the appointed firm shares a document of the claim with the broker and the
 * insured, or keeps it between themselves (`shared: false`).
 */
export async function shareClaimDocument(
  ctx: Ctx,
  input: { claimId: number; fileId: number; shared: boolean },
): Promise<Pick<TClaimDocument, "id" | "shared">> {
  const { actor } = ctx;
  const { claimId, fileId, shared } = input;
  return changeClaim(ctx, {
    claimId,
    run: async ({ tx, row, side, role, audit }) => {
      const version =
        row.folderId === null ? null : await folderFileVersion(tx, row.folderId, fileId);
      const hidden = !readsUnshared(side) && (await unsharedOf(tx, [fileId])).size > 0;
      if (!version || hidden) throw notFound("Document not found");
      if (!sharesDocuments(side, role)) throw forbidden();
      await tx
        .insert(claimDocuments)
        .values({ fileId, claimId: row.id, shared, setByUserId: actor.user.id })
        .onConflictDoUpdate({
          target: claimDocuments.fileId,
          set: { shared, setByUserId: actor.user.id, updatedAt: actor.now() },
        });
      await audit("claim.documentShared", {
        summary: `${shared ? "Document shared" : "Document kept internal"}: ${version.name}`,
        fileId,
        shared,
      });
      return { id: fileId, shared };
    },
  });
}
