/** Syntax tree of one formula. `pos` is the 0-based offset of the node's first character. */
export type BinaryOp =
  | "+"
  | "-"
  | "*"
  | "/"
  | "^"
  | "&"
  | "="
  | "<>"
  | "<"
  | "<="
  | ">"
  | ">="
  | "and"
  | "or";

export type Node =
  | { kind: "number"; text: string; pos: number }
  | { kind: "string"; value: string; pos: number }
  | { kind: "boolean"; value: boolean; pos: number }
  | { kind: "ref"; path: string[]; text: string; pos: number }
  | { kind: "neg"; arg: Node; pos: number }
  | { kind: "not"; arg: Node; pos: number }
  | { kind: "percent"; arg: Node; pos: number }
  | { kind: "binary"; op: BinaryOp; left: Node; right: Node; pos: number }
  | { kind: "call"; name: string; text: string; args: Node[]; pos: number };

export type CallNode = Extract<Node, { kind: "call" }>;

/** A source position: offset 0-based, line and column 1-based. */
export interface SourcePosition {
  line: number;
  column: number;
  offset: number;
}

export function positionAt(source: string, offset: number): SourcePosition {
  let line = 1;
  let column = 1;
  const end = Math.min(offset, source.length);
  for (let i = 0; i < end; i++) {
    if (source.charCodeAt(i) === 10) {
      line++;
      column = 1;
    } else {
      column++;
    }
  }
  return { line, column, offset };
}

/** Raised by the lexer and parser; carries the offending offset. */
export class SyntaxProblem extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(message);
  }
}
