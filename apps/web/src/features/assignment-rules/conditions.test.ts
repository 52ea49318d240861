import type { TAssignmentRuleView } from "@platform/domain/risks/workflow";
import { describe, expect, it } from "vitest";
import {
  type ConditionLabels,
  formErrors,
  summariseConditions,
  toFormValues,
  toRuleInput,
} from "./conditions.ts";

const rule: TAssignmentRuleView = {
  id: 4,
  name: "Large NSW",
  position: 0,
  active: false,
  conditions: {
    productIds: [7],
    classIds: [1, 3],
    brokerCompanyIds: [],
    states: ["NSW"],
    minGrossPremium: 10000,
    maxGrossPremium: null,
  },
  underwriters: [
    { id: 12, name: "Uma" },
    { id: 15, name: "Morgan" },
  ],
};

const labels: ConditionLabels = {
  product: (id) => `Product ${id}`,
  className: (id) => `Class ${id}`,
  brokerage: (id) => `Broker ${id}`,
  money: (amount) => `$${amount}`,
  premiumFrom: (amount) => `from ${amount}`,
  premiumTo: (amount) => `up to ${amount}`,
  premiumBetween: (min, max) => `${min}–${max}`,
};

describe("assignment rule form", () => {
  it("round-trips a rule through the form values", () => {
    const values = toFormValues(rule);
    expect(values).toMatchObject({
      productIds: ["7"],
      classIds: ["1", "3"],
      minGrossPremium: 10000,
      maxGrossPremium: "",
      underwriterUserIds: ["12", "15"],
    });
    expect(toRuleInput(values)).toEqual({
      name: "Large NSW",
      active: false,
      conditions: rule.conditions,
      underwriterUserIds: [12, 15],
    });
  });

  it("starts a new rule active and matching anything", () => {
    const input = toRuleInput({ ...toFormValues(null), name: "  Anything " });
    expect(input).toEqual({
      name: "Anything",
      active: true,
      conditions: {
        productIds: [],
        classIds: [],
        brokerCompanyIds: [],
        states: [],
        minGrossPremium: null,
        maxGrossPremium: null,
      },
      underwriterUserIds: [],
    });
  });

  it("maps the server's condition field keys onto the form's", () => {
    expect(formErrors({ "conditions.maxGrossPremium": "Too low", name: "Taken" })).toEqual({
      maxGrossPremium: "Too low",
      name: "Taken",
    });
  });

  it("summarises the conditions in words", () => {
    expect(summariseConditions(rule.conditions, labels)).toEqual([
      "Product 7",
      "Class 1, Class 3",
      "NSW",
      "from $10000",
    ]);
    expect(summariseConditions({ ...rule.conditions, maxGrossPremium: 50000 }, labels).at(-1)).toBe(
      "$10000–$50000",
    );
    expect(
      summariseConditions(
        { ...rule.conditions, productIds: [], classIds: [], states: [], minGrossPremium: null },
        labels,
      ),
    ).toEqual([]);
  });
});
