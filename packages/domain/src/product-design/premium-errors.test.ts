import { describe, expect, it } from "vitest";
import { ajvValidator } from "../proposal-form/ajv.ts";
import { compileDesign } from "./compile.ts";
import { type DemoDesign, professionalIndemnityDemo } from "./demo.ts";
import { brokerPremiumError, premiumErrorMessages, rootFailure } from "./premium-errors.ts";
import { rateDesign } from "./rate.ts";
import { designMessages } from "./schemas.ts";

/** The PI demo rated with its datasets as given (a row left out makes a lookup fail). */
function rate(demo: DemoDesign, answers: Record<string, unknown>) {
  const result = compileDesign(demo.design, demo.datasets);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  const c = result.compiled;
  return rateDesign(
    c,
    {
      country: "AU",
      insuranceClassId: 1,
      datasets: c.program.prepareDatasets(
        Object.fromEntries(demo.datasets.map((d) => [d.name, d.rows])),
      ),
      validator: ajvValidator,
      today: "2025-07-01",
    },
    { answers },
  );
}

const answers = professionalIndemnityDemo.testCases[0]!.answers as Record<string, unknown>;

describe("premium errors in users' words", () => {
  it("names the formula that gave no value, not the engine's message", () => {
    const demo = structuredClone(professionalIndemnityDemo);
    const limits = demo.datasets.find((d) => d.name === "limit_factors")!;
    limits.rows = limits.rows.filter((r) => r.limit !== "2000000");
    const rated = rate(demo, answers);
    expect(rated.premium).toBeNull();
    expect(rated.premiumError).toBe(premiumErrorMessages.noValue("Limit factor"));
    expect(rated.premiumError).toBe(
      "The premium could not be calculated: the formula “Limit factor” gave no value for these answers. Check its conditions in the designer.",
    );
  });

  it("asks for the remaining answers when the premium reads one not given", () => {
    const { revenue: _r, ...partial } = answers;
    expect(rate(professionalIndemnityDemo, partial).premiumError).toBe(
      premiumErrorMessages.unanswered,
    );
  });

  it("follows dependency failures to the formula that failed on its own", () => {
    const errors = [
      {
        formula: "premium",
        code: "dependency_failed" as const,
        message: "Formula 'b' has no value",
      },
      { formula: "b", code: "dependency_failed" as const, message: "Formula 'a' has no value" },
      { formula: "a", code: "division_by_zero" as const, message: "Division by zero" },
    ];
    expect(rootFailure("premium", errors)?.formula).toBe("a");
    expect(rootFailure("other", errors)).toBeNull();
    // A dependency whose own error is missing stops where the trail ends.
    expect(rootFailure("premium", errors.slice(0, 1))?.formula).toBe("premium");
  });

  it("tells a broker only that the product cannot price the answers", () => {
    expect(brokerPremiumError(premiumErrorMessages.noValue("Limit factor"))).toBe(
      "This product cannot price these answers yet. Please contact the underwriter.",
    );
    // Stored before these messages: the engine's wording never reaches a broker either.
    expect(brokerPremiumError("The premium formula has no value")).toBe(
      premiumErrorMessages.broker,
    );
    expect(brokerPremiumError(designMessages.stateRequired)).toBe(designMessages.stateRequired);
    expect(brokerPremiumError(premiumErrorMessages.unanswered)).toBe(
      premiumErrorMessages.unanswered,
    );
    expect(brokerPremiumError(null)).toBeNull();
  });
});
