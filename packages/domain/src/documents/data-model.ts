import type { PremiumBreakdown } from "../rating/premium.ts";

/**
 * The merge data of a generated document (quotation, schedule, certificate, email): what a
 * tenant's Liquid template can read. It is **versioned**: a field is only ever added; renaming
 * or removing one makes version 2, and a template saved against version 1 keeps rendering with
 * the version-1 shape (`dataModelVersion` is stored with each template).
 *
 * Dates are `YYYY-MM-DD` strings (format them with the `date` filter); money is a string with
 * two decimals (format with `money`), so a schedule prints every line to the cent.
 */
export const DOCUMENT_DATA_MODEL_VERSION = 1 as const;

export interface DocumentPremiumLine {
  /** `rated`, `charge`, `base`, `other`, `discount`, `gross`, `levy`, `gst`, `stampDuty`, `adminFee`, … */
  kind: string;
  label: string;
  /** Two decimals; a discount is negative. */
  amount: string;
  /** Percent when the line is a percentage charge, else null. */
  percent: string | null;
  /** Totals print in bold. */
  total: boolean;
}

export interface DocumentAddress {
  line1: string | null;
  line2: string | null;
  city: string | null;
  state: string | null;
  postcode: string | null;
  country: string;
  /** One line, comma separated, empty parts left out. */
  text: string;
}

export interface DocumentEndorsement {
  name: string;
  /** The clause's rich text (sanitised HTML); printed by `{% endorsements %}`. */
  content: string;
  version: number;
}

export interface DocumentSyndicateShare {
  name: string;
  /** Percent of the risk, two decimals. */
  sharePercent: string;
  /** That share of the gross premium, two decimals. */
  premium: string;
}

export interface DocumentData {
  dataModelVersion: typeof DOCUMENT_DATA_MODEL_VERSION;
  document: {
    /** The template's name. */
    title: string;
    /** `quote`, `bind`, `adjustment`, `cancellation`, `reinstatement`, `renewal`, `preview`. */
    event: string;
    generatedOn: string;
  };
  policy: {
    reference: string;
    /** Null until bound. */
    policyNumber: string | null;
    packageName: string;
    productName: string;
    insuranceClass: string;
    /** `New business`, `Adjustment`, `Cancellation`, `Renewal`. */
    transactionType: string;
    transactionCode: string;
    transactionStatus: string;
    inceptionDate: string;
    expiryDate: string;
    effectiveDate: string;
    termMonths: number;
    /** Null unless quoted. */
    quoteExpiryDate: string | null;
    boundDate: string | null;
    currency: string;
    /** A cancellation's reason (SPEC §3); null on any other transaction. */
    cancellationReason: string | null;
  };
  insured: {
    name: string;
    registrationNumber: string | null;
    contactName: string | null;
    email: string | null;
    phone: string | null;
    address: DocumentAddress;
    interestedParties: { name: string; interest: string | null }[];
  };
  broker: {
    companyName: string;
    contactName: string | null;
    contactEmail: string | null;
  };
  underwriter: {
    companyName: string;
    /** The assigned underwriter's name (null when none is assigned). */
    contactName: string | null;
    contactEmail: string | null;
    /** File version of the company logo, printed in the schedule header. */
    logoFileVersionId: number | null;
  };
  premium: {
    /**
     * Every line of the breakdown in print order; `{% premium_table %}` prints them. On a return
     * premium (`isRefund`) they are the refund's lines: positive, a discount negative.
     */
    lines: DocumentPremiumLine[];
    basePremium: string;
    grossPremium: string;
    totalGst: string;
    stampDuty: string;
    amountPayable: string;
    brokerCommission: string;
    netPremium: string;
    /** The amount payable is negative: money goes back to the insured (a return premium). */
    isRefund: boolean;
    /** The amount payable or refundable, GST and stamp duty as positive amounts (wording says which). */
    amountDue: string;
    gstDue: string;
    stampDutyDue: string;
  };
  /**
   * The policy term as this transaction leaves it: its state ("Bound", "Cancelled", "Expired"),
   * when cover ends, and its premium to date — the sum of its bound transactions up to this one,
   * net of returns (`termPremium`), as the risk screen shows it. Premium fields are empty while
   * nothing is bound (a quotation for new business).
   */
  term: {
    status: string;
    coverEnd: string;
    grossPremium: string;
    totalGst: string;
    stampDuty: string;
    amountPayable: string;
    brokerCommission: string;
    netPremium: string;
  };
  /** The proposal form answers by field key, as entered. */
  answers: Record<string, unknown>;
  /** The answers as printed: a choice's label (not its code), money and dates formatted. */
  answerLabels: Record<string, string>;
  /** Property formula values shown on documents, by formula name. */
  formulas: Record<string, { title: string; value: string }>;
  endorsements: DocumentEndorsement[];
  agreement: {
    name: string;
    agreementNumber: string | null;
    uniqueMarketReference: string | null;
    insurerName: string | null;
  } | null;
  syndicates: DocumentSyndicateShare[];
}

