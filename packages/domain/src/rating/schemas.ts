import { z } from "zod";
import { ChargeType } from "../enums.ts";
import { ZIdentifier } from "../identifier.ts";
import type { AnswerField } from "./formula/types.ts";

/** zod schemas for what products store (formulas, answer schema, dataset descriptors, charges). */

const identifier = ZIdentifier;

export const ZFormulaDefinition = z.object({
  name: identifier,
  formula: z.string().max(10_000),
  dataType: z.enum(["currency", "number", "text", "textarea", "boolean", "date"]),
  overridable: z.boolean().optional(),
});

export const ZAnswerField: z.ZodType<AnswerField> = z.lazy(() =>
  z.union([
    z.object({
      name: identifier,
      type: z.enum(["number", "currency", "text", "textarea", "boolean", "date"]),
    }),
    z.object({
      name: identifier,
      type: z.enum(["object", "group"]),
      fields: z.array(ZAnswerField),
    }),
  ]),
);

export const ZDatasetDescriptor = z.object({
  name: z.string().min(1),
  columns: z
    .array(
      z.object({ name: z.string().min(1), type: z.enum(["number", "text", "boolean", "date"]) }),
    )
    .min(1),
  keyColumns: z.array(z.string().min(1)).optional(),
  range: z.object({ from: z.string().min(1), to: z.string().min(1) }).optional(),
});

export const ZFormulaSetInput = z.object({
  formulas: z.array(ZFormulaDefinition),
  answerSchema: z.array(ZAnswerField).optional(),
  datasets: z.array(ZDatasetDescriptor).optional(),
});

const decimalString = z.union([z.number(), z.string().regex(/^-?\d+(\.\d+)?$/, "Enter a number")]);

export const ZChargeInput = z
  .object({
    name: z.string().min(1),
    type: z.union([
      z.literal(ChargeType.Standard),
      z.literal(ChargeType.OtherCharge),
      z.literal(ChargeType.DiscountCharge),
    ]),
    amount: decimalString.optional(),
    percent: decimalString.optional(),
  })
  .refine((c) => (c.amount === undefined) !== (c.percent === undefined), {
    message: "Give an amount or a percent",
    path: ["amount"],
  });
