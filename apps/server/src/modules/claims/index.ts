/** The claims module's public API (the incidents module lists and creates through it). */
export { assertClaimReader, claimScope, sideOfCompany } from "./access.ts";
export { createIncident } from "./create.ts";
export { linkedClientSeesPackages } from "./policies.ts";
export { listClaims } from "./read.ts";
