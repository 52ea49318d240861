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
import type { PremiumBreakdown } from "../rating/premium.ts";
import { ZPage, ZPageQuery } from "../schemas/paging.ts";
import { ZIsoDate } from "../schemas/product.ts";
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

const positiveId = (message: string = messages.required) =>
  z.number({ error: message }).int(message).positive(message);

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

const csvIds = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) =>
    (Array.isArray(value) ? value.join(",") : (value ?? ""))
      .split(",")
      .map((part) => Number(part.trim()))
      .filter((n) => Number.isInteger(n) && n > 0),
  );

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

// ------------------------------------------------------------------------------------ views
// Zod schemas so the API documents (and checks) its answers; the T… types are their outputs.

export const ZUserRef = z.object({ id: z.number().int(), name: z.string() });
export type TUserRef = z.infer<typeof ZUserRef>;
export const ZUnderwritingStatusRef = z.object({
  id: z.number().int(),
  name: z.string(),
  colour: z.string(),
});
export type TUnderwritingStatusRef = z.infer<typeof ZUnderwritingStatusRef>;
const ZCompanyRef = z.object({ id: z.number().int(), name: z.string() });

/** One row of the risks list: list-sized, from the package and its latest transaction. */
export const ZRiskListItem = z.object({
  id: z.number().int(),
  reference: z.string(),
  insuredName: z.string(),
  insuredState: z.string().nullable(),
  packageName: z.string(),
  classId: z.number().int().nullable(),
  brokerCompany: ZCompanyRef,
  underwriterCompany: ZCompanyRef,
  /** Null when hidden from brokers by the product. */
  assignedUnderwriter: ZUserRef.nullable(),
  underwritingStatus: ZUnderwritingStatusRef.nullable(),
  transactionType: z.number().int(),
  transactionStatus: z.number().int(),
  grossPremium: z.string().nullable(),
  inceptionDate: z.string(),
  expiryDate: z.string(),
  policyNumber: z.string().nullable(),
  quoteExpiresAt: z.number().int().nullable(),
  updatedAt: z.number().int(),
});
export type TRiskListItem = z.infer<typeof ZRiskListItem>;
export const ZRiskListPage = ZPage(ZRiskListItem);

export const ZRuleOutcome = z.object({
  outcome: z.enum(["decline", "refer", "endorse"]),
  /** Null for a broker when the product hides that kind of message. */
  message: z.string().nullable(),
});
export type TRuleOutcome = z.infer<typeof ZRuleOutcome>;

export const ZManualAdjustmentView = z.object({
  basePremium: z.string().nullable(),
  discountPercent: z.number(),
  reason: z.string(),
  by: ZUserRef.nullable(),
  at: z.number().int(),
});
export type TManualAdjustmentView = z.infer<typeof ZManualAdjustmentView>;

const ZChargeLine = z.object({
  name: z.string(),
  type: z.number().int(),
  percent: z.string().nullable(),
  amount: z.string(),
});
/** The rating engine's premium breakdown (`PremiumBreakdown` of rating/premium.ts). */
export const ZPremiumBreakdownView = z.object({
  ratedPremium: z.string(),
  standardCharges: z.array(ZChargeLine),
  basePremium: z.string(),
  otherCharges: z.array(ZChargeLine),
  discountCharges: z.array(ZChargeLine),
  grossPremium: z.string(),
  emergencyServicesLevy: z.string(),
  premiumGst: z.string(),
  stampDuty: z.string(),
  adminFee: z.string(),
  adminFeeGst: z.string(),
  brokerFee: z.string(),
  brokerFeeGst: z.string(),
  totalGst: z.string(),
  amountPayable: z.string(),
  brokerCommission: z.string(),
  brokerCommissionGst: z.string(),
  netPremium: z.string(),
  netToUnderwriter: z.string(),
  rates: z.object({
    gst: z.string(),
    stampDuty: z.string(),
    stampDutyExempt: z.boolean(),
    stampDutyExemption: z.enum(["class", "small-business", "insured"]).nullable(),
    levy: z.string().nullable(),
    brokerCommissionPercent: z.string(),
    sources: z.array(z.string()),
  }),
});

export const ZRiskTransactionView = z.object({
  id: z.number().int(),
  type: z.number().int(),
  status: z.number().int(),
  basedOnTransactionId: z.number().int().nullable(),
  effectiveDate: z.string(),
  quoteExpiresAt: z.number().int().nullable(),
  premium: ZPremiumBreakdownView.nullable(),
  premiumError: z.string().nullable(),
  rules: z.array(ZRuleOutcome),
  /** Property formula values (and underwriting formula values for the underwriter). */
  values: z.array(
    z.object({
      name: z.string(),
      title: z.string(),
      dataType: z.string(),
      value: z.unknown(),
      overridden: z.boolean().optional(),
    }),
  ),
  manualAdjustment: ZManualAdjustmentView.nullable(),
  approval: z.enum(approvalStates),
  declineReason: z.string().nullable(),
  submittedAt: z.number().int().nullable(),
  quotedAt: z.number().int().nullable(),
  boundAt: z.number().int().nullable(),
  createdAt: z.number().int(),
});
export type TRiskTransactionView = Omit<z.infer<typeof ZRiskTransactionView>, "premium"> & {
  premium: PremiumBreakdown | null;
};

