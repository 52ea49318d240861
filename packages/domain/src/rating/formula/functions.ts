import type Decimal from "decimal.js";
import { ageInYears, civilFromEpochDay } from "../dates.ts";
import { Dec, ZERO } from "../decimal.ts";
import type { Node } from "./ast.ts";
import { type Cell, findBand, keyPart, type PreparedDataset } from "./datasets.ts";
import { type Compiled, compileNode, type Env, expectType } from "./expr.ts";
import {
  type Ctx,
  convertAnswer,
  type Fields,
  type Fn,
  FormulaFailure,
  type Scalar,
  todayOf,
  typeName,
} from "./runtime.ts";
import { DateValue, type Value } from "./types.ts";

type CallNode = Extract<Node, { kind: "call" }>;
type Builder = (env: Env, node: CallNode) => Compiled;

interface FunctionSpec {
  min: number;
  max: number;
  build: Builder;
  /** Shown in arity errors. */
  usage: string;
}

const fail = (env: Env, message: string, offset: number, type: Compiled["type"]): Compiled => {
  env.errors.push({ message, offset });
  return { type, fn: () => false };
};

const arg = (node: CallNode, i: number) => node.args[i] as Node;

function numArg(env: Env, node: CallNode, i: number): Fn {
  const a = arg(node, i);
  return expectType(env, compileNode(env, a), "number", `${node.name}()`, a.pos).fn;
}

function dateArg(env: Env, node: CallNode, i: number): Fn {
  const a = arg(node, i);
  return expectType(env, compileNode(env, a), "date", `${node.name}()`, a.pos).fn;
}

function placesArg(env: Env, node: CallNode): Fn | undefined {
  return node.args.length > 1 ? numArg(env, node, 1) : undefined;
}

function places(f: Fn | undefined, ctx: Ctx, pos: number): number {
  if (f === undefined) return 0;
  const p = f(ctx) as Dec;
  if (!p.isInteger() || p.abs().gt(30))
    throw new FormulaFailure("invalid_number", "Decimal places must be a whole number", pos);
  return p.toNumber();
}

/** Rounds to `p` places (negative: tens, hundreds…) with a decimal.js rounding mode. */
function roundTo(x: Dec, p: number, mode: Decimal.Rounding): Dec {
  if (p >= 0) return x.toDecimalPlaces(p, mode);
  const scale = new Dec(10).pow(-p);
  return x.div(scale).toDecimalPlaces(0, mode).times(scale);
}

function rounding(mode: Decimal.Rounding): Builder {
  return (env, node) => {
    const x = numArg(env, node, 0);
    const p = placesArg(env, node);
    const pos = node.pos;
    return { type: "number", fn: (ctx) => roundTo(x(ctx) as Dec, places(p, ctx, pos), mode) };
  };
}

function minMax(which: "min" | "max"): Builder {
  return (env, node) => {
    const compiled = node.args.map((a) => compileNode(env, a));
    const isDate = compiled.some((c) => c.type === "date");
    const want: Scalar = isDate ? "date" : "number";
    const fns = compiled.map((c, i) => expectType(env, c, want, `${which}()`, arg(node, i).pos).fn);
    if (want === "date") {
      return {
        type: "date",
        fn: (ctx) => {
          let best = fns[0]?.(ctx) as DateValue;
          for (let i = 1; i < fns.length; i++) {
            const v = (fns[i] as Fn)(ctx) as DateValue;
            if (which === "min" ? v.day < best.day : v.day > best.day) best = v;
          }
          return best;
        },
      };
    }
    return {
      type: "number",
      fn: (ctx) => {
        let best = fns[0]?.(ctx) as Dec;
        for (let i = 1; i < fns.length; i++) {
          const v = (fns[i] as Fn)(ctx) as Dec;
          if (which === "min" ? v.lt(best) : v.gt(best)) best = v;
        }
        return best;
      },
    };
  };
}

/** Compiles the first argument of sum/count: a name that is a repeating group. */
function groupArg(env: Env, node: CallNode): { fields: Fields | null; fn: Fn } | undefined {
  const g = arg(node, 0);
  if (g.kind !== "ref") {
    env.errors.push({
      message: `${node.name}() expects the name of a repeating group as its first argument`,
      offset: g.pos,
    });
    return undefined;
  }
  const c = compileNode(env, g);
  if (c.type === "any") {
    const f = c.fn;
    const text = g.text;
    const pos = g.pos;
    return {
      fields: null,
      fn: (ctx) => convertAnswer(f(ctx), { kind: "group", fields: null }, text, pos),
    };
  }
  if (typeof c.type !== "object" || c.type.kind !== "group") {
    env.errors.push({
      message: `${node.name}() expects a repeating group but '${g.text}' is ${typeName(c.type)}`,
      offset: g.pos,
    });
    return undefined;
  }
  return { fields: c.type.fields, fn: c.fn };
}