/** A documented merge field: the picker in the editor lists these. */
export interface MergeField {
  path: string;
  label: string;
  /** `text`, `date`, `money`, `number`, `list`, `block`. */
  type: "text" | "date" | "money" | "number" | "list" | "block";
  description?: string;
}

/** Every field of version 1, grouped as the editor shows them. */
export const mergeFields: MergeField[] = [
  { path: "document.title", label: "Document title", type: "text" },
  { path: "document.generatedOn", label: "Date generated", type: "date" },
  { path: "policy.reference", label: "Risk reference", type: "text" },
  { path: "policy.policyNumber", label: "Policy number", type: "text" },
  { path: "policy.packageName", label: "Product package", type: "text" },
  { path: "policy.productName", label: "Product", type: "text" },
  { path: "policy.insuranceClass", label: "Insurance class", type: "text" },
  { path: "policy.transactionType", label: "Transaction type", type: "text" },
  { path: "policy.transactionStatus", label: "Transaction status", type: "text" },
  { path: "policy.inceptionDate", label: "Inception date", type: "date" },
  { path: "policy.expiryDate", label: "Expiry date", type: "date" },
  { path: "policy.effectiveDate", label: "Effective date", type: "date" },
  { path: "policy.termMonths", label: "Term (months)", type: "number" },
  { path: "policy.quoteExpiryDate", label: "Quote valid until", type: "date" },
  { path: "policy.boundDate", label: "Bound on", type: "date" },
  { path: "policy.cancellationReason", label: "Reason for cancellation", type: "text" },
  { path: "insured.name", label: "Insured name", type: "text" },
  { path: "insured.registrationNumber", label: "Insured ABN / NZBN", type: "text" },
  { path: "insured.contactName", label: "Insured contact", type: "text" },
  { path: "insured.email", label: "Insured email", type: "text" },
  { path: "insured.phone", label: "Insured phone", type: "text" },
  { path: "insured.address.text", label: "Insured address", type: "text" },
  { path: "broker.companyName", label: "Broker", type: "text" },
  { path: "broker.contactName", label: "Broker contact", type: "text" },
  { path: "broker.contactEmail", label: "Broker email", type: "text" },
  { path: "underwriter.companyName", label: "Underwriter", type: "text" },
  { path: "underwriter.contactName", label: "Assigned underwriter", type: "text" },
  { path: "underwriter.contactEmail", label: "Underwriter email", type: "text" },
  { path: "premium.basePremium", label: "Base premium", type: "money" },
  { path: "premium.grossPremium", label: "Gross premium", type: "money" },
  { path: "premium.totalGst", label: "Total GST", type: "money" },
  { path: "premium.stampDuty", label: "Stamp duty", type: "money" },
  { path: "premium.amountPayable", label: "Amount payable", type: "money" },
  { path: "premium.brokerCommission", label: "Broker commission", type: "money" },
  { path: "premium.netPremium", label: "Net premium", type: "money" },
  {
    path: "premium.isRefund",
    label: "Is a return premium",
    type: "text",
    description: "True when the amount is refundable to the insured",
  },
  { path: "premium.amountDue", label: "Amount payable or refundable", type: "money" },
  { path: "premium.gstDue", label: "GST payable or refundable", type: "money" },
  { path: "premium.stampDutyDue", label: "Stamp duty payable or refundable", type: "money" },
  { path: "term.status", label: "Policy status", type: "text" },
  { path: "term.coverEnd", label: "Cover ends", type: "date" },
  { path: "term.grossPremium", label: "Term gross premium to date", type: "money" },
  { path: "term.totalGst", label: "Term GST to date", type: "money" },
  { path: "term.stampDuty", label: "Term stamp duty to date", type: "money" },
  { path: "term.amountPayable", label: "Term amount payable to date", type: "money" },
  { path: "term.brokerCommission", label: "Term broker commission to date", type: "money" },
  { path: "term.netPremium", label: "Term net premium to date", type: "money" },
  { path: "agreement.name", label: "Binding agreement", type: "text" },
  { path: "agreement.agreementNumber", label: "Agreement number", type: "text" },
  { path: "agreement.uniqueMarketReference", label: "Unique market reference", type: "text" },
  { path: "agreement.insurerName", label: "Insurer", type: "text" },
  { path: "premium.lines", label: "Premium lines (loop)", type: "list" },
  { path: "endorsements", label: "Endorsements (loop)", type: "list" },
  { path: "syndicates", label: "Syndicate shares (loop)", type: "list" },
  {
    path: "premium_table",
    label: "Premium table",
    type: "block",
    description: "Every premium line to the cent, as a table",
  },
  {
    path: "endorsements",
    label: "Endorsement wordings",
    type: "block",
    description: "Each endorsement's name and wording",
  },
  {
    path: "syndicate_table",
    label: "Syndicate shares table",
    type: "block",
    description: "Each syndicate's share and premium",
  },
];

