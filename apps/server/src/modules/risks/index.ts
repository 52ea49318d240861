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
export { allowedBackdateDays, placementOf } from "./authority.ts";
export {
  assertAction,
  changePackage,
  isPast,
  mainTransaction,
  mirror,
  updateCurrent,
} from "./change.ts";
export { appendTransactions, isRenewed, type NewRiskTransaction } from "./change-store.ts";
export { riskDocumentSource } from "./documents.ts";
export { auditRisk, tellUsers } from "./effects.ts";
export { QUOTE_SWEEP_JOB, riskJobs, sweepQuotes } from "./expiry.ts";
export type { ReferralFacts, RiskHooks } from "./hooks.ts";
export { type LoadedPackage, loadPackage, type PinnedRisk } from "./load.ts";
export {
  insertRiskMessage,
  insertRiskNote,
  pageRiskMessages,
  pageRiskNotes,
  type RiskMessageRow,
  type RiskNoteRow,
} from "./panel-store.ts";
export { rateTransaction, totalGross } from "./rate.ts";
export { viewOf } from "./read.ts";
export { adjustPremium } from "./review.ts";
export { riskRoutes } from "./routes.ts";
export {
  boundPremiumBySection,
  type PeriodRange,
  type SectionUsage,
} from "./section-usage.ts";
export type { RiskTransactionRow } from "./tables.ts";
export {
  countWithUnderwritingStatus,
  moveUnderwritingStatus,
  setUnderwritingStatus,
} from "./underwriting-status.ts";
