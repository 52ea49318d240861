/**
 * Claims and incidents: the request schemas and the views the API answers and the web
 * app reads. Money is a decimal string with two decimals; dates `YYYY-MM-DD`; instants epoch
 * seconds. An incident (a circumstance a legal firm or underwriter notifies before any claim)
 * and a claim share one shape, told apart by `kind`.
 */
import { z } from "zod";
import { ZMoney } from "../binding-agreements/schemas.ts";
import { messages } from "../messages.ts";
import { ZPageQuery } from "../schemas/paging.ts";
import { zId, zIdOf, zIdText } from "../schemas/primitives.ts";
import { ZIsoDate } from "../schemas/product.ts";
import {
  claimKinds,
  claimStatuses,
  incidentStatuses,
  movementCategories,
  movementKinds,
} from "./ledger.ts";

export const claimMessages = {
  descriptionRequired: "Describe what happened",
  dateOfLossInPeriod: (from: string, to: string) =>
    `The date of loss must be within the policy period (${from} to ${to})`,
  dateInFuture: "The date cannot be in the future",
  advisedBeforeLoss: "The date first advised cannot be before the date of loss",
  boundOnly: "Claims can only be notified on bound policies",
  policyNotFound: "No bound policy has this number",
  policyRequired: "Name the policy the claim falls under",
  movementBeforeLast: "A movement cannot be dated before the claim's last movement",
  movementBeforeLoss: "A movement cannot be dated before the date of loss",
  notLive: "Reopen the claim before recording movements",
  incidentNoMovements: "Convert the incident to a claim before recording reserves or payments",
  statusNotAllowed: "The claim cannot move to this status",
  legalCompanyRequired: "Choose a legal firm",
  notLegalCompany: "Choose a Legal company",
  notClientCompany: "Choose a Client company",
  adviceRequired: "Write the advice",
  alreadyConverted: "This incident has already been converted to a claim",
  notAnIncident: "Only an incident can be converted to a claim",
  monthFormat: "Enter a month as YYYY-MM",
} as const;
const m = claimMessages;

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, messages.maxLength(max))
    .nullable()
    .optional()
    .transform((value) => (value ? value : null));
const required = (max: number, message: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, messages.maxLength(max));

export const ZClaimParty = z.strictObject({
  name: required(255, messages.labelRequired("Name")),
  role: text(100),
});
export type TClaimParty = z.output<typeof ZClaimParty>;

/** `POST /companies/{companyId}/risks/{riskPackageId}/claims`: a claim notified on a policy. */
export const ZClaimCreate = z.strictObject({
  dateOfLoss: ZIsoDate,
  /** Defaults to today (the policy's market, Australia/Sydney). */
  dateFirstAdvised: ZIsoDate.optional(),
  description: required(5000, m.descriptionRequired),
  claimant: text(255),
  cause: text(255),
  estimate: ZMoney,
});
export type TClaimCreate = z.input<typeof ZClaimCreate>;

/** `POST /companies/{companyId}/incidents`: a circumstance notified before a claim. */
export const ZIncidentCreate = z.strictObject({
  dateOfLoss: ZIsoDate,
  dateFirstAdvised: ZIsoDate.optional(),
  description: required(5000, m.descriptionRequired),
  claimant: text(255),
  cause: text(255),
  parties: z.array(ZClaimParty).max(20, messages.maxSelected(20)).default([]),
  /** The policy it may fall under, by its policy number (a legal firm cannot browse policies). */
  policyNumber: text(64),
  /** An underwriter's own policy, by id, instead of the number. */
  riskPackageId: zId.nullable().optional(),
});
export type TIncidentCreate = z.input<typeof ZIncidentCreate>;

export const ZMovementCreate = z.strictObject({
  kind: z.enum(movementKinds, { error: messages.required }),
  category: z.enum(movementCategories, { error: messages.required }),
  amount: ZMoney,
  movementDate: ZIsoDate,
  note: text(1000),
});
export type TMovementCreate = z.input<typeof ZMovementCreate>;

export const ZClaimStatusChange = z.strictObject({
  status: z.enum([...claimStatuses, ...incidentStatuses], { error: messages.required }),
  reason: text(1000),
});

export const ZClaimAppointment = z.strictObject({
  legalCompanyId: zIdOf(m.legalCompanyRequired).nullable(),
});

export const ZClaimAdvice = z.strictObject({ advice: required(10000, m.adviceRequired) });

export const ZIncidentConvert = z.strictObject({
  estimate: ZMoney,
  /** Needed when the incident names no policy yet. */
  policyNumber: text(64),
});

export const ZPolicyClient = z.strictObject({
  clientCompanyId: zId.nullable(),
});

export const ZClaimListQuery = ZPageQuery.extend({
  search: z.string().trim().max(100).optional(),
  status: z.enum([...claimStatuses, ...incidentStatuses]).optional(),
  kind: z.enum(claimKinds).optional(),
  riskPackageId: zIdText.optional(),
});
export type TClaimListQuery = z.input<typeof ZClaimListQuery>;

export const ZClaimsBordereauQuery = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, m.monthFormat),
  format: z.enum(["json", "csv"]).default("json"),
});