/** How a merge field is written into a template: a value, or a block tag on its own line. */
export function mergeFieldSnippet(field: MergeField): string {
  if (field.type === "block") return `{% ${field.path} %}`;
  if (field.type === "list") return `{% for item in ${field.path} %}{{ item }}{% endfor %}`;
  if (field.type === "money") return `{{ ${field.path} | money }}`;
  if (field.type === "date") return `{{ ${field.path} | date_au }}`;
  return `{{ ${field.path} }}`;
}

const line = (
  kind: string,
  label: string,
  amount: string,
  options: { percent?: string | null; total?: boolean; negative?: boolean } = {},
): DocumentPremiumLine => ({
  kind,
  label,
  amount: options.negative && amount !== "0.00" ? `-${amount}` : amount,
  percent: options.percent ?? null,
  total: options.total ?? false,
});

/**
 * The lines of a premium breakdown in the order an insurer prints them. Zero fees and levies
 * are left out; premiums, GST, stamp duty and the amount payable always print.
 */
export function premiumLines(b: PremiumBreakdown): DocumentPremiumLine[] {
  const lines: DocumentPremiumLine[] = [line("rated", "Rated premium", b.ratedPremium)];
  for (const c of b.standardCharges) lines.push(line("charge", c.name, c.amount, c));
  lines.push(line("base", "Base premium", b.basePremium, { total: true }));
  for (const c of b.otherCharges) lines.push(line("other", c.name, c.amount, c));
  for (const c of b.discountCharges)
    lines.push(line("discount", c.name, c.amount, { ...c, negative: true }));
  lines.push(line("gross", "Gross premium", b.grossPremium, { total: true }));
  if (b.emergencyServicesLevy !== "0.00")
    lines.push(line("levy", "Emergency services levy", b.emergencyServicesLevy));
  lines.push(line("gst", "GST on premium", b.premiumGst));
  lines.push(line("stampDuty", "Stamp duty", b.stampDuty));
  if (b.adminFee !== "0.00") {
    lines.push(line("adminFee", "Administration fee", b.adminFee));
    lines.push(line("adminFeeGst", "GST on administration fee", b.adminFeeGst));
  }
  if (b.brokerFee !== "0.00") {
    lines.push(line("brokerFee", "Broker fee", b.brokerFee));
    lines.push(line("brokerFeeGst", "GST on broker fee", b.brokerFeeGst));
  }
  lines.push(line("amountPayable", "Total amount payable", b.amountPayable, { total: true }));
  return lines;
}

