import type { TClaimDocument } from "@platform/domain";
import { eq } from "drizzle-orm";
import { actingCompany } from "../../platform/actor/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { forbidden } from "../../platform/http/errors.ts";
import { checkUpload, ensureClaimFolder, storeFileInFolder } from "../files/index.ts";
import { toSeconds } from "../users/index.ts";
import { changeClaim } from "./change.ts";
import { fileUrl, sharesDocuments, unsharedOf } from "./documents.ts";
import { type ClaimRow, claimDocuments, claims } from "./tables.ts";

/** The company whose files hold the claim's documents: the policy's underwriter, else the notifier. */
const ownerOf = (row: ClaimRow) => row.companyId ?? row.legalCompanyId ?? row.notifiedByCompanyId;

export async function uploadClaimDocument(
  ctx: Ctx,
  input: { claimId: number; name: string; mimeType: string; data: Buffer },
): Promise<TClaimDocument> {
  const { actor } = ctx;
  const { claimId } = input;
  const companyId = actingCompany(actor);
  // SPEC §5 type and size first: a refused file never takes the claim's lock.
  const mimeType = checkUpload(input);
  return changeClaim(ctx, {
    claimId,
    run: async ({ tx, row, side, role, can, audit, tell }) => {
      if (!can.upload) throw forbidden();
      const owner = ownerOf(row);
      if (owner === null) throw forbidden();
      const folder = await ensureClaimFolder(tx, {
        folderId: row.folderId,
        companyId: owner,
        riskPackage:
          row.riskPackageId === null
            ? null
            : { id: row.riskPackageId, reference: row.policyReference ?? row.reference },
        claimReference: row.reference,
      });
      if (folder.created) {
        await tx.update(claims).set({ folderId: folder.folderId }).where(eq(claims.id, row.id));
      }
      const { file, version, isNewVersion } = await storeFileInFolder(ctx, tx, {
        name: input.name,
        mimeType,
        data: input.data,
        companyId: folder.companyId,
        folderId: folder.folderId,
        userId: actor.user.id,
        userName: actor.user.row.name,
      });
      // A firm's work is privileged: its documents start unshared (a new version keeps the flag).
      const shared = isNewVersion
        ? !(await unsharedOf(tx, [file.id])).has(file.id)
        : side !== "legal";
      if (!isNewVersion && !shared) {
        await tx.insert(claimDocuments).values({
          fileId: file.id,
          claimId: row.id,
          shared,
          setByUserId: actor.user.id,
        });
      }
      const what = isNewVersion
        ? `new version of ${file.name} (version ${version.versionNumber})`
        : `document added: ${file.name}`;
      await audit("claim.documentUploaded", {
        summary: `${what[0]!.toUpperCase()}${what.slice(1)}`,
        fileId: file.id,
        fileVersionId: version.id,
        size: version.size,
      });
      await tell("claim.document", what, row, shared ? undefined : "underwriter");
      return {
        id: file.id,
        name: file.name,
        mimeType: file.mimeType,
        size: version.size,
        versionNumber: file.versionCount,
        uploadedBy: version.uploadedByName,
        uploadedAt: toSeconds(version.createdAt),
        url: fileUrl(companyId, claimId, file.id),
        shared,
        can: { share: sharesDocuments(side, role) },
      };
    },
  });
}
