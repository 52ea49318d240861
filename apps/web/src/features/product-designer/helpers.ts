/** Pure helpers of the designer (unit-tested in helpers.test.ts). */

/** `Business name` → `businessName`: the name formulas use, from a question's label. */
export function nameFromLabel(label: string): string {
  const words = label
    .replace(/[^A-Za-z0-9 ]+/g, " ")
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  const name = words
    .map((w, i) => (i === 0 ? w.toLowerCase() : w[0]!.toUpperCase() + w.slice(1).toLowerCase()))
    .join("");
  return /^[A-Za-z_]/.test(name) ? name.slice(0, 64) : `q${name}`.slice(0, 64);
}

/** `premium (line 1, column 23): Unknown name 'turnover'` → its parts. */
export function parseFormulaError(message: string) {
  const m = /^(\w[\w:]*) \(line (\d+), column (\d+)\): (.*)$/s.exec(message);
  if (!m) return { line: null, column: null, text: message };
  return { line: Number(m[2]), column: Number(m[3]), text: m[4] ?? message };
}

/** The list with the item at `from` moved to `to`. */
export function move<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}
