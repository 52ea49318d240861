/** Answer shapes of the designer, dataset, test-run, rating and quick-quote API. */

import type { JsonSchema } from "../proposal-form/json-schema.ts";
import type { ProposalForm } from "../proposal-form/model.ts";
import type { RatingResult } from "./rate.ts";
import type {
  DatasetCell,
  TDataset,
  TPremiumSettings,
  TPropertyFormula,
  TTestCase,
  TUnderwritingFormula,
  TUnderwritingRule,
} from "./schemas.ts";
import type { TestCaseResult } from "./test-run.ts";

export interface TDatasetSummary {
  id: number;
  name: string;
  columns: TDataset["columns"];
  rowCount: number;
}

export interface TProductDesignView {
  productVersionId: number;
  revision: number;
  locked: boolean;
  can: { edit: boolean };
  form: ProposalForm;
  /** Generated from the form (read-only). */
  jsonSchema: JsonSchema;
  propertyFormulas: TPropertyFormula[];
  underwritingFormulas: TUnderwritingFormula[];
  rules: TUnderwritingRule[];
  premium: TPremiumSettings;
  testCases: TTestCase[];
  datasets: TDatasetSummary[];
  updatedAt: number;
}

export interface TDatasetView extends TDataset {
  id: number;
  productVersionId: number | null;
  sourceDatasetId: number | null;
  rows: Record<string, DatasetCell>[];
  updatedAt: number;
}

/** A dataset in a list: everything but its cells, and how many rows it has. */
export interface TDatasetListRow extends Omit<TDatasetView, "rows"> {
  rowCount: number;
}

export interface TTestRunView {
  id: number;
  productVersionId: number;
  designRevision: number;
  passed: boolean;
  total: number;
  failed: number;
  cases: TestCaseResult[];
  createdAt: number;
  createdBy: string | null;
}

/** What publishing should warn about (SPEC: tested on sample proposals before going live). */
export type TestRunWarning = "missing" | "failed" | "stale" | null;

export interface TLatestTestRun {
  run: TTestRunView | null;
  /** The design's current revision: a run of an older one is stale. */
  revision: number;
  warning: TestRunWarning;
  message: string | null;
}

export interface TRateRequest {
  answers: Record<string, unknown>;
  overrides?: Record<string, string | number | boolean>;
  state?: string | null;
  taxDate?: string | null;
  /** The insured's small business declaration for this cover (NSW stamp duty exemption). */
  smallBusinessDeclaration?: boolean;
}

export interface TRatingView extends RatingResult {
  valid: boolean;
}

/** What brokers see: no underwriting formulas; rule messages only where the product allows. */
export interface TBrokerRatingView {
  valid: boolean;
  answerErrors: Record<string, string[]>;
  propertyFormulas: RatingResult["propertyFormulas"];
  rules: { outcome: RatingResult["rules"][number]["outcome"]; message: string | null }[];
  outcome: RatingResult["outcome"];
  premium: RatingResult["premium"];
  premiumError: string | null;
  complete: boolean;
}

export interface TQuickQuoteForm {
  product: { id: number; name: string; versionId: number; versionNumber: number };
  /** The product's target country: an Australian quote asks the insured's state for taxes. */
  country: string;
  form: ProposalForm;
  formulas: { name: string; title: string; dataType: string }[];
}

export interface TQuickQuoteResult {
  valid: boolean;
  answerErrors: Record<string, string[]>;
  formulas: { name: string; title: string; dataType: string; value: string | boolean | null }[];
  /** The full premium lines (null until the answers are valid, or when it cannot be rated). */
  premium: RatingResult["premium"] | null;
  /** Why there is no premium (e.g. the state is needed for stamp duty). */
  premiumError: string | null;
}
