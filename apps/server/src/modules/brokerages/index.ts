/** The public face of the brokerages module: other modules import only from here. */
export { connectedBrokers } from "./connections.ts";
