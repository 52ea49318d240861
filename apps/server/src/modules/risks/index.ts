/** The risks module's public API for other modules (the underwriter panel, documents, reports). */
export {
  abilities as riskAbilities,
  assertRiskReader,
  authorize as authorizeRisk,
  authorizeCreate as authorizeRiskCreate,
  brokerSeesPackages,
  type RiskPackageAccess,
  type RiskPackageAction,
  type RiskSide,
  riskManagersOf,
  riskNotFound,
  riskScope,
  visibleRiskPackage,
} from "./access.ts";
export { adjustPremium } from "./adjust-premium.ts";
export { allowedBackdateDays, placementOf } from "./authority.ts";
export { bindRisk } from "./bind-risk.ts";
export {
  assertAction,
  changePackage,
  isPast,
  mainTransaction,
  mirror,
  updateCurrent,
} from "./change.ts";
export { appendTransactions, isRenewed, type NewRiskTransaction } from "./change-store.ts";
export { queueTransactionDocuments, riskDocumentSource, riskPreviewData } from "./documents.ts";
export { addMonths, auditRisk, bothSides, tellUsers, underwriterSide } from "./effects.ts";
export { markNotTakenUp, QUOTE_SWEEP_JOB, riskJobs, sweepQuotes } from "./expiry.ts";
export { getRisk } from "./get-risk.ts";
export { type ChangeGuard, registerChangeGuard } from "./guards.ts";
export type { ReferralFacts, RiskHooks } from "./hooks.ts";
export { agreementsCarriedBy } from "./insurer-scope.ts";
export {
  type LoadedPackage,
  loadPackage,
  type PinnedRisk,
  packageNames,
  packageProductIds,
  pinnedRisksOf,
  productTodayOf,
  referenceFormatOf,
  riskEventFacts,
  transactionsOf,
} from "./load.ts";
export {
  insertRiskMessage,
  insertRiskNote,
  pageRiskMessages,
  pageRiskNotes,
  type RiskMessageRow,
  type RiskNoteRow,
} from "./panel-store.ts";
export {
  type LatestBound,
  latestBoundOf,
  type PolicyFacts,
  packageIdsByPolicyNumber,
  packagesByIds,
  policyFacts,
} from "./policy-facts.ts";
export { existingPolicyNumbers } from "./policy-numbers.ts";
export { mainTimeZone, mainTransactionsJson, policyStatusOfRow } from "./policy-status.ts";
export { viewOf } from "./present.ts";
export { rateTransaction, totalGross } from "./rate.ts";
export {
  type AgreementTerm,
  boundPremiumBySection,
  boundTermsOfAgreements,
  type PeriodRange,
  type SectionUsage,
} from "./section-usage.ts";
export { submitRisk } from "./submit-risk.ts";
export {
  type RiskPackageRow,
  type RiskTransactionRow,
  riskPackages,
  risks,
  riskTransactions,
} from "./tables.ts";
export {
  countWithUnderwritingStatus,
  moveUnderwritingStatus,
  setUnderwritingStatus,
} from "./underwriting-status.ts";
