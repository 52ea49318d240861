import { describe, expect, it } from "vitest";
import { calc, program } from "./test-helpers.ts";
import type { AnswerField } from "./types.ts";

describe("arithmetic", () => {
  it("is exact decimal arithmetic", () => {
    expect(calc("0.1 + 0.2")).toBe("0.3");
    expect(calc("0.1 + 0.2 = 0.3", "boolean")).toBe(true);
    expect(calc("1.1 * 1.1")).toBe("1.21");
    expect(calc("100000000000000000000.01 + 0.02")).toBe("100000000000000000000.03");
    expect(calc("1 / 3")).toBe("0.3333333333333333333333333333333333333333");
    expect(calc("1 / 3 * 3")).toBe("0.9999999999999999999999999999999999999999"); // 40 digits
    expect(calc("round(1 / 3 * 3, 10)")).toBe("1");
    expect(calc("0.00000001 * 2")).toBe("0.00000002");
  });
  it("follows the usual precedence", () => {
    expect(calc("1 + 2 * 3")).toBe("7");
    expect(calc("(1 + 2) * 3")).toBe("9");
    expect(calc("10 - 4 - 3")).toBe("3");
    expect(calc("2 * 3 ^ 2")).toBe("18");
    expect(calc("2 ^ 3 ^ 2")).toBe("512"); // right associative
    expect(calc("-2 ^ 2")).toBe("-4"); // unary minus binds looser than ^
    expect(calc("2 ^ -1")).toBe("0.5");
    expect(calc("- -3")).toBe("3");
    expect(calc("50% * 200")).toBe("100");
    expect(calc("200 * 7.5%")).toBe("15");
    expect(calc("1 + 2 > 2 and 3 < 4 or false", "boolean")).toBe(true);
    expect(calc("not 1 = 2", "boolean")).toBe(true);
    expect(calc("true or false and false", "boolean")).toBe(true);
    expect(calc("(true or false) and false", "boolean")).toBe(false);
    expect(calc("1.5e3 + .5")).toBe("1500.5");
  });
  it("accepts == != && || ! spellings", () => {
    expect(calc("1 == 1 && !(2 != 2) || false", "boolean")).toBe(true);
    expect(calc("1 <> 1", "boolean")).toBe(false);
    expect(calc("1 <= 1 and 2 >= 3", "boolean")).toBe(false);
  });
  it("joins text with &", () => {
    expect(calc('"Revenue " & 1.50 & " " & true', "text")).toBe("Revenue 1.5 true");
    expect(calc('"say ""hi"""', "text")).toBe('say "hi"');
  });
});

describe("functions", () => {
  it("if is lazy and typed", () => {
    expect(calc('if(1 > 0, "yes", "no")', "text")).toBe("yes");
    expect(calc("if(true, 1, 1 / 0)")).toBe("1");
  });
  it("min, max, abs", () => {
    expect(calc("min(3, 1.5, 2)")).toBe("1.5");
    expect(calc("max(3, 1.5, 2)")).toBe("3");
    expect(calc("abs(-2.5)")).toBe("2.5");
    expect(calc('max("2024-01-01", today())', "date", { clock: () => "2025-03-04" })).toBe(
      "2025-03-04",
    );
  });
  it("round half away from zero, roundup, rounddown", () => {
    expect(calc("round(2.345, 2)")).toBe("2.35");
    expect(calc("round(-2.345, 2)")).toBe("-2.35");
    expect(calc("round(2.5)")).toBe("3");
    expect(calc("round(1234, -2)")).toBe("1200");
    expect(calc("round(1250, -2)")).toBe("1300");
    expect(calc("roundup(2.341, 2)")).toBe("2.35");
    expect(calc("roundup(-2.341, 2)")).toBe("-2.35");
    expect(calc("rounddown(2.349, 2)")).toBe("2.34");
    expect(calc("rounddown(-2.349, 2)")).toBe("-2.34");
    expect(calc("ROUND(1.005, 2)")).toBe("1.01"); // function names are case-insensitive
  });
  it("dates", () => {
    expect(calc('days_between("2024-01-01", "2025-01-01")')).toBe("366");
    expect(calc('term_days("2025-01-01", "2026-01-01")')).toBe("365");
    expect(calc('year("2024-02-29")')).toBe("2024");
    expect(calc('age("2004-02-29", "2025-02-28")')).toBe("20");
    expect(
      calc("age(dob)", "number", {
        answers: { dob: "1990-05-05" },
        clock: () => new Date("2025-05-05T10:00:00Z"),
      }),
    ).toBe("35");
    expect(calc("today()", "date", { clock: () => "2025-11-21" })).toBe("2025-11-21");
    expect(calc("today() + 30", "date", { clock: () => "2024-02-15" })).toBe("2024-03-16");
    expect(calc('"2024-03-01" - 1 > "2024-02-28"', "boolean")).toBe(true); // 2024 is a leap year
    expect(calc('"2024-03-01" - "2024-02-01"')).toBe("29");
  });
});

const schema: AnswerField[] = [
  { name: "state", type: "text" },
  { name: "inception", type: "date" },
  { name: "expiry", type: "date" },
  {
    name: "business",
    type: "object",
    fields: [
      { name: "revenue", type: "currency" },
      { name: "employees", type: "number" },
    ],
  },
  {
    name: "vehicles",
    type: "group",
    fields: [
      { name: "value", type: "currency" },
      { name: "kind", type: "text" },
      { name: "drivers", type: "group", fields: [{ name: "age", type: "number" }] },
    ],
  },
];

