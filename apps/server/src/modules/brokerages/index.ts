/** The public face of the brokerages module: other modules import only from here. */
export { connectedBrokers } from "./service.ts";
