import { describe, expect, it } from "vitest";
import { messages } from "../messages.ts";
import { compileFormulaSet } from "../rating/formula/compile.ts";
import { ajvValidator } from "./ajv.ts";
import { motorAnswers, motorForm } from "./fixtures.ts";
import { toAnswerSchema, toJsonSchema } from "./json-schema.ts";
import { type ProposalForm, proposalFormMessages, ZProposalForm } from "./model.ts";
import { quickQuoteForm, resolveDatasetOptions } from "./subsets.ts";
import {
  interpretSchema,
  type SchemaValidator,
  validateAnswers,
  visibleAnswers,
} from "./validate.ts";

const validators: [string, SchemaValidator][] = [
  ["ajv", ajvValidator],
  ["interpreter", interpretSchema],
];

const check = (answers: unknown, validator: SchemaValidator, form: ProposalForm = motorForm) =>
  validateAnswers(form, answers, { validator });

describe("form definition", () => {
  it("accepts the motor form", () => {
    expect(ZProposalForm.safeParse(motorForm).success).toBe(true);
  });

  it("rejects duplicate names, unknown conditions, empty options and nested groups", () => {
    const bad = {
      sections: [
        {
          id: "a",
          title: "A",
          questions: [
            { name: "x", type: "text", label: "X" },
            { name: "x", type: "number", label: "X again" },
            { name: "y", type: "select", label: "Y" },
            { name: "z", type: "text", label: "Z", showWhen: { question: "later", equals: 1 } },
            { name: "later", type: "number", label: "Later", min: 5, max: 1 },
            {
              name: "g",
              type: "group",
              label: "G",
              questions: [{ name: "inner", type: "group", label: "Inner", questions: [] }],
            },
            { name: "1bad", type: "text", label: "Bad" },
          ],
        },
      ],
    };
    const result = ZProposalForm.safeParse(bad);
    expect(result.success).toBe(false);
    const issues = Object.fromEntries(
      result.error!.issues.map((issue) => [issue.path.join("."), issue.message]),
    );
    expect(issues).toMatchObject({
      "sections.0.questions.1.name": proposalFormMessages.nameTaken("x"),
      "sections.0.questions.2.options": proposalFormMessages.optionsRequired,
      "sections.0.questions.3.showWhen": proposalFormMessages.unknownCondition("later"),
      "sections.0.questions.4.min": proposalFormMessages.minAboveMax,
      "sections.0.questions.5.questions.0.type": proposalFormMessages.nestedGroup,
      "sections.0.questions.6.name": proposalFormMessages.nameFormat,
    });
  });
});

describe("JSON Schema", () => {
  it("is 2020-12 with required, bounds, options and conditions", () => {
    const schema = toJsonSchema(motorForm) as any;
    expect(schema.$schema).toBe("https://json-schema.org/draft/2020-12/schema");
    expect(schema.required).toEqual([
      "businessName",
      "address",
      "inception",
      "vehicles",
      "driverAge",
      "claims",
    ]);
    expect(schema.properties.driverAge).toMatchObject({ type: "number", minimum: 16, maximum: 99 });
    expect(schema.properties.excessLoading).toMatchObject({ minimum: 0, maximum: 100 });
    expect(schema.properties.vehicles).toMatchObject({ type: "array", minItems: 1, maxItems: 10 });
    expect(schema.allOf).toEqual([
      {
        if: { properties: { claims: { const: true } }, required: ["claims"] },
        // biome-ignore lint/suspicious/noThenProperty: `then` is a JSON Schema keyword
        then: { required: ["claimCount"] },
      },
    ]);
  });

  it("restricts dataset options to the dataset's values when given", () => {
    const schema = toJsonSchema(motorForm, {
      datasetValues: (name, column) =>
        name === "zones" && column === "zone" ? ["A", "B"] : undefined,
    }) as any;
    expect(schema.properties.zone).toMatchObject({ enum: ["A", "B"] });
  });
});

