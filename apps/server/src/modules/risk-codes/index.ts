/** Risk codes: the public API other modules use. */
export { riskCodeRoutes } from "./routes.ts";
export { syndicateInUse } from "./usage.ts";
