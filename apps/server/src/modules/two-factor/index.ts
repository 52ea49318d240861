/**
 * Two-factor authentication (SPEC §4): enrol, confirm, switch off, choose the default,
 * verify at sign-in by authenticator (RFC 6238), emailed or texted code, or recovery code, and
 * trust a device for 30 days. The public face of the module: other modules import only from here.
 */
export { TRUSTED_DEVICE_COOKIE } from "./common.ts";
export { activeMethods, findMethod, upsertMethod } from "./repo.ts";
export { pendingOverview } from "./sign-in-verification.ts";
export { isTrustedDevice, twoFactorRequiredAtSignIn } from "./trusted-devices.ts";
