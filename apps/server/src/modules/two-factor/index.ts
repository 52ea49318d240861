/** The public face of the two-factor module: other modules import only from here. */

export { TRUSTED_DEVICE_COOKIE } from "./common.ts";
export { activeMethods, findMethod, upsertMethod } from "./repo.ts";
export { pendingOverview } from "./sign-in-verification.ts";
export { isTrustedDevice, twoFactorRequiredAtSignIn } from "./trusted-devices.ts";
