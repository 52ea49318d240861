/**
 * Rating one proposal on a compiled design: answers checked against the form, formulas
 * evaluated, rules applied, premium broken down (charges, commission, admin fee, GST, stamp
 * duty). Pure; the server calls it for quotes, test runs and quick quotes, the browser may too.
 */
import {
  type AustralianState,
  australianStates,
  type Country,
  InsuranceClass,
  type InsuranceClassId,
} from "../enums.ts";
import { messages } from "../messages.ts";
import { allQuestions, type ProposalForm } from "../proposal-form/model.ts";
import { type SchemaValidator, validateAnswers } from "../proposal-form/validate.ts";
import type { PreparedDatasets } from "../rating/formula/datasets.ts";
import type { EvaluationError, FormulaValue } from "../rating/formula/types.ts";
import { computePremium, type PremiumBreakdown } from "../rating/premium.ts";
import type { CompiledDesign } from "./compile.ts";
import { premiumNoValueError } from "./premium-errors.ts";
import { designMessages, type RuleOutcome } from "./schemas.ts";

export interface RateContext {
  country: Country;
  insuranceClassId: InsuranceClassId | null;
  /** Prepared once per version with `compiled.program.prepareDatasets(rows)`. */
  datasets: PreparedDatasets;
  /** Ajv on the server; the interpreter by default. */
  validator?: SchemaValidator;
  /** `YYYY-MM-DD` of today, for `today()` and the tax date. */
  today: string;
}

export interface RateInput {
  answers: Record<string, unknown>;
  overrides?: Record<string, unknown>;
  /** The insured's state when the form does not ask it. */
  state?: string | null;
  /** The date whose tax rates apply (the transaction's effective date); default today. */
  taxDate?: string | null;
  /** The insured's small business declaration for this cover (stamp duty exemption in NSW). */
  smallBusinessDeclaration?: boolean;
}

export interface RatedFormula {
  name: string;
  title: string;
  dataType: string;
  value: FormulaValue | null;
  required: boolean;
  overridable: boolean;
  showOnPremiumSummary: boolean;
  showOnQuickQuote: boolean;
}

export interface RuleResult {
  name: string;
  outcome: RuleOutcome;
  /** True when the rule's condition holds (or could not be evaluated: then it refers). */
  fired: boolean;
  message: string;
  clauseId: number | null;
  error: boolean;
}

export interface RatingResult {
  answerErrors: Record<string, string[]>;
  values: Record<string, FormulaValue | null>;
  propertyFormulas: RatedFormula[];
  underwritingFormulas: {
    name: string;
    title: string;
    dataType: string;
    value: FormulaValue | null;
    overridable: boolean;
  }[];
  rules: RuleResult[];
  /** decline beats refer beats quote. */
  outcome: "quote" | "refer" | "decline";
  endorsementClauseIds: number[];
  premium: PremiumBreakdown | null;
  /** Why there is no premium, when there is none. */
  premiumError: string | null;
  /**
   * Formula errors. While required questions are unanswered, the errors they cause (missing
   * answers) are left out: `unanswered` says what to answer instead.
   */
  errors: EvaluationError[];
  /** The shown required questions with no answer, in form order (top-level name and label). */
  unanswered: { name: string; label: string }[];
  /** Answers valid, every required formula valued and a premium worked out (or none configured). */
  complete: boolean;
}

