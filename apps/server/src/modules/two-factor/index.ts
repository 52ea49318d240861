/** The public face of the two-factor module: other modules import only from here. */
export { activeMethods, findMethod, upsertMethod } from "./repo.ts";
export {
  isTrustedDevice,
  pendingOverview,
  TRUSTED_DEVICE_COOKIE,
  twoFactorRequiredAtSignIn,
} from "./service.ts";