export const ZRiskView = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  /** 1 main, 2 add-on. */
  productKind: z.number().int(),
  productVersionId: z.number().int(),
  productVersionNumber: z.number().int(),
  answers: z.record(z.string(), z.unknown()),
  transactions: z.array(ZRiskTransactionView),
});
export type TRiskView = Omit<z.infer<typeof ZRiskView>, "transactions"> & {
  transactions: TRiskTransactionView[];
};

/** What the acting user may do now (derived from `checkRiskAction`). */
export const ZRiskPackageCan = z.object({
  save: z.boolean(),
  discard: z.boolean(),
  submit: z.boolean(),
  quote: z.boolean(),
  decline: z.boolean(),
  adjust: z.boolean(),
  requestApproval: z.boolean(),
  decideApproval: z.boolean(),
  undoApproval: z.boolean(),
  bind: z.boolean(),
  assign: z.boolean(),
  note: z.boolean(),
  message: z.boolean(),
});
export type TRiskPackageCan = z.infer<typeof ZRiskPackageCan>;

const ZInsuredView = z.object({
  name: z.string(),
  registrationNumber: z.string().nullable(),
  address: z.object({
    line1: z.string().nullable().optional(),
    line2: z.string().nullable().optional(),
    city: z.string().nullable().optional(),
    state: z.enum(australianStates).nullable().optional(),
    postcode: z.string().nullable().optional(),
    country: z.enum(countries),
  }),
  contactName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  turnoverBand: z.string().nullable(),
  interestedParties: z.array(z.object({ name: z.string(), interest: z.string().nullable() })),
  smallBusinessDeclaration: z.boolean(),
});

export const ZRiskPackageView = z.object({
  id: z.number().int(),
  reference: z.string(),
  productPackage: ZCompanyRef,
  underwriterCompany: ZCompanyRef,
  brokerCompany: ZCompanyRef,
  brokerUser: ZUserRef.nullable(),
  assignedUnderwriter: ZUserRef.nullable(),
  underwritingStatus: ZUnderwritingStatusRef.nullable(),
  insured: ZInsuredView,
  inceptionDate: z.string(),
  expiryDate: z.string(),
  termMonths: z.number().int(),
  policyNumber: z.string().nullable(),
  /** The latest transaction's type and status across the package's risks. */
  transactionType: z.number().int(),
  transactionStatus: z.number().int(),
  /** Why the submission was referred (rule messages, authority, backdating, limits). */
  referralReasons: z.array(z.string()),
  can: ZRiskPackageCan,
  /** Main product's risk first, then add-ons; transactions oldest first. */
  risks: z.array(ZRiskView),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});
export type TRiskPackageView = Omit<z.infer<typeof ZRiskPackageView>, "insured" | "risks"> & {
  insured: TInsured;
  risks: TRiskView[];
};

export interface TRiskNoteView {
  id: number;
  body: string;
  author: TUserRef | null;
  createdAt: number;
}
export interface TRiskMessageView extends TRiskNoteView {
  company: { id: number; name: string };
}
export interface TRiskTimelineEntry {
  id: number;
  action: string;
  description: string;
  actor: TUserRef | null;
  at: number;
}

// ------------------------------------------------------------------- workflow configuration

export const ZUnderwritingStatus = z.strictObject({
  name: z
    .string({ error: messages.nameRequired })
    .trim()
    .min(1, messages.nameRequired)
    .max(60, messages.maxLength(60)),
  colour: z.string({ error: messages.required }).regex(/^#[0-9a-fA-F]{6}$/, "Choose a colour"),
});
export type TUnderwritingStatusInput = z.input<typeof ZUnderwritingStatus>;

/** `DELETE …/underwriting-statuses/{id}?moveTo=`: active risks must move first (SPEC §4). */
export const underwritingStatusMessages = {
  inUse: "This status has active risks: choose a status to move them to first",
  moveToSelf: "Choose another status",
} as const;

/** Conditions of an assignment rule; an empty list matches anything. */
export const ZAssignmentConditions = z.strictObject({
  productIds: z.array(positiveId()).default([]),
  classIds: z.array(z.number().int().min(1).max(4)).default([]),
  brokerCompanyIds: z.array(positiveId()).default([]),
  states: z.array(z.enum(australianStates)).default([]),
  minGrossPremium: z.number().min(0).nullable().default(null),
  maxGrossPremium: z.number().min(0).nullable().default(null),
});
export type TAssignmentConditions = z.output<typeof ZAssignmentConditions>;

/** One rule: the first matching rule (by position) picks its underwriter, or rotates in a group. */
export const ZAssignmentRule = z.strictObject({
  name: z.string().trim().min(1, messages.nameRequired).max(100, messages.maxLength(100)),
  conditions: ZAssignmentConditions,
  underwriterUserIds: z.array(positiveId()).min(1, m.underwriterRequired).max(50),
  active: z.boolean().default(true),
});
export type TAssignmentRuleInput = z.input<typeof ZAssignmentRule>;
