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
export {
  insertRiskMessage,
  insertRiskNote,
  pageRiskMessages,
  pageRiskNotes,
  type RiskMessageRow,
  type RiskNoteRow,
} from "./panel-store.ts";
export {
  countWithUnderwritingStatus,
  moveUnderwritingStatus,
  setUnderwritingStatus,
} from "./underwriting-status.ts";
