/** The claims module's public API (the incidents module lists and creates through it). */
export { assertClaimReader, claimScope, sideOfCompany } from "./access.ts";
export {
  type AgreementPeriodRange,
  incurredByAgreementPeriod,
  type PeriodIncurred,
} from "./agreement-incurred.ts";
export { createIncident } from "./create-incident.ts";
export { listClaims } from "./list-claims.ts";
export { linkedClientSeesPackages } from "./policies.ts";
