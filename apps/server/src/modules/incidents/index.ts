/** The incidents module: the legal firm's face of claims. */
export { incidentRoutes } from "./routes.ts";
