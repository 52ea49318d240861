/** Risk codes: the public API other modules use. */
export { riskCodeOfCompany } from "./lookup.ts";
export { riskCodeRoutes } from "./routes.ts";
export { syndicateInUse } from "./usage.ts";
