/**
 * Answer shapes of the designer, dataset, test-run, rating and quick-quote API: the server's
 * route response schemas and the web app's types, from one source. Stored design parts were
 * checked by their request schemas on save, so the answers reuse those schemas' fields.
 */
import { z } from "zod";
import type { JsonSchema } from "../proposal-form/json-schema.ts";
import { ZProposalForm } from "../proposal-form/model.ts";
import { ZPremiumBreakdownView } from "../risks/views.ts";
import { ZPage } from "../schemas/paging.ts";
import {
  datasetColumnTypes,
  ruleOutcomes,
  ZPremiumSettings,
  ZPropertyFormula,
  ZTestCase,
  ZUnderwritingFormula,
  ZUnderwritingRule,
} from "./schemas.ts";

const id = z.number().int();
const seconds = z.number();
const ZFormulaValue = z.union([z.string(), z.boolean()]);
const ZCell = z.union([z.string(), z.number(), z.boolean(), z.null()]);
/** A generated JSON Schema, answered as it is. */
const ZJsonSchema = z.custom<JsonSchema>((value) => typeof value === "object" && value !== null);
const ZAnswerErrors = z.record(z.string(), z.array(z.string()));

const ZOfferedVersion = z.object({
  id,
  name: z.string(),
  versionId: id,
  versionNumber: z.number().int(),
});

const ZDatasetColumns = z.array(z.object({ name: z.string(), type: z.enum(datasetColumnTypes) }));

export const ZDatasetSummary = z.object({
  id,
  name: z.string(),
  columns: ZDatasetColumns,
  rowCount: z.number().int(),
});
export type TDatasetSummary = z.infer<typeof ZDatasetSummary>;

export const ZProductDesignView = z.object({
  productVersionId: id,
  revision: z.number().int(),
  locked: z.boolean(),
  can: z.object({ edit: z.boolean() }),
  form: ZProposalForm,
  /** Generated from the form (read-only). */
  jsonSchema: ZJsonSchema,
  propertyFormulas: z.array(ZPropertyFormula),
  underwritingFormulas: z.array(ZUnderwritingFormula),
  rules: z.array(ZUnderwritingRule),
  premium: ZPremiumSettings,
  testCases: z.array(ZTestCase),
  datasets: z.array(ZDatasetSummary),
  updatedAt: seconds,
});
export type TProductDesignView = z.infer<typeof ZProductDesignView>;

const datasetFields = {
  id,
  productVersionId: id.nullable(),
  sourceDatasetId: id.nullable(),
  name: z.string(),
  description: z.string().nullable(),
  columns: ZDatasetColumns,
  keyColumns: z.array(z.string()),
  range: z.object({ from: z.string(), to: z.string() }).nullable(),
  updatedAt: seconds,
};

export const ZDatasetView = z.object({
  ...datasetFields,
  rows: z.array(z.record(z.string(), ZCell)),
});
export type TDatasetView = z.infer<typeof ZDatasetView>;

/** A dataset in a list: everything but its cells, and how many rows it has. */
export const ZDatasetListRow = z.object({ ...datasetFields, rowCount: z.number().int() });
export type TDatasetListRow = z.infer<typeof ZDatasetListRow>;
export const ZDatasetListPage = ZPage(ZDatasetListRow);

export const ZDatasetRowsPage = ZPage(z.record(z.string(), ZCell));

const ZTestCaseResult = z.object({
  name: z.string(),
  passed: z.boolean(),
  differences: z.array(z.object({ key: z.string(), expected: ZCell, actual: ZCell })),
  /** Evaluation errors and answer problems, for the underwriter to read. */
  problems: z.array(z.string()),
});

export const ZTestRunView = z.object({
  id,
  productVersionId: id,
  designRevision: z.number().int(),
  passed: z.boolean(),
  total: z.number().int(),
  failed: z.number().int(),
  cases: z.array(ZTestCaseResult),
  createdAt: seconds,
  createdBy: z.string().nullable(),
});
export type TTestRunView = z.infer<typeof ZTestRunView>;

/** What publishing should warn about (SPEC: tested on sample proposals before going live). */
export type TestRunWarning = "missing" | "failed" | "stale" | null;

export const ZLatestTestRun = z.object({
  run: ZTestRunView.nullable(),
  /** The design's current revision: a run of an older one is stale. */
  revision: z.number().int(),
  warning: z.enum(["missing", "failed", "stale"]).nullable(),
  message: z.string().nullable(),
});
export type TLatestTestRun = z.infer<typeof ZLatestTestRun>;

