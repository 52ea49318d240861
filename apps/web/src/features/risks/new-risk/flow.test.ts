import { riskFieldMessages } from "@platform/domain/risks/schemas";
import { describe, expect, it } from "vitest";
import {
  answerErrors,
  defaultInception,
  emptyFlow,
  type FlowValues,
  firstInvalidStep,
  toCreateBody,
  toSaveBody,
  validateStep,
} from "./flow.ts";

const filled = (): FlowValues => {
  const values = emptyFlow("2026-03-01", "7");
  values.insured.name = "Kookaburra Engineering Pty Ltd";
  values.insured.address = {
    line1: "1 Macquarie Place",
    line2: "",
    city: "Sydney",
    state: "NSW",
    postcode: "2000",
    country: "AU",
  };
  return values;
};
const broker = { writingDirect: false };

describe("new risk flow: each step's checks", () => {
  it("needs a package, and a brokerage when an underwriter writes direct", () => {
    const values = emptyFlow("2026-03-01");
    expect(validateStep("package", values, broker)).toEqual({
      productPackageId: riskFieldMessages.packageRequired,
    });
    const direct = validateStep(
      "package",
      { ...values, productPackageId: "7" },
      { writingDirect: true },
    );
    expect(direct).toEqual({ brokerCompanyId: riskFieldMessages.brokerageRequired });
  });

  it("checks the inception date and a whole term of 1 to 60 months", () => {
    const values = filled();
    expect(validateStep("cover", values, broker)).toEqual({});
    expect(validateStep("cover", { ...values, inceptionDate: "" }, broker)).toHaveProperty(
      "inceptionDate",
    );
    expect(
      validateStep("cover", { ...values, inceptionDate: "2026-02-30x" }, broker),
    ).toHaveProperty("inceptionDate");
    for (const term of [0, 61, 1.5, ""]) {
      expect(validateStep("cover", { ...values, termMonths: term }, broker).termMonths).toBe(
        riskFieldMessages.termOutsideLimits(1, 60),
      );
    }
  });

  it("checks the insured with the API's schema and messages, by field path", () => {
    const values = filled();
    expect(validateStep("insured", values, broker)).toEqual({});
    values.insured.name = " ";
    values.insured.address.postcode = "20000";
    values.insured.email = "not-an-email";
    values.insured.interestedParties = [{ name: "", interest: "" }];
    const errors = validateStep("insured", values, broker);
    expect(errors["insured.name"]).toBe(riskFieldMessages.insuredNameRequired);
    expect(errors["insured.address.postcode"]).toBe(riskFieldMessages.postcodeFormat);
    expect(errors["insured.email"]).toBe(riskFieldMessages.emailFormat);
    expect(errors["insured.interestedParties.0.name"]).toBe("Name is required");
  });

  it("needs a state in Australia, none in New Zealand", () => {
    const values = filled();
    values.insured.address.state = null;
    expect(validateStep("insured", values, broker)["insured.address.state"]).toBe(
      riskFieldMessages.stateRequired,
    );
    values.insured.address.country = "NZ";
    values.insured.address.state = "NSW";
    expect(validateStep("insured", values, broker)).toEqual({});
    expect(toCreateBody(values, false).insured.address.state).toBeNull();
  });
});

describe("new risk flow: requests and server messages", () => {
  it("creates with the package (and brokerage only when writing direct), saves without them", () => {
    const values = { ...filled(), brokerCompanyId: "12", answers: { revenue: 1200000 } };
    expect(toCreateBody(values, false)).toMatchObject({
      productPackageId: 7,
      inceptionDate: "2026-03-01",
      termMonths: 12,
      answers: { revenue: 1200000 },
    });
    expect(toCreateBody(values, false)).not.toHaveProperty("brokerCompanyId");
    expect(toCreateBody(values, true).brokerCompanyId).toBe(12);
    const saved = toSaveBody(values);
    expect(saved).not.toHaveProperty("productPackageId");
    expect(saved.insured?.name).toBe("Kookaburra Engineering Pty Ltd");
  });

  it("returns to the first step a 422 names, and hands answer messages to the form renderer", () => {
    expect(firstInvalidStep({})).toBeNull();
    expect(firstInvalidStep({ "answers.revenue": "x", termMonths: "y" })).toBe("cover");
    expect(firstInvalidStep({ "insured.address.state": "x" })).toBe("insured");
    expect(firstInvalidStep({ "answers.revenue": "x" })).toBe("proposal");
    expect(
      answerErrors({ "answers.address.postcode": "A postcode has 4 digits", termMonths: "y" }),
    ).toEqual({
      "address.postcode": ["A postcode has 4 digits"],
    });
  });
});

describe("new risk flow: the default inception date", () => {
  it("is the chosen product's today from the server, never the browser's date", () => {
    // The flow starts with no date; choosing a Brisbane package brings Brisbane's today.
    expect(emptyFlow("", "7").inceptionDate).toBe("");
    expect(defaultInception("", "2026-11-30", false)).toBe("2026-11-30");
    // Another package in another zone moves an untouched date to its today.
    expect(defaultInception("2026-11-30", "2026-12-01", false)).toBe("2026-12-01");
    expect(defaultInception("2026-11-30", "2026-11-30", false)).toBeNull();
  });
  it("leaves a date the user picked, and waits for the package's date", () => {
    expect(defaultInception("2026-12-15", "2026-11-30", true)).toBeNull();
    expect(defaultInception("", null, false)).toBeNull();
  });
});
