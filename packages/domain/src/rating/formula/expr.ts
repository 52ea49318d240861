import { parseIsoDate } from "../dates.ts";
import { Dec } from "../decimal.ts";
import type { BinaryOp, CallNode, Node } from "./ast.ts";
import {
  type Ctx,
  coerce,
  convertAnswer,
  FAILED,
  type Fields,
  type Fn,
  FormulaFailure,
  looseEquals,
  readPath,
  type Scalar,
  type SType,
  toText,
  typeName,
} from "./runtime.ts";
import { type DatasetDescriptor, DateValue, type Value } from "./types.ts";

export interface Compiled {
  type: SType;
  fn: Fn;
  /** Set for a string literal, so it can be read as a date where a date is expected. */
  literal?: string;
}

export interface DatasetInfo {
  index: number;
  descriptor: DatasetDescriptor;
  columns: Map<string, Scalar>;
}

/** What one formula's compilation can see, and what it records. */
export interface Env {
  formulas: Map<string, { index: number; type: Scalar }>;
  /** Fields of the answer schema, or null when there is no schema. */
  answers: Fields | null;
  datasets: Map<string, DatasetInfo>;
  /** Top-level answer paths → cache slot, shared by the whole set. */
  answerSlots: Map<string, number>;
  /** Item scopes of enclosing `sum`/`count`, innermost last. */
  scopes: (Fields | null)[];
  errors: { message: string; offset: number }[];
  /** Formulas referenced, with the offset of the first reference. */
  deps: Map<string, number>;
  usedAnswers: Set<string>;
  usedDatasets: Set<string>;
  /**
   * Compiles a function call (functions.ts). Given by the compiler, because the functions compile
   * their arguments through compileNode here: the one mutual recursion, without an import cycle.
   */
  compileCall: (env: Env, node: CallNode) => Compiled;
}

const bad = (env: Env, message: string, offset: number, type: SType = "any"): Compiled => {
  env.errors.push({ message, offset });
  return { type, fn: () => false };
};

export function article(t: Scalar): string {
  return typeName(t);
}

/** Requires `c` to be of type `want`; a value of unknown type is checked when evaluated. */
export function expectType(
  env: Env,
  c: Compiled,
  want: Scalar,
  what: string,
  offset: number,
): Compiled {
  if (c.type === want) return c;
  if (c.type === "any") {
    const f = c.fn;
    return { type: want, fn: (ctx) => coerce(f(ctx), want, offset) };
  }
  if (want === "date" && c.literal !== undefined) {
    const day = parseIsoDate(c.literal);
    if (day === undefined)
      return bad(env, `'${c.literal}' is not a valid date (YYYY-MM-DD)`, offset, want);
    const v = new DateValue(day);
    return { type: "date", fn: () => v };
  }
  return bad(env, `${what} expects ${typeName(want)} but got ${typeName(c.type)}`, offset, want);
}

export function compileNode(env: Env, node: Node): Compiled {
  switch (node.kind) {
    case "number": {
      const v = new Dec(node.text);
      return { type: "number", fn: () => v };
    }
    case "string": {
      const v = node.value;
      return { type: "string", fn: () => v, literal: v };
    }
    case "boolean": {
      const v = node.value;
      return { type: "boolean", fn: () => v };
    }
    case "ref":
      return compileRef(env, node);
    case "neg": {
      const a = expectType(env, compileNode(env, node.arg), "number", "'-'", node.pos);
      const f = a.fn;
      if (node.arg.kind === "number") {
        const v = (f as () => Dec)().neg();
        return { type: "number", fn: () => v };
      }
      return { type: "number", fn: (ctx) => (f(ctx) as Dec).neg() };
    }
    case "not": {
      const f = expectType(env, compileNode(env, node.arg), "boolean", "'not'", node.pos).fn;
      return { type: "boolean", fn: (ctx) => !f(ctx) };
    }
    case "percent": {
      const f = expectType(env, compileNode(env, node.arg), "number", "'%'", node.pos).fn;
      if (node.arg.kind === "number") {
        const v = (f as () => Dec)().div(100);
        return { type: "number", fn: () => v };
      }
      return { type: "number", fn: (ctx) => (f(ctx) as Dec).div(100) };
    }
    case "binary":
      return compileBinary(env, node.op, node.left, node.right, node.pos);
    case "call":
      return env.compileCall(env, node);
  }
}

