/**
 * Why a rating has no premium, in its reader's words. The engine says `Formula 'x' has no value`;
 * the underwriter is told which formula gave no value and where to look, a broker (or the public
 * quick quote) only that the product cannot price the answers, never the formulas behind it.
 */
import type { EvaluationError } from "../rating/formula/types.ts";
import { designMessages } from "./schemas.ts";

export const premiumErrorMessages = {
  noValue: (title: string) =>
    `The premium could not be calculated: the formula “${title}” gave no value for these answers. Check its conditions in the designer.`,
  unanswered: "Answer the remaining questions to see the premium",
  broker: "This product cannot price these answers yet. Please contact the underwriter.",
} as const;

/** The engine's message for a formula read by another after it failed (formula/expr.ts). */
const dependencyFailed = /^Formula '([^']+)' has no value$/;

/**
 * The error of the formula whose own failure left `formula` without a value: dependency
 * failures are followed down to the first formula that failed for a reason of its own.
 */
export function rootFailure(
  formula: string,
  errors: readonly EvaluationError[],
): EvaluationError | null {
  const seen = new Set<string>();
  let current = errors.find((e) => e.formula === formula) ?? null;
  while (current && current.code === "dependency_failed" && !seen.has(current.formula)) {
    seen.add(current.formula);
    const next = dependencyFailed.exec(current.message)?.[1];
    const deeper = next ? errors.find((e) => e.formula === next) : undefined;
    if (!deeper) break;
    current = deeper;
  }
  return current;
}

/**
 * The underwriter's message for a premium formula without a value: the formula that failed
 * (by its title), or the answers still missing.
 */
export function premiumNoValueError(
  premiumFormula: string,
  titles: ReadonlyMap<string, string>,
  errors: readonly EvaluationError[],
): string {
  const root = rootFailure(premiumFormula, errors);
  if (root?.code === "missing_answer") return premiumErrorMessages.unanswered;
  const name = root?.formula ?? premiumFormula;
  return premiumErrorMessages.noValue(titles.get(name) ?? titles.get(premiumFormula) ?? name);
}

/** Messages a broker may read as they are: about their answers, not the product's formulas. */
const brokerSafe = new Set<string>([designMessages.stateRequired, premiumErrorMessages.unanswered]);

/**
 * What a broker (or the public quick quote) reads for a premium error meant for the underwriter,
 * stored ones included (risk transactions keep the underwriter's wording).
 */
export function brokerPremiumError(message: string | null): string | null {
  if (message === null) return null;
  return brokerSafe.has(message) ? message : premiumErrorMessages.broker;
}
