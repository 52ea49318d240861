/** The public face of the auth module: other modules import only from here. */
export { hashPassword, verifyPassword } from "./passwords.ts";
export { signIn } from "./service.ts";
