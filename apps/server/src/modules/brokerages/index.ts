/** The public face of the brokerages module: other modules import only from here. */
export { listBrokerages } from "./service.ts";
