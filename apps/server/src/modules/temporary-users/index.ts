/** The public face of the temporary-users module: other modules import only from here. */
export { assertTemporarySubject } from "./guards.ts";
export {
  issueTemporaryAccess,
  resolveTemporaryToken,
  revokeTemporaryToken,
} from "./service.ts";
