import { describe, expect, it } from "vitest";
import { compileFormulaSet } from "./compile.ts";
import { errorOf, errorsOf } from "./test-helpers.ts";
import type { AnswerField, DatasetDescriptor } from "./types.ts";

const answerSchema: AnswerField[] = [
  { name: "revenue", type: "currency" },
  { name: "state", type: "text" },
  { name: "business", type: "object", fields: [{ name: "name", type: "text" }] },
  { name: "vehicles", type: "group", fields: [{ name: "value", type: "number" }] },
];
const datasets: DatasetDescriptor[] = [
  {
    name: "rates",
    columns: [
      { name: "state", type: "text" },
      { name: "rate", type: "number" },
    ],
    keyColumns: ["state"],
  },
];
const rest = { answerSchema, datasets };

describe("syntax errors with positions", () => {
  it.each([
    ["1 +", "Unexpected end of formula", 3],
    ["(1 + 2", "Expected ')' but found end of formula", 6],
    ["1 + * 2", "Unexpected '*'", 4],
    ["1 2", "Unexpected '2'", 2],
    ['"abc', "Unterminated string", 0],
    ["1 # 2", "Unexpected character '#'", 2],
    ["", "Empty formula", 0],
    ["round(1,", "Unexpected end of formula", 8],
    ["business.", "Expected a field name after '.'", 9],
  ])("%j", (formula, message, offset) => {
    expect(errorOf(formula)).toEqual([
      { formula: "x", message, position: { line: 1, column: offset + 1, offset } },
    ]);
  });
  it("limits nesting instead of overflowing the stack", () => {
    expect(errorOf(`${"(".repeat(100_000)}1${")".repeat(100_000)}`)[0]?.message).toBe(
      "The formula is nested too deeply",
    );
    expect(errorOf(`${"-".repeat(100_000)}1`)[0]?.message).toBe("The formula is nested too deeply");
    expect(errorOf(`1${"+1".repeat(100_000)}`)[0]?.message).toBe(
      "The formula is nested too deeply",
    );
    const ok = compileFormulaSet({
      formulas: [
        {
          name: "x",
          formula: `${"(".repeat(100)}1${"+1".repeat(200)}${")".repeat(100)}`,
          dataType: "number",
        },
      ],
    });
    expect(ok.ok && ok.program.evaluate({ answers: {} }).values.x).toBe("201");
  });
  it("counts lines and columns", () => {
    expect(errorOf("1 +\n  2 +\n   )")[0]?.position).toEqual({ line: 3, column: 4, offset: 13 });
  });
});

describe("name, function and type errors", () => {
  const first = (formula: string, dataType: Parameters<typeof errorOf>[1] = "number") =>
    errorOf(formula, dataType, rest)[0];
  it("unknown names and fields", () => {
    expect(first("revenue + turnover")).toEqual({
      formula: "x",
      message: "Unknown name 'turnover'",
      position: { line: 1, column: 11, offset: 10 },
    });
    expect(first("business.size")?.message).toBe("Unknown field 'size' in 'business'");
    expect(first("revenue.x")?.message).toBe("'revenue' has no field 'x'");
    expect(first("business", "text")?.message).toBe(
      "'business' is an object: use one of its fields",
    );
    expect(first("vehicles.value")?.message).toBe(
      "'vehicles' is a repeating group: use sum(vehicles, ...) or count(vehicles)",
    );
    expect(first("sum(vehicles, revenue2)")?.message).toBe("Unknown name 'revenue2'");
  });
  it("unknown functions and wrong arity", () => {
    expect(first("foo(1)")).toEqual({
      formula: "x",
      message: "Unknown function 'foo'",
      position: { line: 1, column: 1, offset: 0 },
    });
    expect(first("1 + round(1, 2, 3)")).toEqual({
      formula: "x",
      message: "round() expects 1 to 2 arguments but got 3: round(x, places)",
      position: { line: 1, column: 5, offset: 4 },
    });
    expect(first("if(true, 1)")?.message).toBe(
      "if() expects 3 arguments but got 2: if(condition, then, else)",
    );
    expect(first("today(1)", "date")?.message).toMatch(/today\(\) expects 0 arguments but got 1/);
    expect(first("min()")?.message).toMatch(/at least 1 argument but got 0/);
  });
  it("type errors", () => {
    expect(first('revenue + "a"')).toEqual({
      formula: "x",
      message: "Cannot add a number and text with '+'",
      position: { line: 1, column: 9, offset: 8 },
    });
    expect(first("if(revenue, 1, 2)")).toEqual({
      formula: "x",
      message: "if() expects a boolean but got a number",
      position: { line: 1, column: 4, offset: 3 },
    });
    expect(first('if(true, 1, "a")')?.message).toBe(
      "if() branches must have the same type, got a number and text",
    );
    expect(first("revenue and true", "boolean")?.message).toBe(
      "'and' expects a boolean but got a number",
    );
    expect(first("state > 1", "boolean")?.message).toBe(
      "Cannot compare text with a number using '>'",
    );
    expect(first("not revenue", "boolean")?.message).toBe(
      "'not' expects a boolean but got a number",
    );
    expect(first("-state")?.message).toBe("'-' expects a number but got text");
    expect(first('round(revenue, "2")')?.message).toBe("round() expects a number but got text");
    expect(first("sum(revenue, 1)")?.message).toBe(
      "sum() expects a repeating group but 'revenue' is a number",
    );
    expect(first('days_between("2024-13-01", "2024-01-01")')?.message).toBe(
      "'2024-13-01' is not a valid date (YYYY-MM-DD)",
    );
    expect(first("revenue > 1", "currency")?.message).toBe(
      "The formula gives a boolean but its data type is currency",
    );
  });
  it("reports every error of every formula at once", () => {
    const errors = errorsOf({
      ...rest,
      formulas: [
        { name: "a", formula: "nope + 1", dataType: "number" },
        { name: "b", formula: 'a + "x" + missing', dataType: "number" },
        { name: "c", formula: "1", dataType: "number" },
      ],
    });
    expect(errors.map((e) => [e.formula, e.message])).toEqual([
      ["a", "Unknown name 'nope'"],
      ["b", "Cannot add a number and text with '+'"],
      ["b", "Unknown name 'missing'"],
    ]);
  });
});

