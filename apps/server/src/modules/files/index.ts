/** The public face of the files module: other modules import only from here. */

export {
  ensureCompanyDirectory,
  ensureRiskPackageDirectory,
  riskFolderNames,
} from "./directory.ts";
export { checkUpload, storeFileInFolder } from "./folder-files.ts";
export { storeRiskFile } from "./risk-files.ts";
export { findFileVersion, makeFileVersionPublic, presentFile } from "./service.ts";
export { fileJobs, sweepOrphanFiles } from "./sweep.ts";
export { imageTypes } from "./types.ts";
