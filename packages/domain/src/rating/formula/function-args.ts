/** Argument helpers shared by the formula functions: typed arguments, rounding places, errors. */
import type { Dec } from "../decimal.ts";
import type { CallNode, Node } from "./ast.ts";
import { type Compiled, compileNode, type Env, expectType } from "./expr.ts";
import { type Ctx, type Fn, FormulaFailure } from "./runtime.ts";

export type { CallNode };
export type Builder = (env: Env, node: CallNode) => Compiled;
export const fail = (
  env: Env,
  message: string,
  offset: number,
  type: Compiled["type"],
): Compiled => {
  env.errors.push({ message, offset });
  return { type, fn: () => false };
};

export const arg = (node: CallNode, i: number) => node.args[i] as Node;

export function numArg(env: Env, node: CallNode, i: number): Fn {
  const a = arg(node, i);
  return expectType(env, compileNode(env, a), "number", `${node.name}()`, a.pos).fn;
}

export function dateArg(env: Env, node: CallNode, i: number): Fn {
  const a = arg(node, i);
  return expectType(env, compileNode(env, a), "date", `${node.name}()`, a.pos).fn;
}

export function placesArg(env: Env, node: CallNode): Fn | undefined {
  return node.args.length > 1 ? numArg(env, node, 1) : undefined;
}

export function places(f: Fn | undefined, ctx: Ctx, pos: number): number {
  if (f === undefined) return 0;
  const p = f(ctx) as Dec;
  if (!p.isInteger() || p.abs().gt(30))
    throw new FormulaFailure("invalid_number", "Decimal places must be a whole number", pos);
  return p.toNumber();
}