const ZTotals = z.object({ paid: z.string(), outstanding: z.string(), incurred: z.string() });
export const ZClaimTotals = z.object({ indemnity: ZTotals, fees: ZTotals, total: ZTotals });

const ZRef = z.object({ id: z.number(), name: z.string() });

export const ZClaimSummary = z.object({
  id: z.number(),
  kind: z.enum(claimKinds),
  reference: z.string(),
  status: z.string(),
  crsStatus: z.string().nullable(),
  dateOfLoss: z.string(),
  dateFirstAdvised: z.string(),
  description: z.string(),
  claimant: z.string().nullable(),
  cause: z.string().nullable(),
  estimate: z.string().nullable(),
  policy: z
    .object({
      riskPackageId: z.number(),
      reference: z.string(),
      policyNumber: z.string().nullable(),
      insuredName: z.string(),
    })
    .nullable(),
  legalCompany: ZRef.nullable(),
  /** Null for the insured, which follows the claim's status but never its money. */
  totals: ZTotals.nullable(),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type TClaimSummary = z.infer<typeof ZClaimSummary>;

export const ZClaimPage = z.object({
  data: z.array(ZClaimSummary),
  meta: z.object({
    page: z.number(),
    perPage: z.number(),
    total: z.number(),
    lastPage: z.number(),
  }),
});

export const ZClaimView = ZClaimSummary.extend({
  /** Null for the insured, which follows the claim's status but never its money. */
  totals: ZClaimTotals.nullable(),
  parties: z.array(z.object({ name: z.string(), role: z.string().nullable() })),
  advice: z.string().nullable(),
  incident: z.object({ id: z.number(), reference: z.string() }).nullable(),
  convertedTo: z.object({ id: z.number(), reference: z.string() }).nullable(),
  notifiedBy: ZRef.nullable(),
  /** What the acting company may do now. */
  can: z.object({
    reserve: z.boolean(),
    payIndemnity: z.boolean(),
    payFees: z.boolean(),
    /** The appointed firm submits its fees for the underwriter's approval. */
    submitFee: z.boolean(),
    /** The underwriter sees the firm's fee submissions and approves or declines them. */
    decideFees: z.boolean(),
    /** Read the fee submissions (the underwriter all of them, the firm its own). */
    readFees: z.boolean(),
    appoint: z.boolean(),
    advise: z.boolean(),
    convert: z.boolean(),
    /** Add a document (every party that acts on the claim: not a read-only user). */
    upload: z.boolean(),
    statuses: z.array(z.string()),
  }),
});
export type TClaimView = z.infer<typeof ZClaimView>;

export const ZClaimMovement = z.object({
  id: z.number(),
  kind: z.enum(movementKinds),
  category: z.enum(movementCategories),
  amount: z.string(),
  paidChange: z.string(),
  outstandingChange: z.string(),
  movementDate: z.string(),
  note: z.string().nullable(),
  company: ZRef.nullable(),
  createdAt: z.number(),
});
export type TClaimMovement = z.infer<typeof ZClaimMovement>;

export const ZClaimCounts = z.object({
  notified: z.number(),
  open: z.number(),
  reopened: z.number(),
  incidents: z.number(),
});

export const ZBordereauRow = z.object({
  reference: z.string(),
  policyNumber: z.string().nullable(),
  insuredName: z.string(),
  status: z.string(),
  /** The status as at the month's end (from the audit rows and movements); CRS reads this. */
  monthEndStatus: z.string(),
  crsStatus: z.string(),
  dateOfLoss: z.string(),
  dateFirstAdvised: z.string(),
  totals: ZClaimTotals,
});
export const ZBordereau = z.object({
  bindingAgreement: z.object({ id: z.number(), name: z.string() }),
  month: z.string(),
  rows: z.array(ZBordereauRow),
  controlTotals: z.object({ claims: z.number(), totals: ZClaimTotals }),
});
export type TBordereau = z.infer<typeof ZBordereau>;

export const ZClaimTimelineEntry = z.object({
  id: z.number(),
  action: z.string(),
  description: z.string(),
  actor: ZRef.nullable(),
  at: z.number(),
});
export type TClaimTimelineEntry = z.infer<typeof ZClaimTimelineEntry>;

/** A document on a claim (a file in the claim's folder, its current version). */
export const ZClaimDocument = z.object({
  id: z.number(),
  name: z.string(),
  mimeType: z.string(),
  size: z.number(),
  versionNumber: z.number(),
  uploadedBy: z.string().nullable(),
  uploadedAt: z.number(),
  /** Download through the claim (each party under its own company). */
  url: z.string(),
  /**
   * Shared with the broker and the insured; the underwriter and the appointed firm read every
   * document (a firm's start unshared).
   */
  shared: z.boolean(),
  /** The underwriter and the appointed firm share it or keep it internal. */
  can: z.object({ share: z.boolean() }),
});
export const ZClaimDocumentShare = z.strictObject({ shared: z.boolean() });
export type TClaimDocument = z.infer<typeof ZClaimDocument>;

export const ZClaimDocumentUpload = z.object({
  name: z.string().trim().min(1, "The file needs a name").max(255, messages.maxLength(255)),
});
