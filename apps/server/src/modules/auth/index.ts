/** The public face of the auth module: other modules import only from here. */
export { signIn } from "./sign-in.ts";
