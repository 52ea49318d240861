import { positionAt, type SourcePosition, SyntaxProblem } from "./ast.ts";
import { orderOrReportCycles } from "./cycles.ts";
import { type PreparedDataset, PreparedDatasets, prepareDatasets } from "./datasets.ts";
import { type Compiled, compileNode, type DatasetInfo, type Env, expectType } from "./expr.ts";
import { compileCall } from "./functions.ts";
import { parse } from "./parser.ts";
import {
  type Ctx,
  convertAnswer,
  FAILED,
  type Fields,
  type Fn,
  FormulaFailure,
  type Scalar,
  type SType,
  toText,
  typeName,
} from "./runtime.ts";
import {
  type AnswerField,
  type CompileError,
  type DatasetDescriptor,
  type DatasetRows,
  type EvaluationError,
  type EvaluationResult,
  type FormulaDataType,
  type FormulaSetInput,
  type FormulaValue,
  formulaDataTypes,
  type Value,
} from "./types.ts";

export interface FormulaInfo {
  name: string;
  dataType: FormulaDataType;
  overridable: boolean;
  /** Formulas this one reads, directly. */
  dependsOn: string[];
  /** Answer paths it reads (outside `sum`/`count` items). */
  answers: string[];
  datasets: string[];
}

export interface EvaluateInput {
  /** The proposal form's answers (plain JSON data: numbers or decimal strings, ISO dates, arrays for groups). */
  answers: Readonly<Record<string, unknown>>;
  /** Raw rows by dataset name (indexed on first use and cached per object), or `program.prepareDatasets(rows)`. */
  datasets?: DatasetRows | PreparedDatasets;
  /** Values replacing overridable formulas, by formula name. */
  overrides?: Readonly<Record<string, unknown>>;
  /** Source of `today()` (and `age(dob)` without a date): a Date (its UTC date) or `YYYY-MM-DD`. */
  clock?: () => Date | string;
}

export interface FormulaProgram {
  /** Formulas in definition order. */
  readonly formulas: readonly FormulaInfo[];
  /** Formula names in evaluation (dependency) order. */
  readonly order: readonly string[];
  /** Indexes raw dataset rows once (e.g. at product load) for fast lookups. */
  prepareDatasets(rows: DatasetRows): PreparedDatasets;
  /** Evaluates every formula. Never throws on bad input: problems come back in `errors`. */
  evaluate(input: EvaluateInput): EvaluationResult;
}

export type CompileResult =
  | { ok: true; program: FormulaProgram }
  | { ok: false; errors: CompileError[] };

const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const RESERVED = new Set(["true", "false", "and", "or", "not"]);
const START: SourcePosition = { line: 1, column: 1, offset: 0 };

export function scalarOf(t: FormulaDataType): Scalar {
  switch (t) {
    case "currency":
    case "number":
      return "number";
    case "text":
    case "textarea":
      return "string";
    case "boolean":
      return "boolean";
    case "date":
      return "date";
  }
}

function schemaFields(fields: readonly AnswerField[]): Fields {
  const out: Fields = new Map();
  for (const f of fields) {
    let t: SType;
    if (f.type === "object" || f.type === "group")
      t = { kind: f.type, fields: schemaFields(f.fields) };
    else
      t =
        f.type === "currency"
          ? "number"
          : f.type === "text" || f.type === "textarea"
            ? "string"
            : f.type;
    out.set(f.name, t);
  }
  return out;
}

const columnScalar = (t: DatasetDescriptor["columns"][number]["type"]): Scalar =>
  t === "text" ? "string" : t;

function checkDataset(d: DatasetDescriptor, errors: CompileError[]): DatasetInfo["columns"] {
  const columns = new Map<string, Scalar>();
  const err = (message: string) =>
    errors.push({ formula: `dataset:${d.name}`, message, position: START });
  for (const c of d.columns) {
    if (columns.has(c.name)) err(`Dataset '${d.name}' repeats column '${c.name}'`);
    columns.set(c.name, columnScalar(c.type));
  }
  for (const k of d.keyColumns ?? [])
    if (!columns.has(k)) err(`Dataset '${d.name}' has no key column '${k}'`);
  if (d.range) {
    const from = columns.get(d.range.from);
    const to = columns.get(d.range.to);
    if (from === undefined) err(`Dataset '${d.name}' has no column '${d.range.from}'`);
    if (to === undefined) err(`Dataset '${d.name}' has no column '${d.range.to}'`);
    if (from !== undefined && from !== "number" && from !== "date")
      err(`Band columns of dataset '${d.name}' must be numbers or dates`);
    if (from !== undefined && to !== undefined && from !== to)
      err(`Band columns of dataset '${d.name}' must have the same type`);
  }
  return columns;
}

