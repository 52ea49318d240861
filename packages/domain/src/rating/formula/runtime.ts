import { epochDayOfDate, parseIsoDate } from "../dates.ts";
import { Dec, isDecimal } from "../decimal.ts";
import type { PreparedDataset } from "./datasets.ts";
import { DateValue, type RuntimeErrorCode, type Value } from "./types.ts";

/** Static types. `any` is an answer whose type is unknown (no schema): checked when read. */
export type Scalar = "number" | "string" | "boolean" | "date";
export type Fields = Map<string, SType>;
export type SType =
  | Scalar
  | "any"
  | { kind: "group"; fields: Fields | null }
  | { kind: "object"; fields: Fields | null };

/** Marks a formula slot whose evaluation failed. */
export const FAILED: unique symbol = Symbol("failed");

/** Per-evaluation state handed to every compiled closure. */
export interface Ctx {
  /** Formula values by formula index, filled in dependency order. */
  slots: (Value | typeof FAILED | undefined)[];
  answers: Readonly<Record<string, unknown>>;
  /** Converted top-level answers by answer slot, read lazily. */
  acache: (Value | undefined)[];
  /** The current item of each enclosing `sum`/`count`, by depth. */
  items: unknown[];
  datasets: (PreparedDataset | { error: string } | undefined)[];
  today: DateValue | undefined;
  clock: (() => Date | string) | undefined;
}

export type Fn = (ctx: Ctx) => Value;

/** Thrown inside compiled closures; caught per formula and turned into an `EvaluationError`. */
export class FormulaFailure extends Error {
  constructor(
    readonly code: RuntimeErrorCode,
    message: string,
    readonly pos?: number,
  ) {
    super(message);
  }
}

export function typeName(t: SType): string {
  if (typeof t === "object") return t.kind === "group" ? "a repeating group" : "an object";
  switch (t) {
    case "number":
      return "a number";
    case "string":
      return "text";
    case "boolean":
      return "a boolean";
    case "date":
      return "a date";
    case "any":
      return "a value";
  }
}

export function isPlainRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** Reads a dotted path from plain data, own properties only. `undefined` when absent. */
export function readPath(root: unknown, path: readonly string[]): unknown {
  let cur = root;
  for (const seg of path) {
    if (!isPlainRecord(cur) || !Object.hasOwn(cur, seg)) return undefined;
    cur = cur[seg];
  }
  return cur;
}

const NUMERIC = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

/** Converts a raw answer (JSON data) to a runtime value of the expected static type. */
export function convertAnswer(raw: unknown, type: SType, label: string, pos: number): Value {
  if (raw === undefined || raw === null)
    throw new FormulaFailure("missing_answer", `Answer '${label}' is missing`, pos);
  const bad = (): never => {
    throw new FormulaFailure(
      "invalid_answer",
      `Answer '${label}' should be ${typeName(type)}`,
      pos,
    );
  };
  if (typeof type === "object") {
    if (type.kind === "group") {
      if (!Array.isArray(raw)) return bad();
      for (const item of raw) if (!isPlainRecord(item)) bad();
      return raw;
    }
    throw new FormulaFailure("invalid_answer", `Answer '${label}' is an object`, pos);
  }
  switch (type) {
    case "number":
      if (typeof raw === "number") return Number.isFinite(raw) ? new Dec(raw) : bad();
      if (typeof raw === "string" && NUMERIC.test(raw.trim())) return new Dec(raw.trim());
      if (isDecimal(raw)) return new Dec(raw);
      return bad();
    case "string":
      return typeof raw === "string" ? raw : bad();
    case "boolean":
      return typeof raw === "boolean" ? raw : bad();
    case "date": {
      if (raw instanceof Date)
        return Number.isNaN(raw.getTime()) ? bad() : new DateValue(epochDayOfDate(raw));
      const day = typeof raw === "string" ? parseIsoDate(raw) : undefined;
      return day === undefined ? bad() : new DateValue(day);
    }
    case "any":
      if (typeof raw === "number") return Number.isFinite(raw) ? new Dec(raw) : bad();
      if (typeof raw === "string" || typeof raw === "boolean") return raw;
      if (Array.isArray(raw))
        return convertAnswer(raw, { kind: "group", fields: null }, label, pos);
      if (isDecimal(raw)) return new Dec(raw);
      throw new FormulaFailure(
        "invalid_answer",
        `Answer '${label}' is an object; use one of its fields`,
        pos,
      );
  }
}

/** Checks a value of unknown type against the type an operator or function needs. */
export function coerce(v: Value, want: Scalar, pos: number): Value {
  switch (want) {
    case "number":
      if (v instanceof Dec) return v;
      if (typeof v === "string" && NUMERIC.test(v.trim())) return new Dec(v.trim());
      break;
    case "string":
      if (typeof v === "string") return v;
      break;
    case "boolean":
      if (typeof v === "boolean") return v;
      break;
    case "date":
      if (v instanceof DateValue) return v;
      if (typeof v === "string") {
        const day = parseIsoDate(v);
        if (day !== undefined) return new DateValue(day);
      }
      break;
  }
  throw new FormulaFailure("invalid_answer", `Expected ${typeName(want)}`, pos);
}

/** Equality for two values of unknown type (untyped answers). */
export function looseEquals(a: Value, b: Value): boolean {
  if (a instanceof Dec || b instanceof Dec) {
    try {
      return (coerce(a, "number", 0) as Dec).eq(coerce(b, "number", 0) as Dec);
    } catch {
      return false;
    }
  }
  if (a instanceof DateValue && b instanceof DateValue) return a.day === b.day;
  return a === b;
}

export function toText(v: Value): string {
  if (typeof v === "string") return v;
  if (typeof v === "boolean") return v ? "true" : "false";
  if (v instanceof DateValue) return new Date(v.day * 86_400_000).toISOString().slice(0, 10);
  if (v instanceof Dec) return v.toFixed();
  return "";
}

export function todayOf(ctx: Ctx, pos: number): DateValue {
  if (ctx.today) return ctx.today;
  if (!ctx.clock) throw new FormulaFailure("no_clock", "today() needs a clock", pos);
  const now = ctx.clock();
  const day = typeof now === "string" ? parseIsoDate(now) : epochDayOfDate(now);
  if (day === undefined || Number.isNaN(day))
    throw new FormulaFailure("invalid_date", "The clock returned an invalid date", pos);
  ctx.today = new DateValue(day);
  return ctx.today;
}
