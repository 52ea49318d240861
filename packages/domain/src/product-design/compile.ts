/**
 * Compiles a product version's design once: the form's answers, property and underwriting
 * formulas and rule conditions in one formula set (one namespace, evaluated in dependency
 * order), checked against the form and the datasets. Every problem comes back keyed by the
 * path of the field at fault, with the formula's name and position in the message.
 */

import { toAnswerSchema } from "../proposal-form/json-schema.ts";
import { allQuestions, type ProposalForm } from "../proposal-form/model.ts";
import { compileFormulaSet, type FormulaProgram } from "../rating/formula/compile.ts";
import { convertCell } from "../rating/formula/datasets.ts";
import type {
  CompileError,
  DatasetDescriptor,
  FormulaDefinition,
} from "../rating/formula/types.ts";
import {
  designMessages,
  type TDataset,
  type TPremiumSettings,
  type TPropertyFormula,
  type TUnderwritingFormula,
  type TUnderwritingRule,
} from "./schemas.ts";

export interface ProductDesign {
  form: ProposalForm;
  propertyFormulas: TPropertyFormula[];
  underwritingFormulas: TUnderwritingFormula[];
  rules: TUnderwritingRule[];
  premium: TPremiumSettings;
}

/** A compile problem placed on the design: `propertyFormulas.2.formula`, `rules.0.formula`, … */
export interface DesignError {
  path: string;
  /** The formula, rule or dataset at fault. */
  name: string;
  message: string;
  position?: { line: number; column: number; offset: number };
}

export interface CompiledDesign {
  design: ProductDesign;
  program: FormulaProgram;
  datasets: DatasetDescriptor[];
}

export type DesignCompileResult =
  | { ok: true; compiled: CompiledDesign }
  | { ok: false; errors: DesignError[] };

/** `premium (line 1, column 31): Unknown name 'revenue'`. */
export function formatDesignError(error: DesignError): string {
  const at = error.position
    ? ` (line ${error.position.line}, column ${error.position.column})`
    : "";
  return `${error.name}${at}: ${error.message}`;
}

/** Errors by path for a 422, each message naming the formula and position. */
export function designErrorsByPath(errors: readonly DesignError[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const error of errors) {
    out[error.path] ??= [];
    out[error.path]?.push(formatDesignError(error));
  }
  return out;
}

export const datasetDescriptor = (d: TDataset): DatasetDescriptor => ({
  name: d.name,
  columns: d.columns,
  ...(d.keyColumns.length ? { keyColumns: d.keyColumns } : {}),
  ...(d.range ? { range: d.range } : {}),
});

/** Cells that do not convert to their column's type, by path `rows.3.rate`. */
export function datasetRowErrors(d: TDataset): DesignError[] {
  const errors: DesignError[] = [];
  d.rows.forEach((row, index) => {
    for (const column of d.columns) {
      try {
        convertCell(row[column.name], column.type);
      } catch {
        errors.push({
          path: `rows.${index}.${column.name}`,
          name: d.name,
          message: designMessages.cellType(index + 1, column.name, column.type),
        });
      }
    }
  });
  return errors.slice(0, 50);
}

/** Whether `path` names an answer the form can give (a question, or `address.state`). */
function isAnswerPath(form: ProposalForm, path: string): boolean {
  const [head, tail] = path.split(".", 2);
  const q = allQuestions(form).find((question) => question.name === head);
  if (!q) return false;
  if (!tail) return q.type !== "group" && q.type !== "address";
  return (
    q.type === "address" &&
    ["line1", "line2", "city", "state", "postcode", "country"].includes(tail)
  );
}