function withScope<T>(env: Env, fields: Fields | null, body: () => T): T {
  env.scopes.push(fields);
  try {
    return body();
  } finally {
    env.scopes.pop();
  }
}

const sum: Builder = (env, node) => {
  const g = groupArg(env, node);
  if (!g) return { type: "number", fn: () => ZERO };
  const depth = env.scopes.length;
  const body = withScope(env, g.fields, () => numArg(env, node, 1));
  const gf = g.fn;
  return {
    type: "number",
    fn: (ctx) => {
      const items = gf(ctx) as readonly unknown[];
      let acc = ZERO;
      for (const item of items) {
        ctx.items[depth] = item;
        acc = acc.plus(body(ctx) as Dec);
      }
      return acc;
    },
  };
};

const count: Builder = (env, node) => {
  const g = groupArg(env, node);
  if (!g) return { type: "number", fn: () => ZERO };
  const gf = g.fn;
  if (node.args.length === 1)
    return { type: "number", fn: (ctx) => new Dec((gf(ctx) as readonly unknown[]).length) };
  const depth = env.scopes.length;
  const cond = withScope(env, g.fields, () => {
    const a = arg(node, 1);
    return expectType(env, compileNode(env, a), "boolean", "count()", a.pos).fn;
  });
  return {
    type: "number",
    fn: (ctx) => {
      let n = 0;
      for (const item of gf(ctx) as readonly unknown[]) {
        ctx.items[depth] = item;
        if (cond(ctx)) n++;
      }
      return new Dec(n);
    },
  };
};

const ifFn: Builder = (env, node) => {
  const c = expectType(env, compileNode(env, arg(node, 0)), "boolean", "if()", arg(node, 0).pos).fn;
  let a = compileNode(env, arg(node, 1));
  let b = compileNode(env, arg(node, 2));
  if (typeof a.type === "object" || typeof b.type === "object")
    return fail(env, "if() cannot return a repeating group", node.pos, "any");
  if (a.type === "date" && b.literal !== undefined)
    b = expectType(env, b, "date", "if()", arg(node, 2).pos);
  if (b.type === "date" && a.literal !== undefined)
    a = expectType(env, a, "date", "if()", arg(node, 1).pos);
  if (a.type === "any" && b.type !== "any")
    a = expectType(env, a, b.type as Scalar, "if()", arg(node, 1).pos);
  if (b.type === "any" && a.type !== "any")
    b = expectType(env, b, a.type as Scalar, "if()", arg(node, 2).pos);
  if (a.type !== b.type)
    return fail(
      env,
      `if() branches must have the same type, got ${typeName(a.type)} and ${typeName(b.type)}`,
      node.pos,
      a.type,
    );
  const af = a.fn;
  const bf = b.fn;
  return { type: a.type, fn: (ctx) => (c(ctx) ? af(ctx) : bf(ctx)) };
};

function datasetArgs(
  env: Env,
  node: CallNode,
):
  | { info: NonNullable<ReturnType<Env["datasets"]["get"]>>; column: number; type: Scalar }
  | undefined {
  const dsNode = arg(node, 0);
  const colNode = arg(node, 1);
  if (dsNode.kind !== "string") {
    env.errors.push({
      message: `${node.name}() expects the dataset name as text in quotes`,
      offset: dsNode.pos,
    });
    return undefined;
  }
  const info = env.datasets.get(dsNode.value);
  if (!info) {
    env.errors.push({ message: `Unknown dataset '${dsNode.value}'`, offset: dsNode.pos });
    return undefined;
  }
  if (colNode.kind !== "string") {
    env.errors.push({
      message: `${node.name}() expects the column name as text in quotes`,
      offset: colNode.pos,
    });
    return undefined;
  }
  const type = info.columns.get(colNode.value);
  if (type === undefined) {
    env.errors.push({
      message: `Unknown column '${colNode.value}' in dataset '${dsNode.value}'`,
      offset: colNode.pos,
    });
    return undefined;
  }
  env.usedDatasets.add(dsNode.value);
  const column = info.descriptor.columns.findIndex((c) => c.name === colNode.value);
  return { info, column, type };
}

function keyFns(
  env: Env,
  node: CallNode,
  names: readonly string[],
  first: number,
  info: { columns: Map<string, Scalar> },
): Fn[] {
  return names.map((name, i) => {
    const a = arg(node, first + i);
    return expectType(
      env,
      compileNode(env, a),
      info.columns.get(name) as Scalar,
      `key '${name}'`,
      a.pos,
    ).fn;
  });
}

