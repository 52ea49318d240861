/**
 * Risks (SPEC §3 risk package and risk, §4 transactions, §7 API): the request schemas and the
 * views that the API answers and the web app reads. One source for both sides.
 *
 * A risk package is one placement of a product package for one insured through one brokerage;
 * it holds one risk per product (the main product first, then each add-on chosen), each pinned
 * to the product version it was rated on; each risk holds an append-only list of transactions
 * (NB, ADJ, CAN, REN). Money is a decimal string with two decimals; instants are epoch seconds;
 * dates are `YYYY-MM-DD` in the main product's time zone.
 */
import { z } from "zod";
import { australianStates, countries } from "../enums.ts";
import { messages } from "../messages.ts";
import { ZPageQuery } from "../schemas/paging.ts";
import { zIdList } from "../schemas/primitives.ts";
import { ZIsoDate } from "../schemas/product.ts";
import { positiveId } from "./ids.ts";
import { approvalStates } from "./transitions.ts";

export const riskFieldMessages = {
  packageRequired: "Choose a product package",
  termOutsideLimits: (min: number, max: number) =>
    `The term must be between ${min} and ${max} months`,
  inceptionTooFarAhead: (days: number) =>
    `The inception date must be within ${days} days from today`,
  insuredNameRequired: "Insured name is required",
  stateRequired: "Choose a state",
  postcodeFormat: "A postcode has 4 digits",
  emailFormat: "Enter a valid email address",
  addOnNotOffered: "This add-on is not part of the package",
  reasonRequired: "A reason is required",
  brokerageRequired: "Choose a brokerage",
  underwriterRequired: "Choose an underwriter",
  noteRequired: "Write a note",
  messageRequired: "Write a message",
} as const;
const m = riskFieldMessages;

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, messages.maxLength(max))
    .nullable()
    .optional()
    .transform((value) => (value ? value : null));

export const ZInsuredAddress = z
  .strictObject({
    line1: text(255),
    line2: text(255),
    city: text(100),
    state: z.enum(australianStates, { error: m.stateRequired }).nullable().optional(),
    postcode: z
      .string()
      .trim()
      .regex(/^$|^\d{4}$/, m.postcodeFormat)
      .transform((value) => (value === "" ? null : value))
      .nullable()
      .optional(),
    country: z.enum(countries, { error: "Choose Australia or New Zealand" }).default("AU"),
  })
  .superRefine((address, ctx) => {
    if (address.country === "NZ" && address.state) {
      ctx.addIssue({
        code: "custom",
        path: ["state"],
        message: "New Zealand addresses have no state",
      });
    }
  });

export const ZInterestedParty = z.strictObject({
  name: z.string().trim().min(1, messages.labelRequired("Name")).max(255, messages.maxLength(255)),
  interest: text(255),
});

/** The insured, as the broker enters it; taxes follow `address.state` (AU). */
export const ZInsured = z.strictObject({
  name: z
    .string({ error: m.insuredNameRequired })
    .trim()
    .min(1, m.insuredNameRequired)
    .max(255, messages.maxLength(255)),
  /** ABN (AU) or NZBN (NZ). */
  registrationNumber: text(32),
  address: ZInsuredAddress,
  contactName: text(255),
  email: z
    .union([z.email(m.emailFormat), z.literal("")])
    .nullable()
    .optional()
    .transform((value) => (value ? value : null)),
  phone: text(32),
  turnoverBand: text(64),
  interestedParties: z.array(ZInterestedParty).max(20, messages.maxSelected(20)).default([]),
  /** The insured declared itself a small business eligible for a duty exemption (e.g. NSW). */
  smallBusinessDeclaration: z.boolean().default(false),
});
export type TInsured = z.output<typeof ZInsured>;
export type TInsuredInput = z.input<typeof ZInsured>;

const ZAnswers = z.record(z.string(), z.unknown());

/** Answers of one add-on chosen on the package. */
export const ZAddOnChoice = z.strictObject({
  productId: positiveId(),
  answers: ZAnswers.default({}),
});

