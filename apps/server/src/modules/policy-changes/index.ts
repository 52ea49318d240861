/** Changes to a bound policy (issue 13): adjustment, cancellation, reinstatement, withdrawal. */
export { policyChangeRoutes } from "./routes.ts";