describe("dataset errors", () => {
  const first = (formula: string) => errorOf(formula, "number", rest)[0]?.message;
  it("unknown datasets and columns, literal names, key counts", () => {
    expect(first('lookup("ratez", "rate", state)')).toBe("Unknown dataset 'ratez'");
    expect(first('lookup("rates", "rat", state)')).toBe("Unknown column 'rat' in dataset 'rates'");
    expect(first('lookup(state, "rate", state)')).toBe(
      "lookup() expects the dataset name as text in quotes",
    );
    expect(first('lookup("rates", "rate", state, state)')).toBe(
      "lookup() on 'rates' expects 1 key value (state) but got 2",
    );
    expect(first('lookup("rates", "rate", revenue)')).toBe(
      "key 'state' expects text but got a number",
    );
    expect(first('lookup_range("rates", "rate", 1)')).toBe(
      "Dataset 'rates' has no bands: use lookup()",
    );
  });
  it("bad descriptors", () => {
    const errors = errorsOf({
      formulas: [],
      datasets: [
        {
          name: "d",
          columns: [{ name: "a", type: "number" }],
          keyColumns: ["b"],
          range: { from: "a", to: "z" },
        },
      ],
    });
    expect(errors.map((e) => e.message)).toEqual([
      "Dataset 'd' has no key column 'b'",
      "Dataset 'd' has no column 'z'",
    ]);
  });
});

describe("definitions", () => {
  it("rejects bad, duplicate and clashing names", () => {
    const errors = errorsOf({
      answerSchema,
      formulas: [
        { name: "1x", formula: "1", dataType: "number" },
        { name: "a", formula: "1", dataType: "number" },
        { name: "a", formula: "2", dataType: "number" },
        { name: "revenue", formula: "2", dataType: "number" },
        { name: "and", formula: "2", dataType: "number" },
      ],
    });
    expect(errors.map((e) => `${e.formula}: ${e.message}`)).toEqual([
      "1x: '1x' is not a valid formula name (letters, digits and _, not starting with a digit)",
      "a: Formula 'a' is defined twice",
      "revenue: 'revenue' is both a formula and an answer",
      "and: 'and' is not a valid formula name (letters, digits and _, not starting with a digit)",
    ]);
  });
});

describe("cycles", () => {
  it("names every member of the cycle, with the position of the reference", () => {
    const errors = errorsOf({
      formulas: [
        { name: "a", formula: "b + 1", dataType: "number" },
        { name: "b", formula: "1 + c", dataType: "number" },
        { name: "c", formula: "a * 2", dataType: "number" },
        { name: "d", formula: "a", dataType: "number" },
      ],
    });
    expect(errors).toEqual([
      {
        formula: "a",
        message: "Circular reference: a -> b -> c -> a",
        position: { line: 1, column: 1, offset: 0 },
      },
      {
        formula: "b",
        message: "Circular reference: b -> c -> a -> b",
        position: { line: 1, column: 5, offset: 4 },
      },
      {
        formula: "c",
        message: "Circular reference: c -> a -> b -> c",
        position: { line: 1, column: 1, offset: 0 },
      },
    ]);
  });
  it("self reference and two-member cycles", () => {
    expect(
      errorsOf({ formulas: [{ name: "a", formula: "a + 1", dataType: "number" }] })[0]?.message,
    ).toBe("Circular reference: a -> a");
    const errors = errorsOf({
      formulas: [
        { name: "x", formula: "1", dataType: "number" },
        { name: "a", formula: "if(x > 0, b, 0)", dataType: "number" },
        { name: "b", formula: "a", dataType: "number" },
      ],
    });
    expect(errors.map((e) => e.message)).toEqual([
      "Circular reference: a -> b -> a",
      "Circular reference: b -> a -> b",
    ]);
  });
});
