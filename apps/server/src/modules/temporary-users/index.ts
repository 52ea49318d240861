/** The public face of the temporary-users module: other modules import only from here. */
export { temporaryAccessReaches } from "./guards.ts";
export {
  issueTemporaryAccess,
  resolveTemporaryToken,
  revokeTemporaryToken,
} from "./service.ts";
export { provideTemporarySubjects, type TemporarySubjectOwner } from "./subjects.ts";