function dataset(ctx: Ctx, index: number, name: string, pos: number): PreparedDataset {
  const d = ctx.datasets[index];
  if (d === undefined)
    throw new FormulaFailure("missing_dataset", `Dataset '${name}' was not supplied`, pos);
  if ("error" in d) throw new FormulaFailure("invalid_dataset", d.error, pos);
  return d;
}

function cellValue(cell: Cell, ds: string, column: string, pos: number): Value {
  if (cell === undefined)
    throw new FormulaFailure(
      "missing_lookup_row",
      `Dataset '${ds}' has no value in column '${column}' for this row`,
      pos,
    );
  return cell;
}

const describeKeys = (values: Value[]) =>
  values.map((v) => (v instanceof DateValue ? civilDate(v) : String(v))).join(", ");
const civilDate = (v: DateValue) => {
  const c = civilFromEpochDay(v.day);
  return `${c.year}-${String(c.month).padStart(2, "0")}-${String(c.day).padStart(2, "0")}`;
};

const lookup: Builder = (env, node) => {
  const target = datasetArgs(env, node);
  if (!target) return { type: "any", fn: () => false };
  const { info, column, type } = target;
  const d = info.descriptor;
  const keys = d.keyColumns ?? [];
  if (d.range || keys.length === 0)
    return fail(
      env,
      `Dataset '${d.name}' is a band table: use lookup_range()`,
      arg(node, 0).pos,
      type,
    );
  if (node.args.length - 2 !== keys.length)
    return fail(
      env,
      `lookup() on '${d.name}' expects ${keys.length} key value${keys.length === 1 ? "" : "s"} (${keys.join(", ")}) but got ${node.args.length - 2}`,
      node.pos,
      type,
    );
  const fns = keyFns(env, node, keys, 2, info);
  const index = info.index;
  const colName = d.columns[column]?.name ?? "";
  const pos = node.pos;
  const single = fns.length === 1 ? (fns[0] as Fn) : undefined;
  return {
    type,
    fn: (ctx) => {
      const ds = dataset(ctx, index, d.name, pos);
      let key: string;
      let values: Value[] | undefined;
      if (single) {
        const v = single(ctx);
        key = keyPart(v as Cell);
        values = [v];
      } else {
        values = fns.map((f) => f(ctx));
        key = values.map((v) => keyPart(v as Cell)).join("\u001f");
      }
      const row = ds.keyed?.get(key);
      if (!row)
        throw new FormulaFailure(
          "missing_lookup_row",
          `No row in dataset '${d.name}' for ${describeKeys(values)}`,
          pos,
        );
      return cellValue(row[column], d.name, colName, pos);
    },
  };
};

const lookupRange: Builder = (env, node) => {
  const target = datasetArgs(env, node);
  if (!target) return { type: "any", fn: () => false };
  const { info, column, type } = target;
  const d = info.descriptor;
  const range = d.range;
  if (!range)
    return fail(env, `Dataset '${d.name}' has no bands: use lookup()`, arg(node, 0).pos, type);
  const keys = d.keyColumns ?? [];
  if (node.args.length - 3 !== keys.length)
    return fail(
      env,
      `lookup_range() on '${d.name}' expects ${keys.length === 0 ? "one value" : `${keys.length} key value${keys.length === 1 ? "" : "s"} (${keys.join(", ")}) then the value`} but got ${node.args.length - 2} value${node.args.length === 3 ? "" : "s"}`,
      node.pos,
      type,
    );
  const fns = keyFns(env, node, keys, 2, info);
  const rangeType = info.columns.get(range.from) as Scalar;
  const valueNode = arg(node, 2 + keys.length);
  const vf = expectType(
    env,
    compileNode(env, valueNode),
    rangeType,
    "lookup_range()",
    valueNode.pos,
  ).fn;
  const index = info.index;
  const colName = d.columns[column]?.name ?? "";
  const pos = node.pos;
  return {
    type,
    fn: (ctx) => {
      const ds = dataset(ctx, index, d.name, pos);
      const key = fns.length === 0 ? "" : fns.map((f) => keyPart(f(ctx) as Cell)).join("\u001f");
      const v = vf(ctx) as Dec | DateValue;
      const bands = ds.ranged?.get(key);
      const band = bands ? findBand(bands, v) : undefined;
      if (!band)
        throw new FormulaFailure(
          "missing_lookup_row",
          `No band in dataset '${d.name}' contains ${describeKeys([...fns.map((f) => f(ctx)), v])}`,
          pos,
        );
      return cellValue(band.row[column], d.name, colName, pos);
    },
  };
};

