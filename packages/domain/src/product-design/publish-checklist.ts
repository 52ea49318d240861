/**
 * What a product version needs before it is published (SPEC §4 Draft → Published): a question on
 * the proposal form, a premium formula, a passing test run of the design as it is now. A missing
 * one blocks publishing (422 with its message); a product no published package offers can be
 * published, but brokers see a product only through a published package, so the checklist says so.
 */
import { z } from "zod";
import { allQuestions, type ProposalForm } from "../proposal-form/model.ts";
import type { TPremiumSettings, TPropertyFormula } from "./schemas.ts";

export const publishCheckIds = ["question", "premiumFormula", "testRun", "package"] as const;
export type PublishCheckId = (typeof publishCheckIds)[number];

/** Where the item is put right: a tab of the designer, or the product packages. */
export const publishCheckFixes = ["form", "settings", "tests", "packages"] as const;
export type PublishCheckFix = (typeof publishCheckFixes)[number];

export const publishChecklistMessages = {
  questionDone: "The proposal form asks at least one question",
  questionMissing: "Add at least one question to the proposal form",
  premiumDone: (title: string) => `The premium is rated by the formula “${title}”`,
  premiumMissing: "Choose the premium formula in the premium settings",
  premiumAddOn: "No premium formula: this add-on adds no premium of its own",
  testRunDone: "The last test run of this version passed",
  testRunMissing: "Run the test cases: this version has no test run yet",
  testRunFailed:
    "The last test run of this version failed: correct the design or the test cases and run them again",
  testRunStale: "The design changed since its last test run: run the test cases again",
  packageDone: (names: readonly string[]) => `Brokers see it through ${names.join(", ")}`,
  packageMissing:
    "No published package offers this product: brokers see a product only through a published package",
} as const;

export interface PublishFacts {
  /** 1 main product, 2 add-on (an add-on may rate no premium of its own). */
  kind: number;
  form: ProposalForm;
  propertyFormulas: readonly Pick<TPropertyFormula, "name" | "title">[];
  premium: Pick<TPremiumSettings, "premiumFormula">;
  /** The design's current revision. */
  revision: number;
  /** The version's latest test run, or null. */
  latestRun: { passed: boolean; designRevision: number } | null;
  /** The published packages offering the product (as main product or add-on). */
  packages: readonly { id: number; name: string }[];
}

export const ZPublishCheck = z.object({
  id: z.enum(publishCheckIds),
  done: z.boolean(),
  /** When not done, publishing is refused with `message`. */
  blocking: z.boolean(),
  message: z.string(),
  fix: z.enum(publishCheckFixes),
});
export type TPublishCheck = z.infer<typeof ZPublishCheck>;

export const ZPublishChecklist = z.object({
  items: z.array(ZPublishCheck),
  /** No blocking item is missing. */
  ready: z.boolean(),
  /** The published packages brokers rate the product through. */
  packages: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type TPublishChecklist = z.infer<typeof ZPublishChecklist>;

const m = publishChecklistMessages;

function premiumCheck(facts: PublishFacts): TPublishCheck {
  const name = facts.premium.premiumFormula;
  const formula = name ? facts.propertyFormulas.find((f) => f.name === name) : undefined;
  if (formula)
    return {
      id: "premiumFormula",
      done: true,
      blocking: true,
      message: m.premiumDone(formula.title),
      fix: "settings",
    };
  const addOn = facts.kind === 2;
  return {
    id: "premiumFormula",
    done: false,
    blocking: !addOn,
    message: addOn ? m.premiumAddOn : m.premiumMissing,
    fix: "settings",
  };
}

function testRunCheck(facts: PublishFacts): TPublishCheck {
  const run = facts.latestRun;
  const problem = !run
    ? m.testRunMissing
    : !run.passed
      ? m.testRunFailed
      : run.designRevision !== facts.revision
        ? m.testRunStale
        : null;
  return {
    id: "testRun",
    done: problem === null,
    blocking: true,
    message: problem ?? m.testRunDone,
    fix: "tests",
  };
}

export function publishChecklist(facts: PublishFacts): TPublishChecklist {
  const asks = allQuestions(facts.form).length > 0;
  const offered = facts.packages.length > 0;
  const items: TPublishCheck[] = [
    {
      id: "question",
      done: asks,
      blocking: true,
      message: asks ? m.questionDone : m.questionMissing,
      fix: "form",
    },
    premiumCheck(facts),
    testRunCheck(facts),
    {
      id: "package",
      done: offered,
      blocking: false,
      message: offered ? m.packageDone(facts.packages.map((p) => p.name)) : m.packageMissing,
      fix: "packages",
    },
  ];
  return {
    items,
    ready: !items.some((item) => !item.done && item.blocking),
    packages: facts.packages.map(({ id, name }) => ({ id, name })),
  };
}

/** The first blocking item not done: publishing is refused with its message. */
export function publishBlocker(checklist: TPublishChecklist): TPublishCheck | null {
  return checklist.items.find((item) => !item.done && item.blocking) ?? null;
}
