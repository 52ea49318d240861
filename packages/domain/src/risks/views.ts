/**
 * Risk views (SPEC §3, §7): what the risks API answers, as zod schemas so the API documents and
 * checks its answers; the T… types are their outputs. Requests are in schemas.ts.
 */
import { z } from "zod";
import { australianStates, countries } from "../enums.ts";
import { ZPremiumBreakdown } from "../rating/breakdown-schema.ts";
import type { PremiumBreakdown } from "../rating/premium.ts";
import { ZPage } from "../schemas/paging.ts";
import { ZPolicyStatus } from "./policy-status.ts";
import type { TInsured } from "./schemas.ts";
import { approvalStates } from "./transitions.ts";

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
  /** The policy's state derived from its transactions (cancelled, expired, a pending change). */
  policyStatus: ZPolicyStatus,
  grossPremium: z.string().nullable(),
  inceptionDate: z.string(),
  expiryDate: z.string(),
  policyNumber: z.string().nullable(),
  quoteExpiresAt: z.number().int().nullable(),
  updatedAt: z.number().int(),
});
export type TRiskListItem = z.infer<typeof ZRiskListItem>;
/**
 * What a risks list holds: the company's own risks (those it places or underwrites), or, for an
 * insurer, the policies bound under the binding agreements it carries (read-only).
 */
export const riskListScopes = ["company", "carried"] as const;
export type RiskListScope = (typeof riskListScopes)[number];

/**
 * The list, with what the acting user may do beside it: start a risk (SPEC §6), and use the board
 * (the columns by underwriting status: the placing side's workflow, never the insurer's).
 */
export const ZRiskListPage = ZPage(ZRiskListItem).extend({
  can: z.object({ create: z.boolean(), board: z.boolean() }),
  scope: z.enum(riskListScopes),
});
export type TRiskListPage = z.infer<typeof ZRiskListPage>;

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

/** The rating engine's premium breakdown (`ZPremiumBreakdown` of rating/breakdown-schema.ts). */
export const ZPremiumBreakdownView = ZPremiumBreakdown;

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
  /** A cancellation's reason; a reinstatement names the cancellation it charges back. */
  cancellationReason: z.string().nullable(),
  reinstatesTransactionId: z.number().int().nullable(),
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
  /** Edit the insured and cover details of a submitted (Referred or Quoted) package. */
  editDetails: z.boolean(),
  requestApproval: z.boolean(),
  decideApproval: z.boolean(),
  undoApproval: z.boolean(),
  bind: z.boolean(),
  assign: z.boolean(),
  note: z.boolean(),
  message: z.boolean(),
  /** Read the underwriting side's internal parts (notes, formulas, files, statuses). */
  readInternal: z.boolean(),
  /** Read the emails sent about the placement (its parties, not the insurer carrying the binder). */
  readEmails: z.boolean(),
  /** Add files to the underwriting side's risk files. */
  upload: z.boolean(),
  /** Start a policy change on the bound policy (SPEC §4); the change screen explains a refusal. */
  adjustPolicy: z.boolean(),
  cancelPolicy: z.boolean(),
  reinstatePolicy: z.boolean(),
  /** Notify a claim on the bound policy. */
  notifyClaim: z.boolean(),
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
  /** The policy's state derived from its transactions (cancelled, expired, a pending change). */
  policyStatus: ZPolicyStatus,
  /**
   * The term's premium: the sum of its bound transactions, net of returns (`termPremium`); null
   * until something is bound.
   */
  termPremium: ZPremiumBreakdownView.nullable(),
  /** Why the submission was referred (rule messages, authority, backdating, limits). */
  referralReasons: z.array(z.string()),
  can: ZRiskPackageCan,
  /** Main product's risk first, then add-ons; transactions oldest first. */
  risks: z.array(ZRiskView),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});
export type TRiskPackageView = Omit<
  z.infer<typeof ZRiskPackageView>,
  "insured" | "risks" | "termPremium"
> & {
  insured: TInsured;
  termPremium: PremiumBreakdown | null;
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
