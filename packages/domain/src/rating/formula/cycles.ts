/** The evaluation order of a formula set, or an error on every formula of a dependency cycle. */
import { positionAt } from "./ast.ts";
import type { CompileError } from "./types.ts";

/** What the ordering reads of a compiled formula: its name, source and references. */
interface FormulaRefs {
  name: string;
  source: string;
  /** Formulas referenced, with the offset of the first reference. */
  deps: Map<string, number>;
}

/** Tarjan's strongly connected components; every formula on a cycle gets an error naming the cycle. */
export function orderOrReportCycles(
  units: readonly FormulaRefs[],
  formulas: Map<string, { index: number }>,
  errors: CompileError[],
): number[] | undefined {
  const n = units.length;
  const edges: number[][] = units.map((u) =>
    [...u.deps.keys()].map((name) => formulas.get(name)?.index ?? -1).filter((i) => i >= 0),
  );
  const index = new Array<number>(n).fill(-1);
  const low = new Array<number>(n).fill(0);
  const onStack = new Array<boolean>(n).fill(false);
  const stack: number[] = [];
  const order: number[] = [];
  let counter = 0;
  let cyclic = false;
  const strong = (v: number) => {
    index[v] = low[v] = counter++;
    stack.push(v);
    onStack[v] = true;
    for (const w of edges[v] as number[]) {
      if (index[w] === -1) {
        strong(w);
        low[v] = Math.min(low[v] as number, low[w] as number);
      } else if (onStack[w]) low[v] = Math.min(low[v] as number, index[w] as number);
    }
    if (low[v] === index[v]) {
      const component: number[] = [];
      let w: number;
      do {
        w = stack.pop() as number;
        onStack[w] = false;
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || (edges[v] as number[]).includes(v)) {
        cyclic = true;
        reportCycle(units, edges, new Set(component), errors);
      }
      // Components pop in reverse topological order of the condensation: dependencies first.
      order.push(...component.reverse());
    }
  };
  for (let v = 0; v < n; v++) if (index[v] === -1) strong(v);
  return cyclic ? undefined : order;
}

function reportCycle(
  units: readonly FormulaRefs[],
  edges: number[][],
  members: Set<number>,
  errors: CompileError[],
) {
  for (const start of [...members].sort((a, b) => a - b)) {
    // Shortest path start → … → start inside the component (breadth first).
    const prev = new Map<number, number>();
    const queue = [start];
    let found = false;
    while (queue.length > 0 && !found) {
      const v = queue.shift() as number;
      for (const w of edges[v] as number[]) {
        if (!members.has(w)) continue;
        if (w === start) {
          prev.set(-1, v);
          found = true;
          break;
        }
        if (!prev.has(w)) {
          prev.set(w, v);
          queue.push(w);
        }
      }
    }
    const path: number[] = [];
    for (let v = prev.get(-1) as number; v !== start; v = prev.get(v) as number) path.unshift(v);
    const cycle = [start, ...path, start].map((i) => (units[i] as FormulaRefs).name);
    const unit = units[start] as FormulaRefs;
    const offset = unit.deps.get(cycle[1] as string) ?? 0;
    errors.push({
      formula: unit.name,
      message: `Circular reference: ${cycle.join(" -> ")}`,
      position: positionAt(unit.source, offset),
    });
  }
}