function walkFields(
  env: Env,
  fields: Fields | null,
  path: readonly string[],
  from: number,
  text: string,
  offset: number,
): SType | undefined {
  let t: SType = fields === null ? "any" : { kind: "object", fields };
  for (let i = from; i < path.length; i++) {
    const seg = path[i] as string;
    if (t === "any") return "any";
    if (typeof t !== "object" || t.kind !== "object") {
      const owner = path.slice(0, i).join(".");
      env.errors.push({
        message:
          typeof t === "object"
            ? `'${owner}' is a repeating group: use sum(${owner}, ...) or count(${owner})`
            : `'${owner}' has no field '${seg}'`,
        offset,
      });
      return undefined;
    }
    if (t.fields === null) return "any";
    const next = t.fields.get(seg);
    if (next === undefined) {
      env.errors.push({
        message:
          i === 0
            ? `Unknown name '${seg}'`
            : `Unknown field '${seg}' in '${path.slice(0, i).join(".")}'`,
        offset,
      });
      return undefined;
    }
    t = next;
  }
  if (typeof t === "object" && t.kind === "object") {
    env.errors.push({ message: `'${text}' is an object: use one of its fields`, offset });
    return undefined;
  }
  return t;
}

/** Names resolve to: a field of the current `sum`/`count` item, then a formula, then an answer. */
function compileRef(env: Env, node: Extract<Node, { kind: "ref" }>): Compiled {
  const { path, text, pos } = node;
  const head = path[0] as string;
  for (let depth = env.scopes.length - 1; depth >= 0; depth--) {
    const fields = env.scopes[depth] as Fields | null;
    if (fields === null ? env.formulas.has(head) : !fields.has(head)) continue;
    const type = walkFields(env, fields, path, 0, text, pos);
    if (type === undefined) return { type: "any", fn: () => false };
    const d = depth;
    return {
      type,
      fn: (ctx) => convertAnswer(readPath(ctx.items[d], path), type, text, pos),
    };
  }
  const formula = env.formulas.get(head);
  if (formula !== undefined) {
    if (path.length > 1) return bad(env, `Formula '${head}' has no fields`, pos);
    if (!env.deps.has(head)) env.deps.set(head, pos);
    const i = formula.index;
    return {
      type: formula.type,
      fn: (ctx) => {
        const v = ctx.slots[i];
        if (v === FAILED || v === undefined)
          throw new FormulaFailure("dependency_failed", `Formula '${head}' has no value`, pos);
        return v;
      },
    };
  }
  const type = walkFields(env, env.answers, path, 0, text, pos);
  if (type === undefined) return { type: "any", fn: () => false };
  env.usedAnswers.add(text);
  let slot = env.answerSlots.get(text);
  if (slot === undefined) {
    slot = env.answerSlots.size;
    env.answerSlots.set(text, slot);
  }
  const s = slot;
  return {
    type,
    fn: (ctx) => {
      let v = ctx.acache[s];
      if (v === undefined) {
        v = convertAnswer(readPath(ctx.answers, path), type, text, pos);
        ctx.acache[s] = v;
      }
      return v;
    },
  };
}

const ARITH_VERB: Record<string, string> = {
  "+": "add",
  "-": "subtract",
  "*": "multiply",
  "/": "divide",
  "^": "raise",
};

function compileBinary(env: Env, op: BinaryOp, ln: Node, rn: Node, pos: number): Compiled {
  const l = compileNode(env, ln);
  const r = compileNode(env, rn);
  const opName = `'${op}'`;
  switch (op) {
    case "and":
    case "or": {
      const lf = expectType(env, l, "boolean", opName, pos).fn;
      const rf = expectType(env, r, "boolean", opName, pos).fn;
      return op === "and"
        ? { type: "boolean", fn: (ctx) => (lf(ctx) as boolean) && (rf(ctx) as boolean) }
        : { type: "boolean", fn: (ctx) => (lf(ctx) as boolean) || (rf(ctx) as boolean) };
    }
    case "&": {
      for (const c of [l, r])
        if (typeof c.type === "object")
          return bad(env, `'&' cannot join ${typeName(c.type)}`, pos, "string");
      const lf = l.fn;
      const rf = r.fn;
      return { type: "string", fn: (ctx) => toText(lf(ctx)) + toText(rf(ctx)) };
    }
    case "=":
    case "<>":
    case "<":
    case "<=":
    case ">":
    case ">=":
      return compileComparison(env, op, l, r, pos);
    default:
      return compileArithmetic(env, op, l, r, pos);
  }
}

