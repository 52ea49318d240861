/** The public face of the roles module: other modules import only from here. */
export { findRole } from "./repo.ts";
