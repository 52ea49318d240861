import { type BinaryOp, type Node, SyntaxProblem } from "./ast.ts";
import { type Token, tokenize } from "./lexer.ts";

/**
 * Binding powers, loosest first. `-2^2` is `-(2^2)` = -4 and `2^3^2` is `2^(3^2)` (usual
 * mathematical convention, unlike some spreadsheets); `not` binds looser than comparison, so
 * `not a = b` is `not (a = b)`; `%` is a postfix percent (`5%` = 0.05).
 */
const INFIX: Record<string, { bp: number; op: BinaryOp; right?: boolean }> = {
  or: { bp: 10, op: "or" },
  and: { bp: 20, op: "and" },
  "=": { bp: 30, op: "=" },
  "<>": { bp: 30, op: "<>" },
  "<": { bp: 30, op: "<" },
  "<=": { bp: 30, op: "<=" },
  ">": { bp: 30, op: ">" },
  ">=": { bp: 30, op: ">=" },
  "&": { bp: 35, op: "&" },
  "+": { bp: 40, op: "+" },
  "-": { bp: 40, op: "-" },
  "*": { bp: 50, op: "*" },
  "/": { bp: 50, op: "/" },
  "^": { bp: 70, op: "^", right: true },
};
const NOT_BP = 25;
/** Limit of nesting (and of syntax-tree height), so no formula can overflow the stack. */
const MAX_DEPTH = 250;
const NEG_BP = 60;
const PERCENT_BP = 80;

function describe(t: Token): string {
  switch (t.kind) {
    case "eof":
      return "end of formula";
    case "string":
      return "a string";
    case "number":
      return `'${t.value}'`;
    default:
      return `'${t.value}'`;
  }
}

/** Parses one formula into a syntax tree; throws `SyntaxProblem` with the offending offset. */
export function parse(src: string): Node {
  const tokens = tokenize(src);
  let i = 0;
  const peek = () => tokens[i] as Token;
  const next = () => tokens[i++] as Token;

  // Height of every inner node, limited so compiling and evaluating cannot overflow the stack.
  const heights = new WeakMap<Node, number>();
  const tall = (node: Node, ...children: Node[]): Node => {
    let h = 0;
    for (const c of children) h = Math.max(h, heights.get(c) ?? 1);
    if (h + 1 > MAX_DEPTH) throw new SyntaxProblem("The formula is nested too deeply", node.pos);
    heights.set(node, h + 1);
    return node;
  };

  function expect(kind: Token["kind"], what: string): Token {
    const t = peek();
    if (t.kind !== kind)
      throw new SyntaxProblem(`Expected ${what} but found ${describe(t)}`, t.offset);
    return next();
  }

  function prefix(): Node {
    const t = next();
    switch (t.kind) {
      case "number":
        return { kind: "number", text: t.value, pos: t.offset };
      case "string":
        return { kind: "string", value: t.value, pos: t.offset };
      case "ident": {
        const lower = t.value.toLowerCase();
        if (peek().kind === "(") {
          next();
          const args: Node[] = [];
          if (peek().kind !== ")") {
            for (;;) {
              args.push(expr(0));
              if (peek().kind === ",") {
                next();
                continue;
              }
              break;
            }
          }
          expect(")", "',' or ')'");
          return tall({ kind: "call", name: lower, text: t.value, args, pos: t.offset }, ...args);
        }
        if (lower === "true" || lower === "false")
          return { kind: "boolean", value: lower === "true", pos: t.offset };
        return { kind: "ref", path: t.value.split("."), text: t.value, pos: t.offset };
      }
      case "(": {
        const inner = expr(0);
        expect(")", "')'");
        return inner;
      }
      case "op":
        if (t.value === "-") {
          const arg = expr(NEG_BP);
          return tall({ kind: "neg", arg, pos: t.offset }, arg);
        }
        if (t.value === "+") return expr(NEG_BP);
        if (t.value === "not") {
          const arg = expr(NOT_BP);
          return tall({ kind: "not", arg, pos: t.offset }, arg);
        }
        break;
    }
    throw new SyntaxProblem(
      t.kind === "eof" ? "Unexpected end of formula" : `Unexpected ${describe(t)}`,
      t.offset,
    );
  }

  let depth = 0;
  function expr(minBp: number): Node {
    if (++depth > MAX_DEPTH)
      throw new SyntaxProblem("The formula is nested too deeply", peek().offset);
    let left = prefix();
    for (;;) {
      const t = peek();
      if (t.kind !== "op") break;
      if (t.value === "%") {
        if (PERCENT_BP <= minBp) break;
        next();
        left = tall({ kind: "percent", arg: left, pos: t.offset }, left);
        continue;
      }
      const info = Object.hasOwn(INFIX, t.value) ? INFIX[t.value] : undefined;
      if (!info || info.bp <= minBp) break;
      next();
      const right = expr(info.right ? info.bp - 1 : info.bp);
      left = tall({ kind: "binary", op: info.op, left, right, pos: t.offset }, left, right);
    }
    depth--;
    return left;
  }

  if (peek().kind === "eof") throw new SyntaxProblem("Empty formula", 0);
  const root = expr(0);
  const rest = peek();
  if (rest.kind !== "eof") throw new SyntaxProblem(`Unexpected ${describe(rest)}`, rest.offset);
  return root;
}
