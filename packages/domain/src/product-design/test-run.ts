/**
 * Test runs: each sample proposal is rated and its expected outputs compared with the actual
 * ones. Numbers compare as exact decimals (`"100"` equals `"100.00"`), text and booleans exactly.
 */
import { Dec } from "../rating/decimal.ts";
import type { CompiledDesign } from "./compile.ts";
import { type RateContext, type RatingResult, rateDesign } from "./rate.ts";
import type { TTestCase } from "./schemas.ts";

export interface TestDifference {
  key: string;
  expected: string | number | boolean | null;
  actual: string | number | boolean | null;
}

export interface TestCaseResult {
  name: string;
  passed: boolean;
  differences: TestDifference[];
  /** Evaluation errors and answer problems, for the underwriter to read. */
  problems: string[];
}

export interface TestRunResult {
  passed: boolean;
  total: number;
  failed: number;
  cases: TestCaseResult[];
}

type Actual = string | number | boolean | null;

function actualOf(result: RatingResult, key: string): Actual | undefined {
  if (key === "outcome") return result.outcome;
  if (key.startsWith("premium.")) {
    const line = key.slice("premium.".length);
    const value = result.premium
      ? (result.premium as unknown as Record<string, unknown>)[line]
      : null;
    return typeof value === "string" ? value : null;
  }
  const rule = result.rules.find((r) => r.name === key);
  if (rule) return rule.fired;
  if (Object.hasOwn(result.values, key)) return result.values[key] ?? null;
  return undefined;
}

const NUMBER = /^-?\d+(\.\d+)?$/;

export function sameValue(expected: Actual, actual: Actual): boolean {
  if (expected === null || actual === null) return expected === actual;
  const asNumber = (v: Actual) =>
    typeof v === "number"
      ? new Dec(v)
      : typeof v === "string" && NUMBER.test(v.trim())
        ? new Dec(v.trim())
        : null;
  const a = asNumber(expected);
  const b = asNumber(actual);
  if (a && b) return a.equals(b);
  return expected === actual;
}

export function runTestCase(
  compiled: CompiledDesign,
  context: RateContext,
  testCase: TTestCase,
): TestCaseResult {
  const result = rateDesign(compiled, context, {
    answers: testCase.answers,
    overrides: testCase.overrides,
    state: testCase.state,
    taxDate: testCase.taxDate,
  });
  const differences: TestDifference[] = [];
  for (const [key, expected] of Object.entries(testCase.expected)) {
    const actual = actualOf(result, key);
    if (actual === undefined) differences.push({ key, expected, actual: null });
    else if (!sameValue(expected, actual)) differences.push({ key, expected, actual });
  }
  const problems = [
    ...Object.entries(result.answerErrors).map(
      ([path, list]) => `${path || "answers"}: ${list.join(", ")}`,
    ),
    ...result.errors.map((e) => `${e.formula}: ${e.message}`),
    ...(result.premiumError ? [result.premiumError] : []),
  ];
  return { name: testCase.name, passed: differences.length === 0, differences, problems };
}

/** A run passes when it has cases and every one passes. */
export function runTestCases(
  compiled: CompiledDesign,
  context: RateContext,
  cases: readonly TTestCase[],
): TestRunResult {
  const results = cases.map((c) => runTestCase(compiled, context, c));
  const failed = results.filter((r) => !r.passed).length;
  return {
    passed: results.length > 0 && failed === 0,
    total: results.length,
    failed,
    cases: results,
  };
}
