/**
 * Files of the underwriter panel (SPEC §2): what the underwriter company keeps on a risk
 * package (surveys, loss runs, correspondence), in the package's "Uploads" folder of the files
 * module. Generated documents stay in the documents panel. The broker side never sees them
 * (404, as if they did not exist); uploading needs ManageRisks. A file uploaded again under
 * its name becomes its next version; downloads go through the files module's file-version
 * route under the underwriter company.
 */
import { auditBy } from "../../platform/audit/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { presentFolderFile, riskUploadDetail, storeRiskFile } from "../files/index.ts";
import { authorizeRisk } from "../risks/index.ts";
import { underwriterPackage } from "./underwriter-package.ts";

/**
 * Stores an upload on the package: a new file, or the next version of the file of that name
 * (`fileId` names the file whose next version this is). Type and size are checked with the
 * spec's messages; the package row is locked so two uploads of one name version in turn.
 */
export async function uploadRiskFile(
  ctx: Ctx,
  input: {
    riskPackageId: number;
    name?: string;
    fileId?: number;
    mimeType: string;
    data: Buffer;
  },
) {
  const { actor } = ctx;
  const { riskPackageId } = input;
  return ctx.db.transaction(async (tx) => {
    const access = await underwriterPackage({ ...ctx, db: tx }, { riskPackageId, lock: true });
    authorizeRisk(actor, "upload", access.row);
    const owner = access.row.companyId;
    const name =
      input.fileId === undefined
        ? input.name!
        : (await riskUploadDetail(tx, owner, riskPackageId, input.fileId)).name;
    const { file, isNewVersion } = await storeRiskFile(ctx, tx, {
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