export interface TRateRequest {
  answers: Record<string, unknown>;
  overrides?: Record<string, string | number | boolean>;
  state?: string | null;
  taxDate?: string | null;
  /** The insured's small business declaration for this cover (NSW stamp duty exemption). */
  smallBusinessDeclaration?: boolean;
}

const ZRatedFormula = z.object({
  name: z.string(),
  title: z.string(),
  dataType: z.string(),
  value: ZFormulaValue.nullable(),
  required: z.boolean(),
  overridable: z.boolean(),
  showOnPremiumSummary: z.boolean(),
  showOnQuickQuote: z.boolean(),
});

/** What the underwriter's rating screen and test runs see (`RatingResult` of rate.ts). */
export const ZRatingView = z.object({
  valid: z.boolean(),
  answerErrors: ZAnswerErrors,
  values: z.record(z.string(), ZFormulaValue.nullable()),
  propertyFormulas: z.array(ZRatedFormula),
  underwritingFormulas: z.array(
    z.object({
      name: z.string(),
      title: z.string(),
      dataType: z.string(),
      value: ZFormulaValue.nullable(),
      overridable: z.boolean(),
    }),
  ),
  rules: z.array(
    z.object({
      name: z.string(),
      outcome: z.enum(ruleOutcomes),
      fired: z.boolean(),
      message: z.string(),
      clauseId: id.nullable(),
      error: z.boolean(),
    }),
  ),
  outcome: z.enum(["quote", "refer", "decline"]),
  endorsementClauseIds: z.array(id),
  premium: ZPremiumBreakdownView.nullable(),
  premiumError: z.string().nullable(),
  errors: z.array(
    z.object({
      formula: z.string(),
      code: z.string(),
      message: z.string(),
      position: z.object({ line: z.number(), column: z.number(), offset: z.number() }).optional(),
    }),
  ),
  /** The shown required questions left unanswered (their missing-answer errors are left out). */
  unanswered: z.array(z.object({ name: z.string(), label: z.string() })),
  complete: z.boolean(),
});
export type TRatingView = z.infer<typeof ZRatingView>;

/** What brokers see: no underwriting formulas; rule messages only where the product allows. */
export const ZBrokerRatingView = z.object({
  valid: z.boolean(),
  answerErrors: ZAnswerErrors,
  propertyFormulas: z.array(ZRatedFormula),
  rules: z.array(z.object({ outcome: z.enum(ruleOutcomes), message: z.string().nullable() })),
  outcome: z.enum(["quote", "refer", "decline"]),
  premium: ZPremiumBreakdownView.nullable(),
  premiumError: z.string().nullable(),
  complete: z.boolean(),
});
export type TBrokerRatingView = z.infer<typeof ZBrokerRatingView>;

export const ZQuickQuoteForm = z.object({
  product: ZOfferedVersion,
  /** The product's target country: an Australian quote asks the insured's state for taxes. */
  country: z.string(),
  form: ZProposalForm,
  formulas: z.array(z.object({ name: z.string(), title: z.string(), dataType: z.string() })),
});
export type TQuickQuoteForm = z.infer<typeof ZQuickQuoteForm>;

export const ZQuickQuoteResult = z.object({
  valid: z.boolean(),
  answerErrors: ZAnswerErrors,
  formulas: z.array(
    z.object({
      name: z.string(),
      title: z.string(),
      dataType: z.string(),
      value: ZFormulaValue.nullable(),
    }),
  ),
  /** The full premium lines (null until the answers are valid, or when it cannot be rated). */
  premium: ZPremiumBreakdownView.nullable(),
  /** Why there is no premium (e.g. the state is needed for stamp duty). */
  premiumError: z.string().nullable(),
});
export type TQuickQuoteResult = z.infer<typeof ZQuickQuoteResult>;

/** The full proposal form a broker fills in, dataset options resolved. */
export const ZBrokerForm = z.object({
  product: ZOfferedVersion,
  form: ZProposalForm,
  jsonSchema: ZJsonSchema,
});
export type TBrokerForm = z.infer<typeof ZBrokerForm>;

export const ZTestRunList = z.object({
  data: z.array(ZTestRunView),
  meta: z.object({ total: z.number().int() }),
});
