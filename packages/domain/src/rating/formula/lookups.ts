/** The dataset lookups of the formula language: `lookup` (exact keys and bands) and `lookupRange`. */
import { civilFromEpochDay } from "../dates.ts";
import type { Dec } from "../decimal.ts";
import { type Cell, findBand, keyPart, type PreparedDataset } from "./datasets.ts";
import { compileNode, type Env, expectType } from "./expr.ts";
import { arg, type Builder, type CallNode, fail } from "./function-args.ts";
import { type Ctx, type Fn, FormulaFailure, type Scalar } from "./runtime.ts";
import { DateValue, type Value } from "./types.ts";

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

export const lookup: Builder = (env, node) => {
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

export const lookupRange: Builder = (env, node) => {
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