function answerAt(answers: Record<string, unknown>, path: string): unknown {
  let value: unknown = answers;
  for (const part of path.split(".")) {
    if (typeof value !== "object" || value === null || !Object.hasOwn(value, part))
      return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/** The required top-level questions whose answers (or a part of them) are missing. */
export function unansweredQuestions(
  form: ProposalForm,
  answerErrors: Record<string, string[]>,
): { name: string; label: string }[] {
  const missing = new Set(
    Object.entries(answerErrors)
      .filter(([, list]) => list.includes(messages.required))
      .map(([path]) => path.split(".")[0] ?? path),
  );
  return allQuestions(form)
    .filter((q) => missing.has(q.name))
    .map((q) => ({ name: q.name, label: q.label }));
}

export function rateDesign(
  compiled: CompiledDesign,
  context: RateContext,
  input: RateInput,
): RatingResult {
  const { design, program } = compiled;
  const validation = validateAnswers(design.form, input.answers, { validator: context.validator });
  const evaluation = program.evaluate({
    answers: input.answers,
    datasets: context.datasets,
    overrides: input.overrides ?? {},
    clock: () => context.today,
  });
  const values = evaluation.values;
  const failed = new Set(evaluation.errors.map((e) => e.formula));

  const rules: RuleResult[] = design.rules.map((rule) => {
    const error = failed.has(rule.name);
    return {
      name: rule.name,
      outcome: error ? "refer" : rule.outcome,
      fired: error || values[rule.name] === true,
      message: error ? designMessages.ruleFailed(rule.name) : rule.message,
      clauseId: rule.clauseId,
      error,
    };
  });
  const firing = rules.filter((r) => r.fired);
  const outcome = firing.some((r) => r.outcome === "decline")
    ? "decline"
    : firing.some((r) => r.outcome === "refer")
      ? "refer"
      : "quote";

  let premium: PremiumBreakdown | null = null;
  let premiumError: string | null = null;
  const settings = design.premium;
  if (settings.premiumFormula) {
    const rated = values[settings.premiumFormula];
    const stateAnswer = settings.stateQuestion
      ? answerAt(input.answers, settings.stateQuestion)
      : undefined;
    const state = (typeof stateAnswer === "string" ? stateAnswer : input.state) ?? null;
    if (typeof rated !== "string")
      premiumError = premiumNoValueError(
        settings.premiumFormula,
        new Map(
          [...design.propertyFormulas, ...design.underwritingFormulas].map((f) => [
            f.name,
            f.title,
          ]),
        ),
        evaluation.errors,
      );
    else if (context.country === "AU" && !australianStates.includes(state as AustralianState))
      premiumError = designMessages.stateRequired;
    else {
      premium = computePremium({
        ratedPremium: rated,
        charges: settings.charges.map((c) => ({
          name: c.name,
          type: c.type,
          ...(c.amount !== null ? { amount: c.amount } : { percent: c.percent ?? 0 }),
        })),
        country: context.country,
        ...(context.country === "AU" ? { state: state as AustralianState } : {}),
        insuranceClass: context.insuranceClassId ?? InsuranceClass.Liability,
        taxDate: input.taxDate ?? context.today,
        smallBusinessDeclaration: input.smallBusinessDeclaration === true,
        brokerCommissionPercent: settings.brokerCommissionPercent,
        adminFee: settings.adminFee,
      });
    }
  }

  const propertyFormulas = design.propertyFormulas.map((f) => ({
    name: f.name,
    title: f.title,
    dataType: f.dataType,
    value: values[f.name] ?? null,
    required: f.required,
    overridable: f.overridable,
    showOnPremiumSummary: f.showOnPremiumSummary,
    showOnQuickQuote: f.showOnQuickQuote,
  }));
  const complete =
    validation.valid &&
    propertyFormulas.every((f) => !f.required || f.value !== null) &&
    (settings.premiumFormula === null || premium !== null);
  const unanswered = unansweredQuestions(design.form, validation.errors);
  return {
    answerErrors: validation.errors,
    unanswered,
    values,
    propertyFormulas,
    underwritingFormulas: design.underwritingFormulas.map((f) => ({
      name: f.name,
      title: f.title,
      dataType: f.dataType,
      value: values[f.name] ?? null,
      overridable: f.overridable,
    })),
    rules,
    outcome,
    endorsementClauseIds: firing
      .filter((r) => r.outcome === "endorsement" && r.clauseId !== null)
      .map((r) => r.clauseId as number),
    premium,
    premiumError,
    errors:
      unanswered.length > 0
        ? evaluation.errors.filter((e) => e.code !== "missing_answer")
        : evaluation.errors,
    complete,
  };
}