export interface Unit {
  name: string;
  dataType: FormulaDataType;
  overridable: boolean;
  source: string;
  fn: Fn;
  toOutput: (v: Value) => FormulaValue;
  deps: Map<string, number>;
  answers: string[];
  datasets: string[];
}

/**
 * Compiles a product version's formulas once: parse, resolve names, check types, datasets and
 * cycles, then build closures evaluated in dependency order. All problems are reported here.
 */
export function compileFormulaSet(input: FormulaSetInput): CompileResult {
  const errors: CompileError[] = [];
  const answers = input.answerSchema ? schemaFields(input.answerSchema) : null;
  const datasets = new Map<string, DatasetInfo>();
  const descriptors = input.datasets ?? [];
  descriptors.forEach((d, index) => {
    if (datasets.has(d.name))
      errors.push({
        formula: `dataset:${d.name}`,
        message: `Dataset '${d.name}' is defined twice`,
        position: START,
      });
    datasets.set(d.name, { index, descriptor: d, columns: checkDataset(d, errors) });
  });

  const formulas = new Map<string, { index: number; type: Scalar }>();
  input.formulas.forEach((f, index) => {
    const err = (message: string) => errors.push({ formula: f.name, message, position: START });
    if (!NAME.test(f.name) || RESERVED.has(f.name.toLowerCase()))
      err(
        `'${f.name}' is not a valid formula name (letters, digits and _, not starting with a digit)`,
      );
    else if (formulas.has(f.name)) err(`Formula '${f.name}' is defined twice`);
    else if (answers?.has(f.name)) err(`'${f.name}' is both a formula and an answer`);
    if (!formulaDataTypes.includes(f.dataType)) err(`Unknown data type '${String(f.dataType)}'`);
    if (!formulas.has(f.name))
      formulas.set(f.name, {
        index,
        type: scalarOf(formulaDataTypes.includes(f.dataType) ? f.dataType : "number"),
      });
  });

  const answerSlots = new Map<string, number>();
  const units: Unit[] = input.formulas.map((f) => {
    const env: Env = {
      formulas,
      answers,
      datasets,
      answerSlots,
      scopes: [],
      errors: [],
      deps: new Map(),
      usedAnswers: new Set(),
      usedDatasets: new Set(),
      compileCall,
    };
    const source = typeof f.formula === "string" ? f.formula : "";
    const want = formulaDataTypes.includes(f.dataType) ? scalarOf(f.dataType) : "number";
    let fn: Fn = () => false;
    try {
      const ast = parse(source);
      const c: Compiled = compileNode(env, ast);
      if (
        typeof c.type === "object" ||
        (c.type !== want && c.type !== "any" && !(want === "date" && c.literal !== undefined))
      ) {
        env.errors.push({
          message: `The formula gives ${typeName(c.type)} but its data type is ${f.dataType}`,
          offset: ast.pos,
        });
      } else fn = expectType(env, c, want, "The formula", ast.pos).fn;
    } catch (e) {
      // Anything other than a syntax problem would be a bug here: still report, never throw.
      if (e instanceof SyntaxProblem) env.errors.push({ message: e.message, offset: e.offset });
      else env.errors.push({ message: `Could not compile: ${(e as Error).message}`, offset: 0 });
    }
    for (const e of env.errors)
      errors.push({ formula: f.name, message: e.message, position: positionAt(source, e.offset) });
    return {
      name: f.name,
      dataType: f.dataType,
      overridable: f.overridable === true,
      source,
      fn,
      toOutput: outputOf(want),
      deps: env.deps,
      answers: [...env.usedAnswers],
      datasets: [...env.usedDatasets],
    };
  });

  const order = orderOrReportCycles(units, formulas, errors);
  if (errors.length > 0 || order === undefined) return { ok: false, errors };
  return { ok: true, program: new Program(units, order, descriptors, answerSlots.size) };
}

function outputOf(t: Scalar): (v: Value) => FormulaValue {
  switch (t) {
    case "number":
    case "date":
      return toText;
    case "string":
      return (v) => v as string;
    case "boolean":
      return (v) => v as boolean;
  }
}

type DatasetSlots = Ctx["datasets"];

