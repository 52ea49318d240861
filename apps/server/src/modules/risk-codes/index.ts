/** Risk codes: the public API other modules use. */
export { riskCodeOfCompany } from "./lookup.ts";
export { syndicateInUse } from "./usage.ts";
