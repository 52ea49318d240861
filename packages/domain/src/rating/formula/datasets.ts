import { parseIsoDate } from "../dates.ts";
import { Dec } from "../decimal.ts";
import { type ColumnType, type DatasetDescriptor, type DatasetRows, DateValue } from "./types.ts";

/** A typed cell; `undefined` for an empty cell. */
export type Cell = Dec | string | boolean | DateValue | undefined;

export interface RangeBand {
  from: Dec | DateValue;
  to: Dec | DateValue | undefined;
  row: Cell[];
}

export interface PreparedDataset {
  name: string;
  columns: Map<string, number>;
  /** `lookup`: composite key → row. */
  keyed?: Map<string, Cell[]>;
  /** `lookup_range`: composite key of the extra key columns ("" when none) → bands sorted by `from`. */
  ranged?: Map<string, RangeBand[]>;
}

/** Datasets indexed for lookups, built once (at product load) and reused for every quote. */
export class PreparedDatasets {
  constructor(readonly byName: ReadonlyMap<string, PreparedDataset | { error: string }>) {}
}

export function convertCell(raw: unknown, type: ColumnType): Cell {
  if (raw === undefined || raw === null || raw === "") return undefined;
  switch (type) {
    case "number": {
      if (typeof raw !== "number" && typeof raw !== "string") throw new Error("not a number");
      const d = new Dec(typeof raw === "string" ? raw.trim() : raw);
      if (!d.isFinite()) throw new Error("not a number");
      return d;
    }
    case "text":
      if (typeof raw === "string") return raw;
      if (typeof raw === "number" || typeof raw === "boolean") return String(raw);
      throw new Error("not text");
    case "boolean":
      if (typeof raw === "boolean") return raw;
      if (typeof raw === "string" && /^(true|false)$/i.test(raw.trim()))
        return raw.trim().toLowerCase() === "true";
      throw new Error("not a boolean");
    case "date": {
      const day = typeof raw === "string" ? parseIsoDate(raw.trim()) : undefined;
      if (day === undefined) throw new Error("not a date (YYYY-MM-DD)");
      return new DateValue(day);
    }
  }
}

/** Composite-key part for one value; the same function is used when indexing and looking up. */
export function keyPart(v: Cell | Value2): string {
  if (typeof v === "string") return `s${v}`;
  if (typeof v === "boolean") return v ? "btrue" : "bfalse";
  if (v instanceof DateValue) return `d${v.day}`;
  if (v === undefined) return "u";
  return `n${(v as Dec).toString()}`;
}
type Value2 = Dec | string | boolean | DateValue;

export function compareOrdered(a: Dec | DateValue, b: Dec | DateValue): number {
  if (a instanceof DateValue) return a.day - (b as DateValue).day;
  return a.cmp(b as Dec);
}

function prepareOne(
  d: DatasetDescriptor,
  rows: readonly Record<string, unknown>[],
): PreparedDataset {
  const columns = new Map<string, number>();
  d.columns.forEach((c, i) => {
    columns.set(c.name, i);
  });
  if (!Array.isArray(rows)) throw new Error("rows must be an array");
  const typed: Cell[][] = rows.map((raw, r) => {
    if (typeof raw !== "object" || raw === null) throw new Error(`row ${r + 1} is not an object`);
    return d.columns.map((c) => {
      try {
        return convertCell(Object.hasOwn(raw, c.name) ? raw[c.name] : undefined, c.type);
      } catch (e) {
        throw new Error(`row ${r + 1}, column ${c.name}: ${(e as Error).message}`);
      }
    });
  });
  const keyIdx = (d.keyColumns ?? []).map((k) => columns.get(k) as number);
  const keyOf = (row: Cell[]) => keyIdx.map((i) => keyPart(row[i])).join("\u001f");
  const out: PreparedDataset = { name: d.name, columns };
  if (d.range) {
    const fromI = columns.get(d.range.from) as number;
    const toI = columns.get(d.range.to) as number;
    const ranged = new Map<string, RangeBand[]>();
    typed.forEach((row, r) => {
      const from = row[fromI];
      if (from === undefined) throw new Error(`row ${r + 1}: empty '${d.range?.from}'`);
      const band: RangeBand = {
        from: from as Dec | DateValue,
        to: row[toI] as Dec | DateValue | undefined,
        row,
      };
      if (band.to !== undefined && compareOrdered(band.to, band.from) <= 0)
        throw new Error(`row ${r + 1}: '${d.range?.to}' must be greater than '${d.range?.from}'`);
      const k = keyOf(row);
      const list = ranged.get(k);
      if (list) list.push(band);
      else ranged.set(k, [band]);
    });
    for (const list of ranged.values()) {
      list.sort((a, b) => compareOrdered(a.from, b.from));
      for (let i = 1; i < list.length; i++) {
        const prev = list[i - 1] as RangeBand;
        if (prev.to === undefined || compareOrdered(prev.to, (list[i] as RangeBand).from) > 0)
          throw new Error("bands overlap");
      }
    }
    out.ranged = ranged;
  } else if (keyIdx.length > 0) {
    const keyed = new Map<string, Cell[]>();
    typed.forEach((row, r) => {
      const k = keyOf(row);
      if (keyed.has(k)) throw new Error(`row ${r + 1} repeats the key of an earlier row`);
      keyed.set(k, row);
    });
    out.keyed = keyed;
  }
  return out;
}

/** Indexes raw rows by the descriptors. Problems are kept per dataset and reported on use. */
export function prepareDatasets(
  descriptors: readonly DatasetDescriptor[],
  rows: DatasetRows,
): PreparedDatasets {
  const byName = new Map<string, PreparedDataset | { error: string }>();
  for (const d of descriptors) {
    if (!Object.hasOwn(rows, d.name)) continue;
    try {
      byName.set(d.name, prepareOne(d, rows[d.name] as readonly Record<string, unknown>[]));
    } catch (e) {
      byName.set(d.name, { error: `Dataset '${d.name}' is invalid: ${(e as Error).message}` });
    }
  }
  return new PreparedDatasets(byName);
}

/** Finds the band containing `v` (binary search), or undefined. */
export function findBand(bands: readonly RangeBand[], v: Dec | DateValue): RangeBand | undefined {
  let lo = 0;
  let hi = bands.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (compareOrdered((bands[mid] as RangeBand).from, v) <= 0) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  if (found < 0) return undefined;
  const band = bands[found] as RangeBand;
  if (band.to !== undefined && compareOrdered(v, band.to) >= 0) return undefined;
  return band;
}
