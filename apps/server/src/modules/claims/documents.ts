/**
 * Documents on a claim or incident: files in the claim's folder of the files module,
 * owned by the company that writes the policy (docs/decisions.md). Every party that sees the
 * claim lists and downloads them under its own company through the claim's routes; whoever acts
 * on it (`can.upload`) adds them. The claim's access check comes first, so another broker or
 * legal firm gets 404, and a file is only found inside the claim's own folder.
 */
import { pageMeta, type TClaimDocument, type TPageQuery } from "@platform/domain";
import { eq } from "drizzle-orm";
import type { Actor } from "../../platform/actor/index.ts";
import type { DbOrTx } from "../../platform/db/index.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { forbidden, notFound } from "../../platform/http/errors.ts";
import {
  checkUpload,
  ensureClaimFolder,
  folderFileVersion,
  pageFolderDocuments,
  storeFileInFolder,
} from "../files/index.ts";
import { toSeconds } from "../users/index.ts";
import { visibleClaim } from "./access.ts";
import { changeClaim } from "./change.ts";
import { type ClaimRow, claims } from "./tables.ts";

const fileUrl = (companyId: number, claimId: number, fileId: number) =>
  `/api/companies/${companyId}/claims/${claimId}/documents/${fileId}/file`;

const documentNotFound = () => notFound("Document not found");

/** The claim's documents, newest first (the access check and two statements). */
export async function pageClaimDocuments(
  db: DbOrTx,
  actor: Actor,
  companyId: number,
  claimId: number,
  query: TPageQuery,
): Promise<{ data: TClaimDocument[]; meta: ReturnType<typeof pageMeta> }> {
  const { row } = await visibleClaim(db, actor, companyId, claimId);
  if (row.folderId === null) return { data: [], meta: pageMeta(0, query) };
  const page = await pageFolderDocuments(db, row.folderId, query);
  return {
    meta: page.meta,
    data: page.data.map((d) => ({
      ...d,
      uploadedAt: toSeconds(d.uploadedAt),
      url: fileUrl(companyId, claimId, d.id),
    })),
  };
}

/** The company whose files hold the claim's documents: the policy's underwriter, else the notifier. */
const ownerOf = (row: ClaimRow) => row.companyId ?? row.legalCompanyId ?? row.notifiedByCompanyId;

export async function uploadClaimDocument(
  deps: AppDeps,
  actor: Actor,
  companyId: number,
  claimId: number,
  input: { name: string; mimeType: string; data: Buffer },
): Promise<TClaimDocument> {
  // SPEC §5 type and size first: a refused file never takes the claim's lock.
  const mimeType = checkUpload(input);
  return changeClaim(deps, actor, companyId, claimId, async ({ tx, row, can, audit, tell }) => {
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
    const { file, version, isNewVersion } = await storeFileInFolder(deps, tx, {
      name: input.name,
      mimeType,
      data: input.data,
      companyId: folder.companyId,
      folderId: folder.folderId,
      userId: actor.user.id,
      userName: actor.user.row.name,
    });
    const what = isNewVersion
      ? `new version of ${file.name} (version ${version.versionNumber})`
      : `document added: ${file.name}`;
    await audit("claim.documentUploaded", {
      summary: `${what[0]!.toUpperCase()}${what.slice(1)}`,
      fileId: file.id,
      fileVersionId: version.id,
      size: version.size,
    });
    await tell("claim.document", what);
    return {
      id: file.id,
      name: file.name,
      mimeType: file.mimeType,
      size: version.size,
      versionNumber: file.versionCount,
      uploadedBy: version.uploadedByName,
      uploadedAt: toSeconds(version.createdAt),
      url: fileUrl(companyId, claimId, file.id),
    };
  });
}

/** One document's current version and bytes, for any party that sees the claim. */
export async function claimDocumentFile(
  deps: AppDeps,
  actor: Actor,
  companyId: number,
  claimId: number,
  fileId: number,
) {
  const { row } = await visibleClaim(deps.db, actor, companyId, claimId);
  const version =
    row.folderId === null ? null : await folderFileVersion(deps.db, row.folderId, fileId);
  if (!version) throw documentNotFound();
  return { version, data: await deps.storage.get(version.storageKey) };
}
