import type { Dec } from "../decimal.ts";
import type { SourcePosition } from "./ast.ts";

/** Data types of a property formula (SPEC §3) plus `boolean` for rules and `date`. */
export type FormulaDataType = "currency" | "number" | "text" | "textarea" | "boolean" | "date";
export const formulaDataTypes: readonly FormulaDataType[] = [
  "currency",
  "number",
  "text",
  "textarea",
  "boolean",
  "date",
];

export interface FormulaDefinition {
  /** Identifier: letters, digits and `_`, not starting with a digit. Unique within the set. */
  name: string;
  formula: string;
  dataType: FormulaDataType;
  /** When true, `evaluate({overrides})` may replace this formula's value (e.g. a manual premium). */
  overridable?: boolean;
}

export type AnswerScalarType = "number" | "currency" | "text" | "textarea" | "boolean" | "date";
/**
 * One answer of the proposal form. `object` nests fields (read as `business.revenue`); `group` is
 * a repeating group (an array of items, each with `fields`), used with `sum()` and `count()`.
 */
export type AnswerField =
  | { name: string; type: AnswerScalarType }
  | { name: string; type: "object" | "group"; fields: AnswerField[] };

export type ColumnType = "number" | "text" | "boolean" | "date";

export interface DatasetDescriptor {
  name: string;
  columns: { name: string; type: ColumnType }[];
  /** Columns matched by `lookup(...)` (in order), or the extra keys before the value of `lookup_range`. */
  keyColumns?: string[];
  /** Band tables: `lookup_range` finds the row whose `[from, to)` contains the value; an empty `to` is open-ended. */
  range?: { from: string; to: string };
}

export interface FormulaSetInput {
  formulas: FormulaDefinition[];
  /** When omitted, every name that is not a formula is taken to be an answer of unchecked type. */
  answerSchema?: AnswerField[];
  datasets?: DatasetDescriptor[];
}

export interface CompileError {
  /** The formula's name (or the dataset's, for a bad descriptor). */
  formula: string;
  message: string;
  position: SourcePosition;
}

/** Raw dataset rows by dataset name, e.g. parsed from CSV: values may be strings or numbers. */
export type DatasetRows = Record<string, readonly Record<string, unknown>[]>;

/** A formula's value: numbers as exact decimal strings (`"0.3"`), dates as `YYYY-MM-DD`. */
export type FormulaValue = string | boolean;

export type RuntimeErrorCode =
  | "division_by_zero"
  | "invalid_number"
  | "missing_answer"
  | "invalid_answer"
  | "missing_lookup_row"
  | "missing_dataset"
  | "invalid_dataset"
  | "invalid_date"
  | "no_clock"
  | "dependency_failed"
  | "invalid_override"
  | "not_overridable"
  | "unknown_override";

export interface EvaluationError {
  formula: string;
  code: RuntimeErrorCode;
  message: string;
  position?: SourcePosition;
}

export interface EvaluationResult {
  /** True when every formula produced a value. */
  ok: boolean;
  /** Every formula by name; `null` when it failed (see `errors`). */
  values: Record<string, FormulaValue | null>;
  errors: EvaluationError[];
}

/** Runtime values inside the engine. */
export class DateValue {
  constructor(readonly day: number) {}
}
export type Value = Dec | string | boolean | DateValue | readonly unknown[];
