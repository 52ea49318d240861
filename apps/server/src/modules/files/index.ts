/** The public face of the files module: other modules import only from here. */

export { ensureClaimFolder, folderFileVersion, pageFolderDocuments } from "./claim-files.ts";
export {
  ensureCompanyDirectory,
  ensureRiskPackageDirectory,
  riskFolderNames,
} from "./directory.ts";
export {
  companyFileVersions,
  findFileVersion,
  makeFileVersionPublic,
} from "./file-versions.ts";
export { presentFile, presentFolderFile } from "./present.ts";
export { acceptRawUploads, uploadBodyLimit, uploadedBytes } from "./raw-uploads.ts";
export type { SharedFileCheck } from "./read-file-version.ts";
export { pageRiskUploads, riskUploadDetail, storeRiskFile } from "./risk-files.ts";
export { storeFileInFolder } from "./store-file-in-folder.ts";
export { fileJobs, sweepOrphanFiles } from "./sweep.ts";
export { imageTypes } from "./types.ts";
export { checkUpload } from "./upload-check.ts";