export function compileDesign(
  design: ProductDesign,
  datasets: readonly TDataset[],
): DesignCompileResult {
  const errors: DesignError[] = [];
  const where = new Map<string, { path: string }>();
  const questionNames = new Set(allQuestions(design.form).map((q) => q.name.toLowerCase()));
  const formulas: FormulaDefinition[] = [];
  const add = (
    section: "propertyFormulas" | "underwritingFormulas" | "rules",
    index: number,
    definition: FormulaDefinition,
  ) => {
    const key = definition.name.toLowerCase();
    if (where.has(key) || questionNames.has(key)) {
      errors.push({
        path: `${section}.${index}.name`,
        name: definition.name,
        message: designMessages.nameTaken(definition.name),
      });
      return;
    }
    where.set(key, { path: `${section}.${index}.formula` });
    formulas.push(definition);
  };
  for (const [i, f] of design.propertyFormulas.entries())
    add("propertyFormulas", i, {
      name: f.name,
      formula: f.formula,
      dataType: f.dataType,
      overridable: f.overridable,
    });
  for (const [i, f] of design.underwritingFormulas.entries())
    add("underwritingFormulas", i, {
      name: f.name,
      formula: f.formula,
      dataType: f.dataType,
      overridable: f.overridable,
    });
  for (const [i, r] of design.rules.entries())
    add("rules", i, { name: r.name, formula: r.formula, dataType: "boolean" });

  const premium = design.premium;
  if (premium.premiumFormula !== null) {
    const f = design.propertyFormulas.find((p) => p.name === premium.premiumFormula);
    if (f?.dataType !== "currency")
      errors.push({
        path: "premium.premiumFormula",
        name: premium.premiumFormula,
        message: designMessages.premiumFormula,
      });
  }
  if (premium.stateQuestion !== null && !isAnswerPath(design.form, premium.stateQuestion))
    errors.push({
      path: "premium.stateQuestion",
      name: premium.stateQuestion,
      message: designMessages.unknownQuestion,
    });

  const descriptors = datasets.map(datasetDescriptor);
  const result = compileFormulaSet({
    formulas,
    answerSchema: toAnswerSchema(design.form),
    datasets: descriptors,
  });
  if (!result.ok) {
    for (const e of result.errors) errors.push(placeCompileError(e, where));
  }
  if (result.ok) errors.push(...quickQuoteProblems(design, result.program));
  if (errors.length > 0 || !result.ok) return { ok: false, errors };
  return { ok: true, compiled: { design, program: result.program, datasets: descriptors } };
}

/** Answers a formula reads, through the formulas it reads. */
export function answersReadBy(program: FormulaProgram, name: string): Set<string> {
  const byName = new Map(program.formulas.map((f) => [f.name, f]));
  const seen = new Set<string>();
  const answers = new Set<string>();
  const visit = (n: string) => {
    if (seen.has(n)) return;
    seen.add(n);
    const info = byName.get(n);
    if (!info) return;
    for (const a of info.answers) answers.add(a.split(".")[0] as string);
    for (const d of info.dependsOn) visit(d);
  };
  visit(name);
  return answers;
}

/** A formula shown on the quick quote may read only what the quick quote asks. */
function quickQuoteProblems(design: ProductDesign, program: FormulaProgram): DesignError[] {
  const asked = new Set(
    allQuestions(design.form)
      .filter((q) => q.quickQuote)
      .map((q) => q.name),
  );
  const errors: DesignError[] = [];
  for (const [index, f] of design.propertyFormulas.entries()) {
    if (!f.showOnQuickQuote) continue;
    const missing = [...answersReadBy(program, f.name)].filter((a) => !asked.has(a));
    if (missing.length > 0)
      errors.push({
        path: `propertyFormulas.${index}.showOnQuickQuote`,
        name: f.name,
        message: designMessages.quickQuoteReads(missing),
      });
  }
  return errors;
}

function placeCompileError(e: CompileError, where: Map<string, { path: string }>): DesignError {
  const place = where.get(e.formula.toLowerCase());
  return {
    path: place?.path ?? (e.formula.startsWith("dataset:") ? "datasets" : "formulas"),
    name: e.formula,
    message: e.message,
    position: e.position,
  };
}
