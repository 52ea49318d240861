/**
 * The company event catalogue (SPEC §2 "company events and event actions", §3 company event): what
 * the platform raises, and what each event carries. A payload holds ids and the facts a receiver
 * needs (never a document's bytes or a form's whole answers), well under 20 kB.
 *
 * Facets say what an event (and, after it, each action of a chain) makes available to the next
 * step: a `risk` (its package: reference, insured, broker, product), a `transaction` (one
 * transaction of it, with its premium), a `document` (a generated file), a `claim`, a `proposal`.
 */
import { z } from "zod";

export const eventFacets = ["risk", "transaction", "document", "claim", "proposal"] as const;
export type EventFacet = (typeof eventFacets)[number];

export const transactionCodes = ["NB", "ADJ", "CAN", "REN"] as const;

const ZMoney = z.string().regex(/^-?\d+\.\d{2}$/);
const ZDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const ZRiskFacts = z.object({
  riskPackageId: z.number().int(),
  reference: z.string(),
  policyNumber: z.string().nullable(),
  insuredName: z.string(),
  insuredState: z.string().nullable(),
  productId: z.number().int(),
  productName: z.string(),
  classId: z.number().int().nullable(),
  brokerCompanyId: z.number().int(),
  brokerCompanyName: z.string(),
  inceptionDate: ZDate,
  expiryDate: ZDate,
});

const ZTransactionFacts = z.object({
  transactionId: z.number().int(),
  transactionType: z.enum(transactionCodes),
  effectiveDate: ZDate,
  grossPremium: ZMoney.nullable(),
  amountPayable: ZMoney.nullable(),
});

const ZClaimFacts = z.object({
  claimId: z.number().int(),
  claimReference: z.string(),
  status: z.string(),
  dateOfLoss: ZDate,
});

const risk = { risk: ZRiskFacts };
const transaction = { risk: ZRiskFacts, transaction: ZTransactionFacts };

interface EventType {
  title: string;
  description: string;
  facets: readonly EventFacet[];
  /** The `data` of the event's payload. */
  data: z.ZodObject;
  /** Raised this many days ahead of a date (quote expiry, policy expiry): the event's setting. */
  daysBefore?: { default: number; max: number };
}

export const companyEventTypes = {
  "risk.submitted": {
    title: "Risk submitted",
    description: "A broker (or an underwriter writing direct) submits a risk for quote.",
    facets: ["risk", "transaction"],
    data: z.object(transaction),
  },
  "risk.referred": {
    title: "Risk referred",
    description: "A submission is referred to the underwriter, with the rules' reasons.",
    facets: ["risk", "transaction"],
    data: z.object({ ...transaction, reasons: z.array(z.string()).max(50) }),
  },
  "risk.declined": {
    title: "Risk declined",
    description: "The underwriter (or a rule) declines the risk.",
    facets: ["risk", "transaction"],
    data: z.object({ ...transaction, reason: z.string().nullable() }),
  },
  "risk.quoted": {
    title: "Risk quoted",
    description: "A quote is issued, with its premium and the date it is open until.",
    facets: ["risk", "transaction"],
    data: z.object({ ...transaction, quoteExpiryDate: ZDate.nullable() }),
  },
  "risk.quoteExpiring": {
    title: "Quote expiring",
    description: "A quote is open for the set number of days more and has not been bound.",
    facets: ["risk", "transaction"],
    data: z.object({ ...transaction, quoteExpiryDate: ZDate }),
    daysBefore: { default: 7, max: 60 },
  },
  "risk.notTakenUp": {
    title: "Quote not taken up",
    description: "A quote lapsed unbound.",
    facets: ["risk", "transaction"],
    data: z.object(transaction),
  },
  "risk.bound": {
    title: "Policy bound",
    description:
      "A transaction is bound: new business, an adjustment, a cancellation or a renewal (its transactionType says which).",
    facets: ["risk", "transaction"],
    data: z.object({ ...transaction, reinstatement: z.boolean() }),
  },
  "risk.renewalDue": {
    title: "Renewal due",
    description: "A bound policy expires in the set number of days and has not been renewed.",
    facets: ["risk"],
    data: z.object(risk),
    daysBefore: { default: 30, max: 120 },
  },
  "approval.requested": {
    title: "Approval requested",
    description: "An underwriter asks for approval of a quote beyond their authority.",
    facets: ["risk", "transaction"],
    data: z.object({ ...transaction, requestedByUserId: z.number().int() }),
  },
  "approval.decided": {
    title: "Approval decided",
    description: "The approver approves or denies the quote.",
    facets: ["risk", "transaction"],
    data: z.object({ ...transaction, approved: z.boolean(), decidedByUserId: z.number().int() }),
  },
  "risk.underwriterAssigned": {
    title: "Underwriter assigned",
    description: "A risk is assigned to an underwriter (by hand or by an assignment rule).",
    facets: ["risk"],
    data: z.object({ ...risk, underwriterUserId: z.number().int().nullable() }),
  },
  "risk.underwritingStatusChanged": {
    title: "Underwriting status changed",
    description: "A risk moves to another underwriting status on the workflow.",
    facets: ["risk"],
    data: z.object({
      ...risk,
      fromStatusId: z.number().int().nullable(),
      toStatusId: z.number().int().nullable(),
    }),
  },
  "claim.notified": {
    title: "Claim notified",
    description: "A claim is notified on a policy (by the broker, the client or the underwriter).",
    facets: ["risk", "claim"],
    data: z.object({ ...risk, claim: ZClaimFacts }),
  },
  "claim.statusChanged": {
    title: "Claim status changed",
    description: "A claim moves to another status.",
    facets: ["risk", "claim"],
    data: z.object({ ...risk, claim: ZClaimFacts, fromStatus: z.string() }),
  },
  "document.generated": {
    title: "Document generated",
    description: "A document is generated for a transaction (quotation, schedule, …).",
    facets: ["risk", "transaction", "document"],
    data: z.object({
      ...transaction,
      document: z.object({
        documentId: z.number().int(),
        name: z.string(),
        event: z.string(),
        fileVersionId: z.number().int(),
      }),
    }),
  },
  "proposal.completed": {
    title: "Proposal completed",
    description: "The client marks the proposal form sent to them as done.",
    facets: ["risk", "proposal"],
    data: z.object({ ...risk, proposalId: z.number().int(), clientName: z.string() }),
  },
} as const satisfies Record<string, EventType>;

export type CompanyEventType = keyof typeof companyEventTypes;
export const companyEventTypeNames = Object.keys(companyEventTypes) as CompanyEventType[];

/** Every payload's envelope: the event's id (a receiver's idempotency key), type and time. */
export function eventPayloadSchema<T extends CompanyEventType>(type: T) {
  return z.object({
    id: z.string(),
    type: z.literal(type),
    occurredAt: z.string(),
    companyId: z.number().int(),
    data: companyEventTypes[type].data,
  });
}

/** The largest payload an event may carry (the catalogue's promise to receivers). */
export const EVENT_PAYLOAD_MAX_BYTES = 20_000;
