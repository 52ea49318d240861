/** The public face of the files module: other modules import only from here. */

export { ensureClaimFolder, folderFileVersion, pageFolderDocuments } from "./claim-files.ts";
export {
  ensureCompanyDirectory,
  ensureRiskPackageDirectory,
  riskFolderNames,
} from "./directory.ts";
export { storeFileInFolder } from "./folder-files.ts";
export { presentFolderFile } from "./folders.ts";
export { acceptRawUploads, uploadBodyLimit, uploadedBytes } from "./raw-uploads.ts";
export { pageRiskUploads, riskUploadDetail, storeRiskFile } from "./risk-files.ts";
export {
  companyFileVersions,
  findFileVersion,
  makeFileVersionPublic,
  presentFile,
  type SharedFileCheck,
} from "./service.ts";
export { fileJobs, sweepOrphanFiles } from "./sweep.ts";
export { imageTypes } from "./types.ts";
export { checkUpload } from "./upload-check.ts";
