/** The risks module's public API for other modules (the underwriter panel, documents, reports). */
export {
  actsAsSystem,
  assertRiskReader,
  type RiskPackageAccess,
  type RiskSide,
  riskNotFound,
  riskScope,
  visibleRiskPackage,
} from "./access.ts";
export { QUOTE_SWEEP_JOB, riskJobs, sweepQuotes } from "./expiry.ts";
export type { ReferralFacts, RiskHooks } from "./hooks.ts";
export {
  insertRiskMessage,
  insertRiskNote,
  pageRiskMessages,
  pageRiskNotes,
  type RiskMessageRow,
  type RiskNoteRow,
} from "./panel-store.ts";
export {
  type PolicyFacts,
  packageIdsByPolicyNumber,
  packagesByIds,
  policyFacts,
} from "./policy-facts.ts";
export { riskRoutes } from "./routes.ts";
export {
  boundPremiumBySection,
  type PeriodRange,
  type SectionUsage,
} from "./section-usage.ts";
export {
  countWithUnderwritingStatus,
  moveUnderwritingStatus,
  setUnderwritingStatus,
} from "./underwriting-status.ts";
