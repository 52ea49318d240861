import { describe, expect, it } from "vitest";
import { decideSectionLimits } from "./limits.ts";

const section = {
  minimumLimit: "250000.00",
  maximumLimit: "5000000.00",
  maximumPremiumLimit: "50000.00",
  notifiablePremiumLimit: "20000.00",
};

describe("decideSectionLimits", () => {
  it("binds inside every limit, at the boundaries", () => {
    expect(decideSectionLimits(section, { grossPremium: "20000.00", limit: "250000" })).toEqual({
      outcome: "bind",
      reasons: [],
    });
    expect(decideSectionLimits(section, { grossPremium: "1", limit: "5000000.00" }).outcome).toBe(
      "bind",
    );
  });

  it("refers a premium one cent over the notifiable limit", () => {
    expect(decideSectionLimits(section, { grossPremium: "20000.01" })).toEqual({
      outcome: "refer",
      reasons: ["aboveNotifiablePremium"],
    });
  });

  it("refuses a premium one cent over the maximum, and limits outside the range", () => {
    expect(decideSectionLimits(section, { grossPremium: "50000.01" }).reasons).toEqual([
      "aboveMaximumPremium",
    ]);
    expect(
      decideSectionLimits(section, { grossPremium: "100", limit: "249999.99" }).reasons,
    ).toEqual(["belowMinimumLimit"]);
    expect(decideSectionLimits(section, { grossPremium: "60000", limit: "5000000.01" })).toEqual({
      outcome: "refuse",
      reasons: ["aboveMaximumLimit", "aboveMaximumPremium"],
    });
  });

  it("ignores limits the section does not set", () => {
    expect(decideSectionLimits({}, { grossPremium: "99999999", limit: "1" }).outcome).toBe("bind");
  });

  it("a return premium never breaches a limit", () => {
    expect(decideSectionLimits(section, { grossPremium: "-60000.00" }).outcome).toBe("bind");
  });
});
