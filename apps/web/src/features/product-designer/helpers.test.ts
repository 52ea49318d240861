import { describe, expect, it } from "vitest";
import { move, nameFromLabel, parseFormulaError } from "./helpers.ts";

describe("designer helpers", () => {
  it.each([
    ["Business name", "businessName"],
    ["Annual revenue ($)", "annualRevenue"],
    ["  number OF employees ", "numberOfEmployees"],
    ["5 year claims", "q5YearClaims"],
    ["", "q"],
  ])("names %j as %j", (label, name) => {
    expect(nameFromLabel(label)).toBe(name);
  });

  it("reads the position of a save-time formula error", () => {
    expect(parseFormulaError("premium (line 2, column 7): Unknown name 'turnover'")).toEqual({
      line: 2,
      column: 7,
      text: "Unknown name 'turnover'",
    });
    expect(parseFormulaError("The name is already in use")).toEqual({
      line: null,
      column: null,
      text: "The name is already in use",
    });
  });

  it("moves an item", () => {
    expect(move(["a", "b", "c", "d"], 3, 1)).toEqual(["a", "d", "b", "c"]);
    expect(move(["a", "b", "c"], 0, 2)).toEqual(["b", "c", "a"]);
  });
});
