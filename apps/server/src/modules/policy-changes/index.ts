/** Changes to a bound policy: adjustment, cancellation, reinstatement, withdrawal. */
export { policyChangeRoutes } from "./routes.ts";
