/** The public face of the auth module: other modules import only from here. */
export { signIn } from "./service.ts";
