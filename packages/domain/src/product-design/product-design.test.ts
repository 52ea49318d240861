import { describe, expect, it } from "vitest";
import { ajvValidator } from "../proposal-form/ajv.ts";
import {
  type CompiledDesign,
  compileDesign,
  designErrorsByPath,
  type ProductDesign,
} from "./compile.ts";
import { parseDatasetCsv, toCsv } from "./csv.ts";
import { type DemoDesign, motorDemo, professionalIndemnityDemo } from "./demo.ts";
import { type RateContext, rateDesign } from "./rate.ts";
import { designMessages, ZDataset, ZUnderwritingRule } from "./schemas.ts";
import { runTestCases } from "./test-run.ts";

function compiled(demo: DemoDesign, design: ProductDesign = demo.design): CompiledDesign {
  const result = compileDesign(design, demo.datasets);
  if (!result.ok) expect.fail(JSON.stringify(result.errors, null, 2));
  return result.compiled;
}

function context(c: CompiledDesign, demo: DemoDesign, country: "AU" | "NZ" = "AU"): RateContext {
  return {
    country,
    insuranceClassId: 1,
    datasets: c.program.prepareDatasets(
      Object.fromEntries(demo.datasets.map((d) => [d.name, d.rows])),
    ),
    validator: ajvValidator,
    today: "2025-07-01",
  };
}

describe("compiling a design", () => {
  it("compiles both demo designs", () => {
    compiled(professionalIndemnityDemo);
    compiled(motorDemo);
  });

  it("reports unknown questions at save time with the formula's name, path and position", () => {
    const design = structuredClone(professionalIndemnityDemo.design);
    design.propertyFormulas[3]!.formula = "turnover * 2";
    design.rules[0]!.formula = "revenue + 1";
    const result = compileDesign(design, professionalIndemnityDemo.datasets);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const errors = designErrorsByPath(result.errors);
    expect(errors["propertyFormulas.3.formula"]?.[0]).toMatch(
      /^premium \(line 1, column 1\): .*turnover/,
    );
    expect(errors["rules.0.formula"]?.[0]).toMatch(/^declineLargeRevenue \(line 1, column 9\): /);
  });

  it("refuses names shared with questions or other formulas, a non-currency premium formula and unknown state questions", () => {
    const design = structuredClone(professionalIndemnityDemo.design);
    design.underwritingFormulas.push({ ...design.underwritingFormulas[0]!, name: "revenue" });
    design.rules.push({ ...design.rules[0]!, name: "premium" });
    design.premium = {
      ...design.premium,
      premiumFormula: "professionRate",
      stateQuestion: "address.suburb",
    };
    const result = compileDesign(design, professionalIndemnityDemo.datasets);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((e) => e.path).sort()).toEqual([
      "premium.premiumFormula",
      "premium.stateQuestion",
      "rules.2.name",
      "underwritingFormulas.1.name",
    ]);
  });

  it("reports an unknown dataset column", () => {
    const design = structuredClone(motorDemo.design);
    design.propertyFormulas[0]!.formula = 'lookup_range("driver_age_bands", "loading", driverAge)';
    const result = compileDesign(design, motorDemo.datasets);
    expect(result.ok).toBe(false);
  });

  it("needs an endorsement clause for endorsement rules", () => {
    const rule = ZUnderwritingRule.safeParse({
      name: "x",
      formula: "true",
      outcome: "endorsement",
      message: "m",
    });
    expect(rule.success).toBe(false);
    expect(rule.error?.issues[0]).toMatchObject({
      path: ["clauseId"],
      message: designMessages.clauseRequired,
    });
  });
});