class Program implements FormulaProgram {
  readonly formulas: readonly FormulaInfo[];
  readonly order: readonly string[];
  readonly #units: Unit[];
  readonly #order: Int32Array;
  readonly #descriptors: readonly DatasetDescriptor[];
  readonly #answerSlots: number;
  readonly #byName = new Map<string, number>();
  readonly #rawCache = new WeakMap<object, PreparedDatasets>();
  readonly #slotCache = new WeakMap<PreparedDatasets, DatasetSlots>();

  constructor(
    units: Unit[],
    order: number[],
    descriptors: readonly DatasetDescriptor[],
    answerSlots: number,
  ) {
    this.#units = units;
    this.#order = Int32Array.from(order);
    this.#descriptors = descriptors;
    this.#answerSlots = answerSlots;
    units.forEach((u, i) => {
      this.#byName.set(u.name, i);
    });
    this.formulas = units.map((u) => ({
      name: u.name,
      dataType: u.dataType,
      overridable: u.overridable,
      dependsOn: [...u.deps.keys()],
      answers: u.answers,
      datasets: u.datasets,
    }));
    this.order = order.map((i) => (units[i] as Unit).name);
  }

  prepareDatasets(rows: DatasetRows): PreparedDatasets {
    return prepareDatasets(this.#descriptors, rows);
  }

  #datasetSlots(input: EvaluateInput["datasets"]): DatasetSlots {
    if (input === undefined) return [];
    let prepared: PreparedDatasets;
    if (input instanceof PreparedDatasets) prepared = input;
    else {
      const cached = this.#rawCache.get(input);
      prepared = cached ?? this.prepareDatasets(input);
      if (!cached) this.#rawCache.set(input, prepared);
    }
    let slots = this.#slotCache.get(prepared);
    if (!slots) {
      slots = this.#descriptors.map(
        (d) => prepared.byName.get(d.name) as PreparedDataset | { error: string } | undefined,
      );
      this.#slotCache.set(prepared, slots);
    }
    return slots;
  }

  evaluate(input: EvaluateInput): EvaluationResult {
    const units = this.#units;
    const errors: EvaluationError[] = [];
    const ctx: Ctx = {
      slots: new Array(units.length),
      answers: input.answers ?? {},
      acache: new Array(this.#answerSlots),
      items: [],
      datasets: this.#datasetSlots(input.datasets),
      today: undefined,
      clock: input.clock,
    };
    const overridden = input.overrides
      ? this.#applyOverrides(input.overrides, ctx, errors)
      : undefined;
    const order = this.#order;
    for (let k = 0; k < order.length; k++) {
      const i = order[k] as number;
      if (overridden?.has(i)) continue;
      const unit = units[i] as Unit;
      try {
        ctx.slots[i] = unit.fn(ctx);
      } catch (e) {
        ctx.slots[i] = FAILED;
        errors.push(toEvaluationError(unit, e));
      }
    }
    const values: [string, FormulaValue | null][] = new Array(units.length);
    for (let i = 0; i < units.length; i++) {
      const unit = units[i] as Unit;
      const v = ctx.slots[i];
      values[i] = [unit.name, v === FAILED || v === undefined ? null : unit.toOutput(v)];
    }
    return { ok: errors.length === 0, values: Object.fromEntries(values), errors };
  }

  #applyOverrides(
    overrides: Readonly<Record<string, unknown>>,
    ctx: Ctx,
    errors: EvaluationError[],
  ) {
    const done = new Set<number>();
    for (const name of Object.keys(overrides)) {
      const i = this.#byName.get(name);
      if (i === undefined) {
        errors.push({
          formula: name,
          code: "unknown_override",
          message: `There is no formula '${name}' to override`,
        });
        continue;
      }
      const unit = this.#units[i] as Unit;
      if (!unit.overridable) {
        errors.push({
          formula: name,
          code: "not_overridable",
          message: `Formula '${name}' cannot be overridden`,
        });
        continue;
      }
      try {
        ctx.slots[i] = convertAnswer(overrides[name], scalarOf(unit.dataType), name, 0);
        done.add(i);
      } catch {
        errors.push({
          formula: name,
          code: "invalid_override",
          message: `The override of '${name}' should be ${typeName(scalarOf(unit.dataType))}`,
        });
      }
    }
    return done;
  }
}

function toEvaluationError(unit: Unit, e: unknown): EvaluationError {
  if (e instanceof FormulaFailure) {
    const err: EvaluationError = { formula: unit.name, code: e.code, message: e.message };
    if (e.pos !== undefined) err.position = positionAt(unit.source, e.pos);
    return err;
  }
  return {
    formula: unit.name,
    code: "invalid_number",
    message: e instanceof Error ? e.message : String(e),
  };
}
