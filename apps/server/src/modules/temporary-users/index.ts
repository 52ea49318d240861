/** The public face of the temporary-users module: other modules import only from here. */
export { resolveTemporaryToken } from "./service.ts";
