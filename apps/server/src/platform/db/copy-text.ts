/**
 * COPY's text format (fields split by tabs, `\N` for null, backslash escapes, a newline at the
 * end of each row), read into rows of text and nulls. Pure: worker threads use it too.
 */

export type CopyRow = (string | null)[];

const NEWLINE = 10;
const ESCAPES: Record<string, string> = {
  b: "\b",
  f: "\f",
  n: "\n",
  r: "\r",
  t: "\t",
  v: "\v",
};

/** A field of COPY's text format with its backslash escapes undone (`\N`: null). */
function unescapeField(field: string): string | null {
  if (field === "\\N") return null;
  if (!field.includes("\\")) return field;
  return field.replace(/\\(.)/gs, (_, c: string) => ESCAPES[c] ?? c);
}

/**
 * One line of COPY's text format (fields split by tabs, `\N` for null, ending in a newline):
 * the line decoded once and split natively; fields looked at one by one only when the line
 * holds a backslash (a null or an escape).
 */
export function parseCopyLine(line: Buffer): CopyRow {
  const end = line[line.length - 1] === NEWLINE ? line.length - 1 : line.length;
  return parseCopyText(line.toString("utf8", 0, end));
}

/** `parseCopyLine` of a line already decoded, without its newline. */
export function parseCopyText(text: string): CopyRow {
  const row: CopyRow = text.split("\t");
  if (text.includes("\\"))
    for (let i = 0; i < row.length; i += 1) row[i] = unescapeField(row[i] as string);
  return row;
}