function compileArithmetic(
  env: Env,
  op: "+" | "-" | "*" | "/" | "^",
  left: Compiled,
  right: Compiled,
  pos: number,
): Compiled {
  let l0 = left;
  let r0 = right;
  // A text literal that is an ISO date is a date in arithmetic: "2024-03-01" + 30.
  if (l0.literal !== undefined && parseIsoDate(l0.literal) !== undefined)
    l0 = expectType(env, l0, "date", `'${op}'`, pos);
  if (r0.literal !== undefined && parseIsoDate(r0.literal) !== undefined)
    r0 = expectType(env, r0, "date", `'${op}'`, pos);
  const lt = l0.type;
  const rt = r0.type;
  const mismatch = () =>
    bad(
      env,
      `Cannot ${ARITH_VERB[op]} ${typeName(lt)} and ${typeName(rt)} with '${op}'`,
      pos,
      "number",
    );
  // Date arithmetic: date ± days → date, date - date → days.
  if (lt === "date" || rt === "date") {
    if (op === "+" && lt === "date" && (rt === "number" || rt === "any")) {
      const lf = l0.fn;
      const rf = expectType(env, r0, "number", "'+'", pos).fn;
      return { type: "date", fn: (ctx) => addDays(lf(ctx) as DateValue, rf(ctx) as Dec, pos) };
    }
    if (op === "+" && rt === "date" && (lt === "number" || lt === "any")) {
      const lf = expectType(env, l0, "number", "'+'", pos).fn;
      const rf = r0.fn;
      return { type: "date", fn: (ctx) => addDays(rf(ctx) as DateValue, lf(ctx) as Dec, pos) };
    }
    if (op === "-" && lt === "date" && (rt === "number" || rt === "any")) {
      const lf = l0.fn;
      const rf = expectType(env, r0, "number", "'-'", pos).fn;
      return {
        type: "date",
        fn: (ctx) => addDays(lf(ctx) as DateValue, (rf(ctx) as Dec).neg(), pos),
      };
    }
    if (op === "-" && lt === "date" && rt === "date") {
      const lf = l0.fn;
      const rf = r0.fn;
      return {
        type: "number",
        fn: (ctx) => new Dec((lf(ctx) as DateValue).day - (rf(ctx) as DateValue).day),
      };
    }
    return mismatch();
  }
  if ((lt !== "number" && lt !== "any") || (rt !== "number" && rt !== "any")) return mismatch();
  const lf = expectType(env, l0, "number", `'${op}'`, pos).fn;
  const rf = expectType(env, r0, "number", `'${op}'`, pos).fn;
  switch (op) {
    case "+":
      return { type: "number", fn: (ctx) => (lf(ctx) as Dec).plus(rf(ctx) as Dec) };
    case "-":
      return { type: "number", fn: (ctx) => (lf(ctx) as Dec).minus(rf(ctx) as Dec) };
    case "*":
      return { type: "number", fn: (ctx) => (lf(ctx) as Dec).times(rf(ctx) as Dec) };
    case "/":
      return {
        type: "number",
        fn: (ctx) => {
          const a = lf(ctx) as Dec;
          const b = rf(ctx) as Dec;
          if (b.isZero()) throw new FormulaFailure("division_by_zero", "Division by zero", pos);
          return a.div(b);
        },
      };
    case "^":
      return {
        type: "number",
        fn: (ctx) => {
          const a = lf(ctx) as Dec;
          const b = rf(ctx) as Dec;
          if (a.isZero() && b.isNegative())
            throw new FormulaFailure(
              "division_by_zero",
              "Division by zero (0 to a negative power)",
              pos,
            );
          const v = a.pow(b);
          if (!v.isFinite())
            throw new FormulaFailure("invalid_number", "The power is not a real number", pos);
          return v;
        },
      };
  }
}

