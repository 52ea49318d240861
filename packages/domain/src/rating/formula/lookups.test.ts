import { describe, expect, it } from "vitest";
import { program } from "./test-helpers.ts";
import type { DatasetDescriptor } from "./types.ts";

const datasets: DatasetDescriptor[] = [
  {
    name: "state_rates",
    columns: [
      { name: "state", type: "text" },
      { name: "rate", type: "number" },
      { name: "coastal", type: "boolean" },
    ],
    keyColumns: ["state"],
  },
  {
    name: "occupation",
    columns: [
      { name: "code", type: "number" },
      { name: "state", type: "text" },
      { name: "loading", type: "number" },
    ],
    keyColumns: ["code", "state"],
  },
  {
    name: "revenue_bands",
    columns: [
      { name: "from", type: "number" },
      { name: "to", type: "number" },
      { name: "factor", type: "number" },
    ],
    range: { from: "from", to: "to" },
  },
  {
    name: "age_bands",
    columns: [
      { name: "state", type: "text" },
      { name: "from", type: "number" },
      { name: "to", type: "number" },
      { name: "factor", type: "number" },
    ],
    keyColumns: ["state"],
    range: { from: "from", to: "to" },
  },
];
const rows = {
  state_rates: [
    { state: "NSW", rate: "1.25", coastal: "true" },
    { state: "VIC", rate: 1.1, coastal: false },
  ],
  occupation: [
    { code: "100", state: "NSW", loading: "0.1" },
    { code: 100, state: "VIC", loading: "0.2" },
    { code: "200.0", state: "NSW", loading: "0.3" },
  ],
  revenue_bands: [
    { from: "0", to: "100000", factor: "1" },
    { from: "100000", to: "1000000", factor: "0.9" },
    { from: "1000000", to: "", factor: "0.8" },
  ],
  age_bands: [
    { state: "NSW", from: 0, to: 25, factor: 1.5 },
    { state: "NSW", from: 25, to: 120, factor: 1 },
    { state: "VIC", from: 0, to: 120, factor: 1.2 },
  ],
};
const p = program({
  datasets,
  answerSchema: [
    { name: "state", type: "text" },
    { name: "code", type: "number" },
    { name: "revenue", type: "currency" },
    { name: "age", type: "number" },
  ],
  formulas: [
    { name: "rate", formula: 'lookup("state_rates", "rate", state)', dataType: "number" },
    { name: "coastal", formula: 'lookup("state_rates", "coastal", state)', dataType: "boolean" },
    {
      name: "loading",
      formula: 'lookup("occupation", "loading", code, state)',
      dataType: "number",
    },
    {
      name: "band",
      formula: 'lookup_range("revenue_bands", "factor", revenue)',
      dataType: "number",
    },
    {
      name: "ageFactor",
      formula: 'lookup_range("age_bands", "factor", state, age)',
      dataType: "number",
    },
  ],
});
const answers = { state: "NSW", code: 100, revenue: 100000, age: 24 };

describe("lookups", () => {
  it("by key, by several keys, by band, by key and band", () => {
    expect(p.evaluate({ answers, datasets: rows }).values).toEqual({
      rate: "1.25",
      coastal: true,
      loading: "0.1",
      band: "0.9", // [from, to): 100000 is in the second band
      ageFactor: "1.5",
    });
    const r = p.evaluate({
      answers: { state: "VIC", code: "100.00", revenue: 99999.99, age: 25 },
      datasets: rows,
    });
    expect(r.values).toMatchObject({ rate: "1.1", loading: "0.2", band: "1", ageFactor: "1.2" });
    expect(p.evaluate({ answers: { ...answers, revenue: 5e9 }, datasets: rows }).values.band).toBe(
      "0.8",
    );
    expect(p.evaluate({ answers: { ...answers, code: 200 }, datasets: rows }).values.loading).toBe(
      "0.3",
    );
  });
  it("a missing row is a structured error", () => {
    const r = p.evaluate({ answers: { ...answers, state: "QLD", revenue: -1 }, datasets: rows });
    expect(r.values.rate).toBeNull();
    expect(r.errors).toContainEqual({
      formula: "rate",
      code: "missing_lookup_row",
      message: "No row in dataset 'state_rates' for QLD",
      position: { line: 1, column: 1, offset: 0 },
    });
    expect(r.errors).toContainEqual(
      expect.objectContaining({
        formula: "band",
        code: "missing_lookup_row",
        message: "No band in dataset 'revenue_bands' contains -1",
      }),
    );
  });
  it("prepares datasets once and reports bad data on use", () => {
    const prepared = p.prepareDatasets(rows);
    expect(p.evaluate({ answers, datasets: prepared }).ok).toBe(true);
    const bad = p.evaluate({
      answers,
      datasets: {
        ...rows,
        state_rates: [...rows.state_rates, { state: "NSW", rate: "2", coastal: "" }],
      },
    });
    expect(bad.errors[0]).toMatchObject({
      formula: "rate",
      code: "invalid_dataset",
      message: "Dataset 'state_rates' is invalid: row 3 repeats the key of an earlier row",
    });
    const overlap = p.evaluate({
      answers,
      datasets: {
        ...rows,
        revenue_bands: [...rows.revenue_bands, { from: 50, to: 60, factor: 1 }],
      },
    });
    expect(overlap.errors.find((e) => e.formula === "band")?.message).toMatch(/bands overlap/);
    const missing = p.evaluate({ answers, datasets: {} });
    expect(missing.errors[0]?.code).toBe("missing_dataset");
  });
});
