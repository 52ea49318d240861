/**
 * Files of the underwriter panel (SPEC §2): what the underwriter company keeps on a risk
 * package (surveys, loss runs, correspondence), in the package's "Uploads" folder of the files
 * module. Generated documents stay in the documents panel. The broker side never sees them
 * (404, as if they did not exist); uploading needs ManageRisks. A file uploaded again under
 * its name becomes its next version; downloads go through the files module's file-version
 * route under the underwriter company.
 */
import type { TPageQuery } from "@platform/domain";
import type { Actor } from "../../platform/actor/index.ts";
import { auditBy } from "../../platform/audit/index.ts";
import type { DbOrTx } from "../../platform/db/index.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { forbidden } from "../../platform/http/errors.ts";
import {
  pageRiskUploads,
  presentFolderFile,
  riskUploadDetail,
  storeRiskFile,
} from "../files/index.ts";
import { riskNotFound, visibleRiskPackage } from "../risks/index.ts";

async function underwriterPackage(
  db: DbOrTx,
  actor: Actor,
  companyId: number,
  id: number,
  options?: { lock?: boolean },
) {
  const access = await visibleRiskPackage(db, actor, id, options);
  if (access.side === "broker") throw riskNotFound();
  return access;
}

export async function pageRiskFiles(
  db: DbOrTx,
  actor: Actor,
  companyId: number,
  riskPackageId: number,
  query: TPageQuery & { search?: string },
) {
  const access = await underwriterPackage(db, actor, companyId, riskPackageId);
  return pageRiskUploads(db, access.row.companyId, riskPackageId, query);
}

export async function riskFileDetail(
  db: DbOrTx,
  actor: Actor,
  companyId: number,
  riskPackageId: number,
  fileId: number,
) {
  const access = await underwriterPackage(db, actor, companyId, riskPackageId);
  return riskUploadDetail(db, access.row.companyId, riskPackageId, fileId);
}

/**
 * Stores an upload on the package: a new file, or the next version of the file of that name
 * (`fileId` names the file whose next version this is). Type and size are checked with the
 * spec's messages; the package row is locked so two uploads of one name version in turn.
 */
export async function uploadRiskFile(
  deps: AppDeps,
  actor: Actor,
  companyId: number,
  riskPackageId: number,
  input: { name?: string; fileId?: number; mimeType: string; data: Buffer },
) {
  return deps.db.transaction(async (tx) => {
    const access = await underwriterPackage(tx, actor, companyId, riskPackageId, { lock: true });
    if (!access.canManage) throw forbidden();
    const owner = access.row.companyId;
    const name =
      input.fileId === undefined
        ? input.name!
        : (await riskUploadDetail(tx, owner, riskPackageId, input.fileId)).name;
    const { file, isNewVersion } = await storeRiskFile(deps, tx, {
      companyId: owner,
      riskPackageId,
      reference: access.row.reference,
      folder: "uploads",
      name,
      mimeType: input.mimeType,
      data: input.data,
      protected: false,
      userId: actor.user.id,
      userName: actor.user.row.name,
    });
    await auditBy(tx, actor, {
      action: isNewVersion ? "riskPackage.fileVersioned" : "riskPackage.fileUploaded",
      companyId: owner,
      subjectType: "risk_package",
      subjectId: riskPackageId,
      data: {
        fileId: file.id,
        name,
        version: file.versionCount,
        description: isNewVersion
          ? `Version ${file.versionCount} of ${name} uploaded`
          : `File ${name} uploaded`,
      },
    });
    return { ...presentFolderFile(file), updatedBy: actor.user.row.name, size: input.data.length };
  });
}