describe("answers, groups and formula references", () => {
  const p = program({
    answerSchema: schema,
    formulas: [
      {
        name: "premium",
        formula: "round(vehicleTotal + business.revenue * 0.1%, 2)",
        dataType: "currency",
      },
      { name: "vehicleTotal", formula: "sum(vehicles, value * 0.02)", dataType: "currency" },
      { name: "vans", formula: 'count(vehicles, kind = "van")', dataType: "number" },
      {
        name: "youngDrivers",
        formula: "sum(vehicles, count(drivers, age < 25))",
        dataType: "number",
      },
      { name: "days", formula: "term_days(inception, expiry)", dataType: "number" },
      { name: "refer", formula: "youngDrivers > 0 or premium > 10000", dataType: "boolean" },
    ],
  });
  const answers = {
    state: "NSW",
    inception: "2024-07-01",
    expiry: "2025-07-01",
    business: { revenue: "1500000", employees: 12 },
    vehicles: [
      { value: 30000, kind: "van", drivers: [{ age: 40 }, { age: 22 }] },
      { value: "45000.50", kind: "car", drivers: [] },
    ],
  };
  it("evaluates in dependency order", () => {
    expect(p.order.indexOf("vehicleTotal")).toBeLessThan(p.order.indexOf("premium"));
    expect(p.order.indexOf("premium")).toBeLessThan(p.order.indexOf("refer"));
    const r = p.evaluate({ answers });
    expect(r).toEqual({
      ok: true,
      values: {
        premium: "3000.01",
        vehicleTotal: "1500.01",
        vans: "1",
        youngDrivers: "1",
        days: "365",
        refer: true,
      },
      errors: [],
    });
  });
  it("describes dependencies", () => {
    expect(p.formulas.find((f) => f.name === "premium")).toMatchObject({
      dependsOn: ["vehicleTotal"],
      answers: ["business.revenue"],
    });
  });
  it("reports bad and missing answers as structured errors", () => {
    const r = p.evaluate({ answers: { ...answers, business: { revenue: "lots" }, vehicles: [] } });
    expect(r.ok).toBe(false);
    expect(r.values.vehicleTotal).toBe("0");
    expect(r.values.premium).toBeNull();
    expect(r.errors).toContainEqual({
      formula: "premium",
      code: "invalid_answer",
      message: "Answer 'business.revenue' should be a number",
      position: { line: 1, column: 22, offset: 21 },
    });
    expect(r.errors).toContainEqual(
      expect.objectContaining({ formula: "refer", code: "dependency_failed" }),
    );
    const r2 = p.evaluate({ answers: { ...answers, inception: undefined } });
    expect(r2.errors).toContainEqual(
      expect.objectContaining({
        formula: "days",
        code: "missing_answer",
        message: "Answer 'inception' is missing",
      }),
    );
  });
  it("applies overrides to overridable formulas only", () => {
    const q = program({
      formulas: [
        { name: "base", formula: "100", dataType: "currency", overridable: true },
        { name: "fee", formula: "10", dataType: "currency" },
        { name: "total", formula: "base + fee", dataType: "currency" },
      ],
    });
    const r = q.evaluate({ answers: {}, overrides: { base: "250.50", fee: 1, nope: 2 } });
    expect(r.values).toEqual({ base: "250.5", fee: "10", total: "260.5" });
    expect(r.errors.map((e) => e.code)).toEqual(["not_overridable", "unknown_override"]);
    expect(q.evaluate({ answers: {}, overrides: { base: "abc" } }).errors[0]?.code).toBe(
      "invalid_override",
    );
  });
});

describe("runtime errors are results, not exceptions", () => {
  it("division by zero with its position", () => {
    const p = program({
      formulas: [{ name: "x", formula: "1 +\n  2 / (1 - 1)", dataType: "number" }],
    });
    expect(p.evaluate({ answers: {} })).toEqual({
      ok: false,
      values: { x: null },
      errors: [
        {
          formula: "x",
          code: "division_by_zero",
          message: "Division by zero",
          position: { line: 2, column: 5, offset: 8 },
        },
      ],
    });
  });
  it("today() without a clock", () => {
    const p = program({ formulas: [{ name: "d", formula: "today()", dataType: "date" }] });
    expect(p.evaluate({ answers: {} }).errors[0]?.code).toBe("no_clock");
  });
  it("untyped groups: item fields are in scope", () => {
    const p = program({
      formulas: [
        { name: "rate", formula: "0.02", dataType: "number" },
        {
          name: "x",
          formula: 'sum(vehicles, value * rate) + count(vehicles, kind = "van")',
          dataType: "number",
        },
      ],
    });
    const vehicles = [
      { value: 1000, kind: "van" },
      { value: "2000", kind: "car" },
    ];
    expect(p.evaluate({ answers: { vehicles } }).values.x).toBe("61");
    expect(p.evaluate({ answers: { vehicles: [{ kind: "van" }] } }).errors[0]?.code).toBe(
      "missing_answer",
    );
    expect(p.evaluate({ answers: { vehicles: 3 } }).errors[0]?.code).toBe("invalid_answer");
  });
  it("untyped answers are checked when read", () => {
    const p = program({ formulas: [{ name: "x", formula: "a * 2", dataType: "number" }] });
    expect(p.evaluate({ answers: { a: "1.5" } }).values.x).toBe("3");
    expect(p.evaluate({ answers: { a: "x" } }).errors[0]?.code).toBe("invalid_answer");
    expect(p.evaluate({ answers: { a: { b: 1 } } }).errors[0]?.code).toBe("invalid_answer");
  });
});