const positive = (amount: string) => (amount.startsWith("-") ? amount.slice(1) : amount);
const negated = (amount: string) =>
  amount === "0.00" ? amount : amount.startsWith("-") ? amount.slice(1) : `-${amount}`;

/**
 * A return premium's lines as the refund reads them: each amount is what goes back (positive),
 * a discount taken back negative, and the total is the amount refundable.
 */
function refundLines(lines: DocumentPremiumLine[]): DocumentPremiumLine[] {
  return lines.map((l) => ({
    ...l,
    amount: negated(l.amount),
    label: l.kind === "amountPayable" ? "Total amount refundable" : l.label,
  }));
}

/** The `premium` section of the data model from a breakdown. */
export function premiumSection(b: PremiumBreakdown): DocumentData["premium"] {
  const isRefund = b.amountPayable.startsWith("-") && b.amountPayable !== "-0.00";
  const lines = premiumLines(b);
  return {
    lines: isRefund ? refundLines(lines) : lines,
    basePremium: b.basePremium,
    grossPremium: b.grossPremium,
    totalGst: b.totalGst,
    stampDuty: b.stampDuty,
    amountPayable: b.amountPayable,
    brokerCommission: b.brokerCommission,
    netPremium: b.netPremium,
    isRefund,
    amountDue: positive(b.amountPayable),
    gstDue: positive(b.totalGst),
    stampDutyDue: positive(b.stampDuty),
  };
}

/** The `premium` section of a transaction not priced yet (an email on a proposal): empty. */
export function unpricedPremiumSection(): DocumentData["premium"] {
  return {
    lines: [],
    basePremium: "",
    grossPremium: "",
    totalGst: "",
    stampDuty: "",
    amountPayable: "",
    brokerCommission: "",
    netPremium: "",
    isRefund: false,
    amountDue: "",
    gstDue: "",
    stampDutyDue: "",
  };
}

/** The `term` section from the term's premium (null: nothing bound yet) and its status. */
export function termSection(
  b: PremiumBreakdown | null,
  status: { label: string; coverEnd: string },
): DocumentData["term"] {
  return {
    status: status.label,
    coverEnd: status.coverEnd,
    grossPremium: b?.grossPremium ?? "",
    totalGst: b?.totalGst ?? "",
    stampDuty: b?.stampDuty ?? "",
    amountPayable: b?.amountPayable ?? "",
    brokerCommission: b?.brokerCommission ?? "",
    netPremium: b?.netPremium ?? "",
  };
}

/** What a change's documents are called in place of the policy's (`documentTitle`). */
const changeTitles = new Map<string, string>([
  ["adjustment", "endorsement"],
  ["cancellation", "cancellation"],
  ["reinstatement", "reinstatement"],
]);

/**
 * A generated document's title on its transaction: a change is never titled as the policy
 * itself. On an adjustment, cancellation or reinstatement a "policy schedule" becomes an
 * "endorsement schedule", a "cancellation schedule" or a "reinstatement schedule"; any other
 * name says what it is in brackets.
 */
export function documentTitle(name: string, event: string): string {
  const kind = changeTitles.get(event);
  if (!kind) return name;
  const renamed = name.replace(/\bpolicy schedule\b/i, (m) =>
    m[0] === "P" ? `${kind[0]!.toUpperCase()}${kind.slice(1)} schedule` : `${kind} schedule`,
  );
  return renamed !== name ? renamed : `${name} (${kind})`;
}

export function addressText(a: Omit<DocumentAddress, "text">): string {
  const cityLine = [a.city, a.state, a.postcode].filter(Boolean).join(" ");
  return [a.line1, a.line2, cityLine, a.country === "NZ" ? "New Zealand" : "Australia"]
    .filter((part) => part && String(part).trim())
    .join(", ");
}
