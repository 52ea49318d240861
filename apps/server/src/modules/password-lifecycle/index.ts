/** The public face of the password-lifecycle module: other modules import only from here. */
export { assertNotCommon, hashNewPassword, storeNewPassword } from "./passwords.ts";
