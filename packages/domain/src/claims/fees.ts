/**
 * A legal firm's fees on a claim: the appointed firm submits them, the policy's underwriter
 * approves (they become a fees payment on the claim) or declines them (DOMAIN "Who sees what":
 * lawyers' fees are approved by the insurer's side before they are paid).
 */
import Decimal from "decimal.js";
import { z } from "zod";
import { ZMoney } from "../binding-agreements/schemas.ts";
import { messages } from "../messages.ts";
import { ZPageQuery } from "../schemas/paging.ts";

export const feeSubmissionStatuses = ["pending", "approved", "declined"] as const;
export type FeeSubmissionStatus = (typeof feeSubmissionStatuses)[number];

export const feeMessages = {
  descriptionRequired: "Describe the work the fee is for",
  amountPositive: messages.min("0.01"),
  alreadyDecided: "This fee submission has already been decided",
  notFound: "Fee submission not found",
  approvedNote: "Legal fees approved",
} as const;

const trimmed = (max: number) => z.string().trim().max(max, messages.maxLength(max));

/** `POST …/claims/{id}/fees`: an amount (numeric(14,2), above zero) and what it is for. */
export const ZFeeSubmissionCreate = z.strictObject({
  amount: ZMoney.refine((value) => new Decimal(value).gt(0), feeMessages.amountPositive),
  description: z
    .string({ error: feeMessages.descriptionRequired })
    .trim()
    .min(1, feeMessages.descriptionRequired)
    .max(1000, messages.maxLength(1000)),
});
export type TFeeSubmissionCreate = z.input<typeof ZFeeSubmissionCreate>;

/** `POST …/fees/{feeId}/decline`: an optional reason the firm is told. */
export const ZFeeDecline = z.strictObject({
  reason: trimmed(1000)
    .nullable()
    .optional()
    .transform((value) => (value ? value : null)),
});
export type TFeeDecline = z.input<typeof ZFeeDecline>;

export const ZFeeSubmissionListQuery = ZPageQuery.extend({
  status: z.enum(feeSubmissionStatuses).optional(),
});
export type TFeeSubmissionListQuery = z.input<typeof ZFeeSubmissionListQuery>;

const ZRef = z.object({ id: z.number(), name: z.string() });

export const ZFeeSubmission = z.object({
  id: z.number(),
  claimId: z.number(),
  amount: z.string(),
  description: z.string(),
  status: z.enum(feeSubmissionStatuses),
  legalCompany: ZRef.nullable(),
  submittedAt: z.number(),
  decidedAt: z.number().nullable(),
  declineReason: z.string().nullable(),
  /** The fees payment recorded on approval. */
  movementId: z.number().nullable(),
});
export type TFeeSubmission = z.infer<typeof ZFeeSubmission>;
