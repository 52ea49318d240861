/** The product designer's public API for other modules (products, datasets, rating). */

export { bumpRevision, compileOrThrow, designOf, designOfVersion } from "./design.ts";
export { versionBase, ZVersionParams } from "./params.ts";
export { copyDesign, designRevisionOf, insertEmptyDesign } from "./repo.ts";
export type { ProductDesignRow } from "./tables.ts";
export { editableVersion, readableVersion, type VersionKey } from "./versions.ts";
