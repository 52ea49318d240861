import { describe, expect, it } from "vitest";
import { describeAction, humanise } from "./describe.ts";

describe("timeline descriptions", () => {
  it("words known actions with their data", () => {
    expect(describeAction("riskPackage.underwritingStatusChanged", { name: "In review" })).toBe(
      "Underwriting status set to In review",
    );
    expect(
      describeAction("riskPackage.underwritingStatusChanged", { name: "Bound", event: "bind" }),
    ).toBe("Underwriting status set to Bound (on bind)");
    expect(describeAction("riskPackage.underwritingStatusChanged", { name: null })).toBe(
      "Underwriting status cleared",
    );
    expect(describeAction("risk.bound", { policyNumber: "CP-1" })).toBe("Bound as policy CP-1");
  });

  it("reads any other action as words, unless the row carries a description", () => {
    expect(humanise("riskPackage.quoteAccepted")).toBe("Quote accepted");
    expect(humanise("risk.proposal_sent")).toBe("Proposal sent");
    expect(describeAction("riskPackage.somethingNew", { description: "Custom words" })).toBe(
      "Custom words",
    );
  });
});
