import { type InsuranceClassId, insuranceClassNames, transactionTypeCodes } from "../enums.ts";
import type { ProposalForm } from "../proposal-form/model.ts";
import { termPremium } from "../rating/term-premium.ts";
import { policyStatus } from "../risks/policy-status.ts";
import type { TRiskPackageView } from "../risks/views.ts";
import { answerLabels } from "./answer-labels.ts";
import {
  addressText,
  DOCUMENT_DATA_MODEL_VERSION,
  type DocumentData,
  type DocumentEndorsement,
  type DocumentSyndicateShare,
  premiumSection,
  termSection,
  unpricedPremiumSection,
} from "./data-model.ts";

const transactionTypeNames: Record<number, string> = {
  1: "New business",
  2: "Adjustment",
  3: "Cancellation",
  4: "Renewal",
};
const transactionStatusNames: Record<number, string> = {
  1: "Initiated",
  2: "Submitted",
  3: "Quoted",
  4: "Declined",
  5: "Referred",
  6: "Not taken up",
  7: "Bound",
};

/** What the risk view does not carry and the generating job looks up. */
export interface DocumentExtras {
  title: string;
  event: string;
  /** `YYYY-MM-DD` in the product's time zone. */
  today: string;
  insuranceClassId: InsuranceClassId | null;
  currency: string;
  brokerContactEmail: string | null;
  underwriterContactEmail: string | null;
  underwriterLogoFileVersionId: number | null;
  endorsements: DocumentEndorsement[];
  agreement: DocumentData["agreement"];
  syndicates: DocumentSyndicateShare[];
  /**
   * The transaction's own answers (an earlier transaction's document prints what was insured
   * then, not the risk's latest answers); the risk's current answers when absent.
   */
  answers?: Record<string, unknown>;
  /** The risk's proposal form (dataset options resolved): the answers' labels come from it. */
  form?: ProposalForm | null;
  /** Formula names the product shows on documents (property formulas "show on premium summary"). */
  formulaNames?: readonly string[];
  /**
   * The transaction may have no premium yet (an email on a proposal sent before quoting): the
   * premium fields are then empty instead of refused. Documents never set it.
   */
  unpriced?: boolean;
}

const isoDate = (seconds: number | null) =>
  seconds === null ? null : new Date(seconds * 1000).toISOString().slice(0, 10);

/**
 * The merge data of one transaction of a risk package: the main product's risk and the
 * transaction with that id. Throws when the transaction has no premium (documents are made for
 * quoted and bound transactions only).
 */
export function buildDocumentData(
  pkg: TRiskPackageView,
  transactionId: number,
  extras: DocumentExtras,
): DocumentData {
  const risk = pkg.risks.find((r) => r.transactions.some((t) => t.id === transactionId));
  const tx = risk?.transactions.find((t) => t.id === transactionId);
  if (!risk || !tx) throw new RangeError(`Transaction ${transactionId} is not on this package`);
  if (!tx.premium && !extras.unpriced)
    throw new RangeError(`Transaction ${transactionId} has no premium`);
  const address = {
    line1: pkg.insured.address.line1 ?? null,
    line2: pkg.insured.address.line2 ?? null,
    city: pkg.insured.address.city ?? null,
    state: pkg.insured.address.state ?? null,
    postcode: pkg.insured.address.postcode ?? null,
    country: pkg.insured.address.country,
  };
  const answers = extras.answers ?? risk.answers;
  const premium = tx.premium ? premiumSection(tx.premium) : unpricedPremiumSection();
  const shown = extras.formulaNames ? new Set(extras.formulaNames) : null;
  const formulas: DocumentData["formulas"] = {};
  for (const v of tx.values) {
    if (shown && !shown.has(v.name)) continue;
    formulas[v.name] = { title: v.title, value: v.value === null ? "" : String(v.value) };
  }
  return {
    dataModelVersion: DOCUMENT_DATA_MODEL_VERSION,
    document: { title: extras.title, event: extras.event, generatedOn: extras.today },
    policy: {
      reference: pkg.reference,
      policyNumber: pkg.policyNumber,
      packageName: pkg.productPackage.name,
      productName: risk.productName,
      insuranceClass: extras.insuranceClassId ? insuranceClassNames[extras.insuranceClassId] : "",
      transactionType: transactionTypeNames[tx.type] ?? String(tx.type),
      transactionCode: transactionTypeCodes[tx.type as 1 | 2 | 3 | 4] ?? "",
      transactionStatus: transactionStatusNames[tx.status] ?? String(tx.status),
      inceptionDate: pkg.inceptionDate,
      expiryDate: pkg.expiryDate,
      effectiveDate: tx.effectiveDate,
      termMonths: pkg.termMonths,
      quoteExpiryDate: isoDate(tx.quoteExpiresAt),
      boundDate: isoDate(tx.boundAt),
      currency: extras.currency.toUpperCase(),
      cancellationReason: tx.cancellationReason ?? null,
    },
    insured: {
      name: pkg.insured.name,
      registrationNumber: pkg.insured.registrationNumber ?? null,
      contactName: pkg.insured.contactName ?? null,
      email: pkg.insured.email ?? null,
      phone: pkg.insured.phone ?? null,
      address: { ...address, text: addressText(address) },
      interestedParties: pkg.insured.interestedParties.map((p) => ({
        name: p.name,
        interest: p.interest ?? null,
      })),
    },
    broker: {
      companyName: pkg.brokerCompany.name,
      contactName: pkg.brokerUser?.name ?? null,
      contactEmail: extras.brokerContactEmail,
    },
    underwriter: {
      companyName: pkg.underwriterCompany.name,
      contactName: pkg.assignedUnderwriter?.name ?? null,
      contactEmail: extras.underwriterContactEmail,
      logoFileVersionId: extras.underwriterLogoFileVersionId,
    },
    premium,
    term: termAt(pkg, tx, risk.transactions, extras.today),
    answers,
    answerLabels: answerLabels(extras.form, answers),
    formulas,
    endorsements: extras.endorsements,
    agreement: extras.agreement,
    // A return premium's shares are what each syndicate gives back, as its lines are.
    syndicates: premium.isRefund
      ? extras.syndicates.map((s) => ({ ...s, premium: s.premium.replace(/^-/, "") }))
      : extras.syndicates,
  };
}

/**
 * The term as the transaction leaves it: the package's transactions written up to its change,
 * summed by `termPremium` and read by `policyStatus` on the document's date, so an earlier
 * document keeps what it printed. A change writes one transaction on each risk it touches, the
 * main risk's first (an add-on alone gives the main risk a zero adjustment), so the change ends
 * where the transaction's own risk has its next one.
 */
function termAt(
  pkg: TRiskPackageView,
  tx: { id: number },
  own: readonly { id: number }[],
  today: string,
) {
  const next = own.find((t) => t.id > tx.id)?.id ?? Number.POSITIVE_INFINITY;
  const written = <T extends { id: number }>(list: readonly T[]) => list.filter((t) => t.id < next);
  return termSection(
    termPremium(written(pkg.risks.flatMap((r) => r.transactions))),
    policyStatus({ expiryDate: pkg.expiryDate }, written(pkg.risks[0]?.transactions ?? []), today),
  );
}
