/**
 * What a product version's rating design holds (SPEC §3 Property formula; §1/§2 underwriting
 * formulas and rules, datasets, settings, test runs): request schemas shared by the API and
 * the designer screens.
 */
import { z } from "zod";
import { ChargeType } from "../enums.ts";
import { IDENTIFIER_FORMAT, ZIdentifier } from "../identifier.ts";
import { messages } from "../messages.ts";
import { zId, zIsoDate } from "../schemas/primitives.ts";

export const designMessages = {
  nameFormat: IDENTIFIER_FORMAT,
  nameTaken: (name: string) => `The name '${name}' is already used by a question, formula or rule`,
  premiumFormula: "Choose a currency property formula",
  unknownQuestion: "Choose a question of the form",
  clauseRequired: "Choose the endorsement to attach",
  amountOrPercent: "Give an amount or a percent",
  datasetColumns: "Add at least one column",
  unknownColumn: (name: string) => `There is no column '${name}'`,
  csvEmpty: "The CSV file has no rows",
  csvColumns: "The CSV file needs a header row with column names",
  cellType: (row: number, column: string, type: string) =>
    `Row ${row}, column '${column}': expected ${type}`,
  testRunMissing: "This version has no test run yet",
  testRunFailed: "The last test run of this version failed",
  testRunStale: "The version changed since its last test run",
  noTestCases: "Add at least one test case",
  stateRequired: "The insured's state is needed to work out stamp duty",
  premiumMissing: "The premium formula has no value",
  quickQuoteReads: (names: string[]) =>
    `It is shown on the quick quote but reads ${names.map((n) => `'${n}'`).join(", ")}, which the quick quote does not ask`,
  ruleFailed: (name: string) => `Rule '${name}' could not be evaluated: referred to an underwriter`,
} as const;

export { ZIdentifier };

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, messages.maxLength(max))
    .nullable()
    .optional()
    .transform((value) => (value ? value : null));

const decimal = z.union([
  z.number(),
  z
    .string()
    .trim()
    .regex(/^-?\d+(\.\d+)?$/, "Enter a number"),
]);

export const propertyDataTypes = ["currency", "number", "text", "textarea"] as const;
export const underwritingDataTypes = ["currency", "number", "text", "textarea", "boolean"] as const;

/** SPEC §3 Property formula, every field. */
export const ZPropertyFormula = z.strictObject({
  name: ZIdentifier,
  title: z
    .string()
    .trim()
    .min(1, messages.labelRequired("Title"))
    .max(150, messages.maxLength(150)),
  description: optionalText(1000),
  dataType: z.enum(propertyDataTypes, { error: messages.required }),
  formula: z
    .string()
    .trim()
    .min(1, messages.labelRequired("Formula"))
    .max(10_000, messages.maxLength(10_000)),
  overridable: z.boolean().default(false),
  required: z.boolean().default(false),
  showOnPremiumSummary: z.boolean().default(false),
  showOnQuickQuote: z.boolean().default(false),
});
export type TPropertyFormula = z.output<typeof ZPropertyFormula>;

/** Values only underwriters see (e.g. a loading they may override). */
export const ZUnderwritingFormula = z.strictObject({
  name: ZIdentifier,
  title: z
    .string()
    .trim()
    .min(1, messages.labelRequired("Title"))
    .max(150, messages.maxLength(150)),
  description: optionalText(1000),
  dataType: z.enum(underwritingDataTypes, { error: messages.required }),
  formula: z
    .string()
    .trim()
    .min(1, messages.labelRequired("Formula"))
    .max(10_000, messages.maxLength(10_000)),
  overridable: z.boolean().default(false),
});
export type TUnderwritingFormula = z.output<typeof ZUnderwritingFormula>;

export const ruleOutcomes = ["refer", "decline", "endorsement"] as const;
export type RuleOutcome = (typeof ruleOutcomes)[number];

/** A boolean formula: when true, the outcome applies. */
export const ZUnderwritingRule = z
  .strictObject({
    name: ZIdentifier,
    formula: z
      .string()
      .trim()
      .min(1, messages.labelRequired("Formula"))
      .max(10_000, messages.maxLength(10_000)),
    outcome: z.enum(ruleOutcomes, { error: messages.required }),
    /** The endorsement attached when the outcome is `endorsement`. */
    clauseId: zId.nullable().default(null),
    message: z
      .string()
      .trim()
      .min(1, messages.labelRequired("Message"))
      .max(1000, messages.maxLength(1000)),
  })
  .refine((rule) => rule.outcome !== "endorsement" || rule.clauseId !== null, {
    message: designMessages.clauseRequired,
    path: ["clauseId"],
  });
export type TUnderwritingRule = z.output<typeof ZUnderwritingRule>;

export const ZCharge = z
  .strictObject({
    name: z
      .string()
      .trim()
      .min(1, messages.labelRequired("Name"))
      .max(100, messages.maxLength(100)),
    type: z.union([
      z.literal(ChargeType.Standard),
      z.literal(ChargeType.OtherCharge),
      z.literal(ChargeType.DiscountCharge),
    ]),
    amount: decimal.nullable().default(null),
    percent: decimal.nullable().default(null),
  })
  .refine((c) => (c.amount === null) !== (c.percent === null), {
    message: designMessages.amountOrPercent,
    path: ["amount"],
  });
