import { SyntaxProblem } from "./ast.ts";

export type TokenKind = "number" | "string" | "ident" | "op" | "(" | ")" | "," | "eof";

export interface Token {
  kind: TokenKind;
  /** Operator spelling (normalised: `==` → `=`, `!=` → `<>`, `&&` → `and`, `||` → `or`, `!` → `not`), identifier, number text or string contents. */
  value: string;
  offset: number;
}

const KEYWORD_OPS = new Set(["and", "or", "not"]);
const TWO_CHAR_OPS: Record<string, string> = {
  "<=": "<=",
  ">=": ">=",
  "<>": "<>",
  "!=": "<>",
  "==": "=",
  "&&": "and",
  "||": "or",
};
const ONE_CHAR_OPS: Record<string, string> = {
  "+": "+",
  "-": "-",
  "*": "*",
  "/": "/",
  "^": "^",
  "%": "%",
  "&": "&",
  "=": "=",
  "<": "<",
  ">": ">",
  "!": "not",
};

const isDigit = (c: string | undefined) => c !== undefined && c >= "0" && c <= "9";
const isIdentStart = (c: string | undefined) =>
  c !== undefined && ((c >= "a" && c <= "z") || (c >= "A" && c <= "Z") || c === "_");
const isIdentPart = (c: string | undefined) => isIdentStart(c) || isDigit(c);

/**
 * Splits a formula into tokens. Identifiers may be dotted paths (`business.revenue`); the
 * keywords `and`, `or`, `not` (any case) become operators. Strings use double or single quotes,
 * a quote inside is written twice (`"say ""hi"""`), as in a spreadsheet.
 */
export function tokenize(src: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < src.length) {
    const c = src[i];
    if (c === " " || c === "\t" || c === "\n" || c === "\r") {
      i++;
      continue;
    }
    const start = i;
    if (isDigit(c) || (c === "." && isDigit(src[i + 1]))) {
      while (isDigit(src[i])) i++;
      if (src[i] === "." && isDigit(src[i + 1])) {
        i++;
        while (isDigit(src[i])) i++;
      } else if (src[i] === ".") {
        throw new SyntaxProblem("Expected a digit after the decimal point", i + 1);
      }
      if (
        (src[i] === "e" || src[i] === "E") &&
        (isDigit(src[i + 1]) || ((src[i + 1] === "+" || src[i + 1] === "-") && isDigit(src[i + 2])))
      ) {
        i += 2;
        while (isDigit(src[i])) i++;
      }
      if (isIdentStart(src[i])) throw new SyntaxProblem(`Unexpected '${src[i]}' after a number`, i);
      tokens.push({ kind: "number", value: src.slice(start, i), offset: start });
      continue;
    }
    if (isIdentStart(c)) {
      i++;
      while (isIdentPart(src[i])) i++;
      while (src[i] === "." && isIdentStart(src[i + 1])) {
        i += 2;
        while (isIdentPart(src[i])) i++;
      }
      if (src[i] === ".") throw new SyntaxProblem("Expected a field name after '.'", i + 1);
      const text = src.slice(start, i);
      const lower = text.toLowerCase();
      if (KEYWORD_OPS.has(lower)) tokens.push({ kind: "op", value: lower, offset: start });
      else tokens.push({ kind: "ident", value: text, offset: start });
      continue;
    }
    if (c === '"' || c === "'") {
      let value = "";
      i++;
      for (;;) {
        if (i >= src.length) throw new SyntaxProblem("Unterminated string", start);
        const ch = src[i];
        if (ch === c) {
          if (src[i + 1] === c) {
            value += c;
            i += 2;
            continue;
          }
          i++;
          break;
        }
        value += ch;
        i++;
      }
      tokens.push({ kind: "string", value, offset: start });
      continue;
    }
    if (c === "(" || c === ")" || c === ",") {
      tokens.push({ kind: c, value: c, offset: start });
      i++;
      continue;
    }
    const two = TWO_CHAR_OPS[src.slice(i, i + 2)];
    if (two !== undefined) {
      tokens.push({ kind: "op", value: two, offset: start });
      i += 2;
      continue;
    }
    const one = c === undefined ? undefined : ONE_CHAR_OPS[c];
    if (one !== undefined) {
      tokens.push({ kind: "op", value: one, offset: start });
      i++;
      continue;
    }
    throw new SyntaxProblem(`Unexpected character '${c}'`, start);
  }
  tokens.push({ kind: "eof", value: "", offset: src.length });
  return tokens;
}