describe.each(validators)("answers checked by %s", (_name, validator) => {
  it("accepts complete answers", () => {
    expect(check(motorAnswers, validator)).toEqual({ valid: true, errors: {} });
  });

  it("reports missing, out-of-range and mistyped answers by path with the spec's messages", () => {
    const result = check(
      {
        ...motorAnswers,
        businessName: "",
        driverAge: 15,
        excessLoading: 120,
        inception: "2025-02-30",
        vehicles: [{ value: "lots", use: "boat", modified: true }],
        extras: ["hire", "glass", "roadside"],
        unknown: 1,
      },
      validator,
    );
    expect(result.valid).toBe(false);
    expect(result.errors).toEqual({
      businessName: [messages.required],
      driverAge: [messages.min(16)],
      excessLoading: [messages.max(100)],
      inception: [proposalFormMessages.enterDate],
      "vehicles.0.value": [proposalFormMessages.enterNumber],
      "vehicles.0.use": [proposalFormMessages.chooseOption],
      "vehicles.0.modifications": [messages.required],
      extras: [messages.maxSelected(2)],
      unknown: [proposalFormMessages.notOnForm],
    });
  });

  it("requires a conditional question only while it shows", () => {
    expect(check({ ...motorAnswers, claims: true }, validator).errors).toEqual({
      claimCount: [messages.required],
    });
    expect(check({ ...motorAnswers, claims: true, claimCount: 2 }, validator).valid).toBe(true);
    // A hidden question's answer is ignored, even when invalid.
    expect(check({ ...motorAnswers, claims: false, claimCount: -5 }, validator).valid).toBe(true);
  });

  it("reports a missing required group and bad addresses", () => {
    const { vehicles: _v, ...rest } = motorAnswers;
    expect(
      check(
        { ...rest, address: { line1: "1 Main St", city: "Hobart", postcode: "70", country: "UK" } },
        validator,
      ).errors,
    ).toEqual({
      vehicles: [messages.required],
      "address.postcode": [proposalFormMessages.invalidValue],
      "address.country": [proposalFormMessages.chooseOption],
    });
    expect(check({ ...motorAnswers, vehicles: [] }, validator).errors).toEqual({
      vehicles: [proposalFormMessages.minItems(1)],
    });
  });

  it("refuses answers that are not an object", () => {
    expect(check([1, 2], validator).valid).toBe(false);
  });
});

describe("visibility", () => {
  it("drops hidden answers, inside groups too", () => {
    const visible = visibleAnswers(motorForm, {
      ...motorAnswers,
      claimCount: 3,
      vehicles: [{ value: 1000, use: "private", modified: false, modifications: "none" }],
    });
    expect(visible).not.toHaveProperty("claimCount");
    expect(visible.vehicles).toEqual([{ value: 1000, use: "private", modified: false }]);
  });
});

describe("answer schema for the rating engine", () => {
  it("maps question types to answer types", () => {
    const fields = toAnswerSchema(motorForm);
    expect(fields.find((f) => f.name === "vehicles")).toEqual({
      name: "vehicles",
      type: "group",
      fields: [
        { name: "value", type: "currency" },
        { name: "use", type: "text" },
        { name: "modified", type: "boolean" },
        { name: "modifications", type: "text" },
      ],
    });
    expect(fields.find((f) => f.name === "extras")).toBeUndefined();
    expect(fields.find((f) => f.name === "address")).toMatchObject({ type: "object" });
  });

  it("makes formulas naming unknown questions fail at compile time, and rates known ones", () => {
    const answerSchema = toAnswerSchema(motorForm);
    const bad = compileFormulaSet({
      answerSchema,
      formulas: [
        { name: "premium", formula: "sum(vehicles, value) * 0.02 + revenue", dataType: "currency" },
      ],
    });
    expect(bad.ok).toBe(false);
    if (!bad.ok)
      expect(bad.errors[0]).toMatchObject({
        formula: "premium",
        position: { line: 1, column: 31 },
      });

    const good = compileFormulaSet({
      answerSchema,
      formulas: [
        {
          name: "premium",
          formula: "sum(vehicles, value) * 0.02 + if(driverAge < 25, 500, 0)",
          dataType: "currency",
        },
        { name: "state", formula: "address.state", dataType: "text" },
      ],
    });
    expect(good.ok).toBe(true);
    if (good.ok)
      expect(good.program.evaluate({ answers: motorAnswers }).values).toEqual({
        premium: "1540.01",
        state: "TAS",
      });
  });
});

describe("subsets", () => {
  it("keeps only quick-quote questions and conditions on kept questions", () => {
    const quick = quickQuoteForm(motorForm);
    expect(quick.sections.map((s) => s.questions.map((q) => q.name))).toEqual([
      ["inception"],
      ["vehicles", "driverAge"],
    ]);
  });

  it("fills dataset options from rows, once per value", () => {
    const form = resolveDatasetOptions(motorForm, (name) =>
      name === "zones" ? [{ zone: "A" }, { zone: "B" }, { zone: "A" }] : undefined,
    );
    const zone = form.sections[1]!.questions.find((q) => q.name === "zone");
    expect(zone?.options).toEqual([
      { value: "A", label: "A" },
      { value: "B", label: "B" },
    ]);
  });
});
