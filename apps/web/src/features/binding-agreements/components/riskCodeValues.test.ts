import { ZRiskCode } from "@platform/domain/binding-agreements/schemas";
import { messages } from "@platform/domain/messages";
import { describe, expect, it } from "vitest";
import { zodResolver } from "../../../ui/zodResolver.ts";
import { emptyRiskCode, type RiskCodeValues, toRiskCodeRequest } from "./riskCodeValues.ts";

const validate = (values: RiskCodeValues) => zodResolver(ZRiskCode)(toRiskCodeRequest(values));

const withShares = (...percents: (number | "")[]): RiskCodeValues => ({
  code: "BD",
  description: "",
  periods: [
    {
      key: "p",
      dateFrom: "2026-07-01",
      dateTo: "2027-06-30",
      syndicates: percents.map((percent, index) => ({
        key: String(index),
        syndicateId: String(index + 1),
        capacityProviderPercentage: percent,
        grossPremiumCommissionPercentage: 10,
      })),
    },
  ],
});

describe("risk code form values", () => {
  it("passes when the shares of a period total 100", () => {
    expect(validate(withShares(62.5, 37.5))).toEqual({});
  });

  it("puts the spec's total message on the period's syndicates", () => {
    expect(validate(withShares(60, 30))).toEqual({
      "periods.0.syndicates": messages.totalMustBe100,
    });
  });

  it("names a share left empty at its own field", () => {
    const errors = validate(withShares(100, ""));
    expect(errors["periods.0.syndicates.1.capacityProviderPercentage"]).toBe(
      messages.capacityProviderPercentageRequired,
    );
  });

  it("asks for the code and the syndicate of a new risk code", () => {
    const errors = validate(emptyRiskCode());
    expect(errors.code).toBeDefined();
    expect(errors["periods.0.syndicates.0.syndicateId"]).toBeDefined();
  });
});
