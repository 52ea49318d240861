/** The public face of the notifications module: other modules import only from here. */
export { notify, notifyAll } from "./notify.ts";