describe("rating", () => {
  it("rates professional indemnity to the cent with charges, commission, GST and NSW stamp duty", () => {
    const c = compiled(professionalIndemnityDemo);
    const r = rateDesign(c, context(c, professionalIndemnityDemo), {
      answers: professionalIndemnityDemo.testCases[0]!.answers,
      taxDate: "2025-07-01",
    });
    expect(r.answerErrors).toEqual({});
    expect(r.outcome).toBe("quote");
    expect(r.complete).toBe(true);
    expect(r.values.premium).toBe("6706.8");
    expect(r.premium).toMatchObject({
      ratedPremium: "6706.80",
      basePremium: "6706.80",
      grossPremium: "6756.80",
      premiumGst: "675.68",
      stampDuty: "371.62", // NSW Type B (occupational indemnity) 5 % of 7432.48
      adminFee: "40.00",
      adminFeeGst: "4.00",
      amountPayable: "7848.10",
      brokerCommission: "1006.02",
    });
  });

  it("applies rules: decline beats refer; a failing rule refers", () => {
    const c = compiled(professionalIndemnityDemo);
    const ctx = context(c, professionalIndemnityDemo);
    const base = professionalIndemnityDemo.testCases[1]!.answers;
    const declined = rateDesign(c, ctx, { answers: { ...base, revenue: 25000000 } });
    expect(declined.outcome).toBe("decline");
    expect(declined.rules.filter((r) => r.fired).map((r) => r.name)).toEqual([
      "declineLargeRevenue",
      "referClaims",
    ]);
    const unknownProfession = rateDesign(c, ctx, {
      answers: { ...base, claims: false, profession: "pilot" },
    });
    expect(unknownProfession.complete).toBe(false);
    expect(unknownProfession.errors.some((e) => e.code === "missing_lookup_row")).toBe(true);
  });

  it("lists the unanswered required questions of an empty form instead of missing-answer errors", () => {
    const c = compiled(professionalIndemnityDemo);
    const r = rateDesign(c, context(c, professionalIndemnityDemo), { answers: {} });
    expect(r.complete).toBe(false);
    expect(r.unanswered.map((q) => q.name)).toEqual([
      "businessName",
      "profession",
      "revenue",
      "address",
      "limit",
      "claims",
    ]);
    expect(r.unanswered[1]).toEqual({ name: "profession", label: "Profession" });
    expect(r.errors.filter((e) => e.code === "missing_answer")).toEqual([]);
    const answered = rateDesign(c, context(c, professionalIndemnityDemo), {
      answers: professionalIndemnityDemo.testCases[0]!.answers,
    });
    expect(answered.unanswered).toEqual([]);
  });

  it("lets the underwriter override an overridable loading", () => {
    const c = compiled(professionalIndemnityDemo);
    const r = rateDesign(c, context(c, professionalIndemnityDemo), {
      answers: professionalIndemnityDemo.testCases[1]!.answers,
      overrides: { claimsLoading: "0.5" },
    });
    expect(r.values.premium).toBe("1260");
  });

  it("needs a state in Australia; New Zealand has GST 15 % and no stamp duty", () => {
    const c = compiled(motorDemo);
    const { state: _s, ...answers } = motorDemo.testCases[0]!.answers as Record<string, unknown>;
    const au = rateDesign(c, context(c, motorDemo), { answers });
    expect(au.premium).toBeNull();
    expect(au.premiumError).toBe(designMessages.stateRequired);
    expect(au.answerErrors).toEqual({ state: ["This field is required"] });
    const nz = rateDesign(c, context(c, motorDemo, "NZ"), { answers });
    expect(nz.premium).toMatchObject({
      grossPremium: "1246.87",
      premiumGst: "187.03",
      stampDuty: "0.00",
    });
  });
});

describe("test runs", () => {
  it("passes the demo test cases", () => {
    for (const demo of [professionalIndemnityDemo, motorDemo]) {
      const c = compiled(demo);
      const run = runTestCases(c, context(c, demo), demo.testCases);
      expect(run.cases.filter((x) => !x.passed)).toEqual([]);
      expect(run).toMatchObject({ passed: true, failed: 0 });
    }
  });

  it("fails with the differing values", () => {
    const c = compiled(motorDemo);
    const cases = [
      { ...motorDemo.testCases[0]!, expected: { premium: "1300", zone: "A", nothing: 1 } },
    ];
    const run = runTestCases(c, context(c, motorDemo), cases);
    expect(run.passed).toBe(false);
    expect(run.cases[0]!.differences).toEqual([
      { key: "premium", expected: "1300", actual: "1312.5" },
      { key: "nothing", expected: 1, actual: null },
    ]);
    expect(runTestCases(c, context(c, motorDemo), []).passed).toBe(false);
  });
});

describe("datasets", () => {
  it("parses CSV with quotes and guesses column types", () => {
    const parsed = parseDatasetCsv(
      'Profession,"Rate, per $1k",Active,Since\r\n"Lawyer, senior",5.3,true,2020-01-01\narchitect,4.1,false,\n',
    );
    expect(parsed).toEqual({
      ok: true,
      value: {
        columns: [
          { name: "profession", type: "text" },
          { name: "rate_per_1k", type: "number" },
          { name: "active", type: "boolean" },
          { name: "since", type: "date" },
        ],
        rows: [
          { profession: "Lawyer, senior", rate_per_1k: "5.3", active: true, since: "2020-01-01" },
          { profession: "architect", rate_per_1k: "4.1", active: false, since: null },
        ],
      },
    });
    expect(parseDatasetCsv("a,b\n")).toEqual({ ok: false, message: designMessages.csvEmpty });
    if (parsed.ok)
      expect(toCsv(parsed.value.columns, parsed.value.rows)).toContain(
        '"Lawyer, senior",5.3,true,2020-01-01',
      );
  });

  it("checks key and band columns exist", () => {
    const result = ZDataset.safeParse({
      name: "bands",
      columns: [{ name: "from", type: "number" }],
      keyColumns: ["zone"],
      range: { from: "from", to: "to" },
      rows: [],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join("."))).toEqual(["keyColumns.0", "range.to"]);
  });
});

describe("quick quote formulas", () => {
  it("refuses a quick-quote formula reading questions the quick quote does not ask", () => {
    const design = structuredClone(motorDemo.design);
    for (const q of design.form.sections[1]!.questions) q.quickQuote = false;
    const result = compileDesign(design, motorDemo.datasets);
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.errors).toEqual([
        {
          path: "propertyFormulas.3.showOnQuickQuote",
          name: "premium",
          message: designMessages.quickQuoteReads(["accidents", "driverAge"]),
        },
      ]);
  });
});
