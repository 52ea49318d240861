/** The product designer's public API for other modules (products, datasets, rating). */
export { versionBase, ZVersionParams } from "./params.ts";
export { copyDesign, designRevisionOf, insertEmptyDesign } from "./repo.ts";
export {
  bumpRevision,
  compileOrThrow,
  designOf,
  designOfVersion,
  editableVersion,
  readableVersion,
  type VersionKey,
} from "./service.ts";
export type { ProductDesignRow } from "./tables.ts";
