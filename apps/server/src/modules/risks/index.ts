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
// For the renewals and proposals modules (issue 13): the change frame, reads and effects.
export { bindRisk } from "./bind.ts";
export { changePackage, mirror } from "./change.ts";
export { addMonths, auditRisk, bothSides, tellUsers } from "./effects.ts";
export { QUOTE_SWEEP_JOB, riskJobs, sweepQuotes } from "./expiry.ts";
export { type ChangeGuard, registerChangeGuard } from "./guards.ts";
export type { ReferralFacts, RiskHooks } from "./hooks.ts";
export {
  type LoadedPackage,
  loadPackage,
  type PinnedRisk,
  packageNames,
  pinnedRisksOf,
  referenceFormatOf,
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
export { getRisk, viewOf } from "./read.ts";
export { riskRoutes } from "./routes.ts";
export {
  boundPremiumBySection,
  type PeriodRange,
  type SectionUsage,
} from "./section-usage.ts";
export { submitRisk } from "./submit.ts";
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
