/** The public face of the files module: other modules import only from here. */
export { findFileVersion, makeFileVersionPublic, presentFile } from "./service.ts";
export { imageTypes } from "./types.ts";