/** `POST /companies/{companyId}/risks`: a new submission (status Initiated). */
export const ZRiskCreate = z.strictObject({
  productPackageId: positiveId(m.packageRequired),
  inceptionDate: ZIsoDate,
  termMonths: z.number({ error: messages.required }).int(messages.required).min(1).max(60),
  insured: ZInsured,
  /** Answers of the main product's proposal form; may be incomplete while Initiated. */
  answers: ZAnswers.default({}),
  addOns: z.array(ZAddOnChoice).max(20).default([]),
  /** An underwriter writing direct names the brokerage (broker company) it writes for. */
  brokerCompanyId: positiveId(m.brokerageRequired).optional(),
});
export type TRiskCreate = z.input<typeof ZRiskCreate>;

/** `PUT /companies/{companyId}/risks/{id}`: saves progress (only while Initiated). */
export const ZRiskSave = ZRiskCreate.omit({
  productPackageId: true,
  brokerCompanyId: true,
}).partial();
export type TRiskSave = z.input<typeof ZRiskSave>;

/** `POST …/submit`: `asIs` submits an incomplete proposal, which refers it (SPEC §4). */
export const ZRiskSubmit = z.strictObject({ asIs: z.boolean().default(false) });

/** `POST …/bind`: the declaration is required (SPEC §5). */
export const ZRiskBind = z.strictObject({
  declaration: z.literal(true, { error: "Confirm that a signed, dated proposal was received" }),
});

export const ZRiskDecline = z.strictObject({
  reason: z.string({ error: m.reasonRequired }).trim().min(1, m.reasonRequired).max(2000),
});

/** Underwriter's manual premium adjustment on a referred or quoted transaction. */
export const ZManualAdjustment = z.strictObject({
  productId: positiveId(),
  /** A replacement base premium, or null to keep the rated one. */
  basePremium: z
    .string()
    .regex(/^\d{1,12}(\.\d{1,2})?$/, "Enter an amount with at most two decimals")
    .nullable()
    .default(null),
  /** A discount on the base premium in percent (SPEC §3 maximum base premium discount). */
  discountPercent: z.number().min(0, messages.min(0)).max(100, messages.max(100)).default(0),
  reason: z.string({ error: m.reasonRequired }).trim().min(1, m.reasonRequired).max(2000),
});

/** Underwriting formula overrides for one product's risk. */
export const ZFormulaOverrides = z.strictObject({
  productId: positiveId(),
  overrides: z.record(z.string(), z.unknown()),
});

export const ZRiskNote = z.strictObject({
  body: z.string({ error: m.noteRequired }).trim().min(1, m.noteRequired).max(10_000),
});
export const ZRiskMessage = z.strictObject({
  body: z.string({ error: m.messageRequired }).trim().min(1, m.messageRequired).max(10_000),
});

export const ZAssignUnderwriter = z.strictObject({ userId: positiveId(m.underwriterRequired) });
export const ZSetUnderwritingStatus = z.strictObject({
  underwritingStatusId: positiveId().nullable(),
});

const csvIds = zIdList;

export const riskSorts = [
  "updated",
  "-updated",
  "reference",
  "-reference",
  "inception",
  "-inception",
  "premium",
  "-premium",
] as const;

/** `GET /companies/{companyId}/risks`: filters, sort, search and paging (SPEC §2 risks list). */
export const ZRiskListQuery = ZPageQuery.extend({
  search: z.string().trim().max(100).optional(),
  /** Comma-separated ids (TransactionStatus / TransactionType / InsuranceClass). */
  status: csvIds,
  type: csvIds,
  classId: csvIds,
  productId: csvIds,
  brokerCompanyId: csvIds,
  assignedUnderwriterId: csvIds,
  underwritingStatusId: csvIds,
  inceptionFrom: ZIsoDate.optional(),
  inceptionTo: ZIsoDate.optional(),
  /** The work queue: approvals requested, quotes lapsing within N days. */
  approval: z.enum(approvalStates).optional(),
  expiringWithinDays: z.coerce.number().int().min(1).max(30).optional(),
  /** Only packages assigned to the acting user. */
  mine: z
    .enum(["true", "false"])
    .transform((value) => value === "true")
    .optional(),
  sort: z.enum(riskSorts).default("-updated"),
});
export type TRiskListQuery = z.input<typeof ZRiskListQuery>;
