import type Decimal from "decimal.js";
import { ageInYears, civilFromEpochDay } from "../dates.ts";
import { Dec, ZERO } from "../decimal.ts";
import { type Compiled, compileNode, type Env, expectType } from "./expr.ts";
import {
  arg,
  type Builder,
  type CallNode,
  dateArg,
  fail,
  numArg,
  places,
  placesArg,
} from "./function-args.ts";
import { lookup, lookupRange } from "./lookups.ts";
import {
  convertAnswer,
  type Fields,
  type Fn,
  FormulaFailure,
  type Scalar,
  todayOf,
  typeName,
} from "./runtime.ts";
import type { DateValue } from "./types.ts";

interface FunctionSpec {
  min: number;
  max: number;
  build: Builder;
  /** Shown in arity errors. */
  usage: string;
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
