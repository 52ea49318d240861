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