function addDays(d: DateValue, n: Dec, pos: number): DateValue {
  if (!n.isInteger())
    throw new FormulaFailure("invalid_number", "A number of days must be whole", pos);
  return new DateValue(d.day + n.toNumber());
}

function compileComparison(
  env: Env,
  op: "=" | "<>" | "<" | "<=" | ">" | ">=",
  l0: Compiled,
  r0: Compiled,
  pos: number,
): Compiled {
  let l = l0;
  let r = r0;
  if (typeof l.type === "object" || typeof r.type === "object")
    return bad(env, `Cannot compare ${typeName(l.type)} with '${op}'`, pos, "boolean");
  // A date compared with a text literal reads the literal as a date.
  if (l.type === "date" && r.literal !== undefined) r = expectType(env, r, "date", `'${op}'`, pos);
  if (r.type === "date" && l.literal !== undefined) l = expectType(env, l, "date", `'${op}'`, pos);
  if (l.type === "any" && r.type !== "any")
    l = expectType(env, l, r.type as Scalar, `'${op}'`, pos);
  if (r.type === "any" && l.type !== "any")
    r = expectType(env, r, l.type as Scalar, `'${op}'`, pos);
  const t = l.type;
  if (t !== r.type)
    return bad(
      env,
      `Cannot compare ${typeName(l.type)} with ${typeName(r.type)} using '${op}'`,
      pos,
      "boolean",
    );
  const lf = l.fn;
  const rf = r.fn;
  const ordered = op !== "=" && op !== "<>";
  if (t === "boolean" && ordered)
    return bad(env, `Cannot order booleans with '${op}'`, pos, "boolean");
  if (t === "any") {
    if (ordered) {
      return bad(env, `Cannot order values of unknown type with '${op}'`, pos, "boolean");
    }
    return op === "="
      ? { type: "boolean", fn: (ctx) => looseEquals(lf(ctx), rf(ctx)) }
      : { type: "boolean", fn: (ctx) => !looseEquals(lf(ctx), rf(ctx)) };
  }
  let cmp: (a: Value, b: Value) => number;
  if (t === "number") {
    switch (op) {
      case "=":
        return { type: "boolean", fn: (ctx) => (lf(ctx) as Dec).eq(rf(ctx) as Dec) };
      case "<>":
        return { type: "boolean", fn: (ctx) => !(lf(ctx) as Dec).eq(rf(ctx) as Dec) };
      case "<":
        return { type: "boolean", fn: (ctx) => (lf(ctx) as Dec).lt(rf(ctx) as Dec) };
      case "<=":
        return { type: "boolean", fn: (ctx) => (lf(ctx) as Dec).lte(rf(ctx) as Dec) };
      case ">":
        return { type: "boolean", fn: (ctx) => (lf(ctx) as Dec).gt(rf(ctx) as Dec) };
      case ">=":
        return { type: "boolean", fn: (ctx) => (lf(ctx) as Dec).gte(rf(ctx) as Dec) };
    }
  }
  if (t === "date") cmp = (a, b) => (a as DateValue).day - (b as DateValue).day;
  else if (t === "string") cmp = (a, b) => (a === b ? 0 : (a as string) < (b as string) ? -1 : 1);
  else cmp = (a, b) => (a === b ? 0 : 1);
  switch (op) {
    case "=":
      return { type: "boolean", fn: (ctx) => cmp(lf(ctx), rf(ctx)) === 0 };
    case "<>":
      return { type: "boolean", fn: (ctx) => cmp(lf(ctx), rf(ctx)) !== 0 };
    case "<":
      return { type: "boolean", fn: (ctx) => cmp(lf(ctx), rf(ctx)) < 0 };
    case "<=":
      return { type: "boolean", fn: (ctx) => cmp(lf(ctx), rf(ctx)) <= 0 };
    case ">":
      return { type: "boolean", fn: (ctx) => cmp(lf(ctx), rf(ctx)) > 0 };
    case ">=":
      return { type: "boolean", fn: (ctx) => cmp(lf(ctx), rf(ctx)) >= 0 };
  }
}

export type { Ctx };
