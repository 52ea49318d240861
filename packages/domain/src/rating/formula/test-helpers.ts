import { expect } from "vitest";
import { compileFormulaSet, type EvaluateInput, type FormulaProgram } from "./compile.ts";
import type { CompileError, FormulaDataType, FormulaSetInput } from "./types.ts";

/** Compiles or fails the test with the errors. */
export function program(input: FormulaSetInput): FormulaProgram {
  const r = compileFormulaSet(input);
  if (!r.ok) expect.fail(JSON.stringify(r.errors, null, 2));
  return r.program;
}

/** Evaluates a single expression with no schema. */
export function calc(
  formula: string,
  dataType: FormulaDataType = "number",
  input: Partial<EvaluateInput> = {},
): string | boolean | null {
  const p = program({ formulas: [{ name: "x", formula, dataType }] });
  const r = p.evaluate({ answers: {}, ...input });
  if (!r.ok) expect.fail(JSON.stringify(r.errors));
  return r.values.x ?? null;
}

/** The compile errors of a set (fails the test if it compiles). */
export function errorsOf(input: FormulaSetInput): CompileError[] {
  const r = compileFormulaSet(input);
  if (r.ok) expect.fail("expected compile errors");
  return r.errors;
}

/** Errors of a one-formula set. */
export function errorOf(
  formula: string,
  dataType: FormulaDataType = "number",
  rest: Omit<FormulaSetInput, "formulas"> = {},
): CompileError[] {
  return errorsOf({ ...rest, formulas: [{ name: "x", formula, dataType }] });
}
