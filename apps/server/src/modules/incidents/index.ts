/** The incidents module: the legal firm's face of claims (issue 16). */
export { incidentRoutes } from "./routes.ts";
