import { describe, expect, it } from "vitest";
import { ChargeType } from "../enums.ts";
import { ZChargeInput, ZFormulaSetInput } from "./schemas.ts";

describe("rating schemas", () => {
  it("accept a product's formula set, nested answer fields included", () => {
    const input = {
      formulas: [{ name: "base", formula: "sum(vehicles, value)", dataType: "currency" }],
      answerSchema: [
        { name: "vehicles", type: "group", fields: [{ name: "value", type: "currency" }] },
      ],
      datasets: [{ name: "rates", columns: [{ name: "k", type: "text" }], keyColumns: ["k"] }],
    };
    expect(ZFormulaSetInput.parse(input)).toEqual(input);
  });
  it("reject bad names, types and charges", () => {
    expect(
      ZFormulaSetInput.safeParse({ formulas: [{ name: "1a", formula: "1", dataType: "number" }] })
        .success,
    ).toBe(false);
    expect(
      ZFormulaSetInput.safeParse({ formulas: [{ name: "a", formula: "1", dataType: "money" }] })
        .success,
    ).toBe(false);
    expect(ZChargeInput.safeParse({ name: "x", type: ChargeType.OtherCharge }).success).toBe(false);
    expect(
      ZChargeInput.safeParse({ name: "x", type: ChargeType.OtherCharge, amount: "1", percent: 2 })
        .success,
    ).toBe(false);
    expect(ZChargeInput.safeParse({ name: "x", type: 3, percent: "2.5" }).success).toBe(true);
  });
});