export type TCharge = z.output<typeof ZCharge>;

/** The premium structure of a version. */
export const ZPremiumSettings = z.strictObject({
  /** The currency property formula giving the rated premium. */
  premiumFormula: ZIdentifier.nullable().default(null),
  charges: z.array(ZCharge).max(30, messages.maxSelected(30)).default([]),
  brokerCommissionPercent: decimal
    .default(0)
    .refine((v) => Number(v) >= 0 && Number(v) <= 100, messages.max(100)),
  adminFee: decimal.default(0).refine((v) => Number(v) >= 0, messages.min(0)),
  /** The answer giving the insured's state for stamp duty, e.g. `address.state`. */
  stateQuestion: z.string().max(130).nullable().default(null),
});
export type TPremiumSettings = z.output<typeof ZPremiumSettings>;

export const defaultPremiumSettings = (): TPremiumSettings => ({
  premiumFormula: null,
  charges: [],
  brokerCommissionPercent: 0,
  adminFee: 0,
  stateQuestion: null,
});

const expectedValue = z.union([z.string().max(1000), z.number(), z.boolean(), z.null()]);

/**
 * A named sample proposal with expected outputs: keys are formula names, rule names (true when
 * the rule fires), `outcome` (quote, refer, decline) and premium lines as `premium.grossPremium`.
 */
export const ZTestCase = z.strictObject({
  name: z.string().trim().min(1, messages.labelRequired("Name")).max(150, messages.maxLength(150)),
  answers: z.record(z.string(), z.unknown()),
  overrides: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).default({}),
  state: z.string().max(3).nullable().default(null),
  taxDate: zIsoDate.nullable().default(null),
  expected: z.record(z.string().max(130), expectedValue),
});
export type TTestCase = z.output<typeof ZTestCase>;

export const ZTestCases = z
  .array(ZTestCase)
  .max(200, messages.maxSelected(200))
  .superRefine((cases, ctx) => {
    const seen = new Set<string>();
    cases.forEach((c, index) => {
      if (seen.has(c.name))
        ctx.addIssue({ code: "custom", message: messages.noDuplicates, path: [index, "name"] });
      seen.add(c.name);
    });
  });

function uniqueNames<T extends { name: string }>(items: T[], ctx: z.RefinementCtx) {
  const seen = new Set<string>();
  items.forEach((item, index) => {
    const key = item.name.toLowerCase();
    if (seen.has(key))
      ctx.addIssue({ code: "custom", message: messages.noDuplicates, path: [index, "name"] });
    seen.add(key);
  });
}

export const ZPropertyFormulas = z.array(ZPropertyFormula).max(300).superRefine(uniqueNames);
export const ZUnderwritingFormulas = z
  .array(ZUnderwritingFormula)
  .max(300)
  .superRefine(uniqueNames);
export const ZUnderwritingRules = z.array(ZUnderwritingRule).max(300).superRefine(uniqueNames);

// ---------------------------------------------------------------- datasets

export const datasetColumnTypes = ["number", "text", "boolean", "date"] as const;
export type DatasetCell = string | number | boolean | null;

export const ZDataset = z
  .strictObject({
    name: ZIdentifier,
    description: optionalText(500),
    columns: z
      .array(
        z.strictObject({
          name: ZIdentifier,
          type: z.enum(datasetColumnTypes, { error: messages.required }),
        }),
      )
      .min(1, designMessages.datasetColumns)
      .max(50, messages.maxSelected(50)),
    /** Columns matched by `lookup(...)`, in order (and the extra keys of `lookup_range`). */
    keyColumns: z.array(z.string()).max(10).default([]),
    /** Band columns for `lookup_range`: the row whose [from, to) holds the value. */
    range: z
      .strictObject({ from: z.string().min(1), to: z.string().min(1) })
      .nullable()
      .default(null),
    rows: z
      .array(
        z.record(z.string(), z.union([z.string().max(1000), z.number(), z.boolean(), z.null()])),
      )
      .max(20_000, messages.maxSelected(20_000)),
  })
  .superRefine((d, ctx) => {
    const names = new Set<string>();
    d.columns.forEach((c, index) => {
      if (names.has(c.name))
        ctx.addIssue({
          code: "custom",
          message: messages.noDuplicates,
          path: ["columns", index, "name"],
        });
      names.add(c.name);
    });
    d.keyColumns.forEach((k, index) => {
      if (!names.has(k))
        ctx.addIssue({
          code: "custom",
          message: designMessages.unknownColumn(k),
          path: ["keyColumns", index],
        });
    });
    for (const end of ["from", "to"] as const) {
      const column = d.range?.[end];
      if (column !== undefined && !names.has(column))
        ctx.addIssue({
          code: "custom",
          message: designMessages.unknownColumn(column),
          path: ["range", end],
        });
    }
  });
export type TDataset = z.output<typeof ZDataset>;
export type TDatasetInput = z.input<typeof ZDataset>;