const FUNCTIONS = new Map<string, FunctionSpec>([
  ["if", { min: 3, max: 3, usage: "if(condition, then, else)", build: ifFn }],
  ["min", { min: 1, max: Number.POSITIVE_INFINITY, usage: "min(a, b, ...)", build: minMax("min") }],
  ["max", { min: 1, max: Number.POSITIVE_INFINITY, usage: "max(a, b, ...)", build: minMax("max") }],
  ["round", { min: 1, max: 2, usage: "round(x, places)", build: rounding(Dec.ROUND_HALF_UP) }],
  ["roundup", { min: 1, max: 2, usage: "roundup(x, places)", build: rounding(Dec.ROUND_UP) }],
  ["rounddown", { min: 1, max: 2, usage: "rounddown(x, places)", build: rounding(Dec.ROUND_DOWN) }],
  [
    "abs",
    {
      min: 1,
      max: 1,
      usage: "abs(x)",
      build: (env, node) => {
        const x = numArg(env, node, 0);
        return { type: "number", fn: (ctx) => (x(ctx) as Dec).abs() };
      },
    },
  ],
  ["sum", { min: 2, max: 2, usage: "sum(group, expression)", build: sum }],
  ["count", { min: 1, max: 2, usage: "count(group) or count(group, condition)", build: count }],
  [
    "days_between",
    {
      min: 2,
      max: 2,
      usage: "days_between(from, to)",
      build: (env, node) => {
        const a = dateArg(env, node, 0);
        const b = dateArg(env, node, 1);
        return {
          type: "number",
          fn: (ctx) => new Dec((b(ctx) as DateValue).day - (a(ctx) as DateValue).day),
        };
      },
    },
  ],
  [
    "term_days",
    {
      min: 2,
      max: 2,
      usage: "term_days(inception, expiry)",
      build: (env, node) => {
        const a = dateArg(env, node, 0);
        const b = dateArg(env, node, 1);
        const pos = node.pos;
        return {
          type: "number",
          fn: (ctx) => {
            const days = (b(ctx) as DateValue).day - (a(ctx) as DateValue).day;
            if (days <= 0)
              throw new FormulaFailure("invalid_date", "Expiry must be after inception", pos);
            return new Dec(days);
          },
        };
      },
    },
  ],
  [
    "today",
    {
      min: 0,
      max: 0,
      usage: "today()",
      build: (_env, node) => {
        const pos = node.pos;
        return { type: "date", fn: (ctx) => todayOf(ctx, pos) };
      },
    },
  ],
  ...(["year", "month", "day"] as const).map((part): [string, FunctionSpec] => [
    part,
    {
      min: 1,
      max: 1,
      usage: `${part}(date)`,
      build: (env, node) => {
        const d = dateArg(env, node, 0);
        return {
          type: "number",
          fn: (ctx) => new Dec(civilFromEpochDay((d(ctx) as DateValue).day)[part]),
        };
      },
    },
  ]),
  [
    "age",
    {
      min: 1,
      max: 2,
      usage: "age(date_of_birth, at)",
      build: (env, node) => {
        const dob = dateArg(env, node, 0);
        const at = node.args.length > 1 ? dateArg(env, node, 1) : undefined;
        const pos = node.pos;
        return {
          type: "number",
          fn: (ctx) =>
            new Dec(
              ageInYears(
                (dob(ctx) as DateValue).day,
                (at ? (at(ctx) as DateValue) : todayOf(ctx, pos)).day,
              ),
            ),
        };
      },
    },
  ],
  [
    "lookup",
    {
      min: 3,
      max: Number.POSITIVE_INFINITY,
      usage: 'lookup("dataset", "column", key, ...)',
      build: lookup,
    },
  ],
  [
    "lookup_range",
    {
      min: 3,
      max: Number.POSITIVE_INFINITY,
      usage: 'lookup_range("dataset", "column", value)',
      build: lookupRange,
    },
  ],
]);

/** Names of the built-in functions (lower case; calls are case-insensitive). */
export const functionNames: readonly string[] = [...FUNCTIONS.keys()];

export function compileCall(env: Env, node: CallNode): Compiled {
  const spec = FUNCTIONS.get(node.name);
  if (!spec) return fail(env, `Unknown function '${node.text}'`, node.pos, "any");
  const n = node.args.length;
  if (n < spec.min || n > spec.max) {
    const expected =
      spec.min === spec.max
        ? `${spec.min} argument${spec.min === 1 ? "" : "s"}`
        : spec.max === Number.POSITIVE_INFINITY
          ? `at least ${spec.min} argument${spec.min === 1 ? "" : "s"}`
          : `${spec.min} to ${spec.max} arguments`;
    return fail(
      env,
      `${node.name}() expects ${expected} but got ${n}: ${spec.usage}`,
      node.pos,
      "any",
    );
  }
  return spec.build(env, node);
}
