/**
 * Insurers' bordereaux: per binding agreement and period, one row per bound
 * transaction written under it, with the Lloyd's Coverholder Reporting Standards v5.2 column
 * names where they exist. The premium bordereau carries gross premium, the section's coverholder
 * commission (percent and amount), the tax blocks (GST, stamp duty, emergency services levy,
 * each with its territory, taxable premium, rate and amount), total taxes and levies, net
 * premium, settlement currency and rate of exchange, and the split of gross, commission and net
 * across the section's quota share syndicates. The risk bordereau carries the risk's facts.
 *
 * Reconciliation (tested): commission = gross × % to the cent (half away from zero); net = gross
 * − commission; each syndicate's net = its gross − its commission; the parts add up to the row.
 */
import { insuranceClassNames, transactionTypeCodes } from "../enums.ts";
import { fromCents, percentOfCents, splitCents, toCents, toPercentUnits } from "./cents.ts";
import type { ExportColumn } from "./writers.ts";

/** A column of a bordereau: its value as text, and how a spreadsheet should hold it. */
export interface BordereauColumn<Row> extends ExportColumn<Row> {
  kind: "text" | "date" | "money" | "percent" | "number";
}

export interface BordereauSyndicate {
  /** The syndicate's id in the agency's syndicates. */
  id: number;
  /** "Syndicate 2623" for a Lloyd's syndicate, else its name. */
  label: string;
}

export interface BordereauSection {
  key: string;
  name: string;
  coverholderCommissionPercent: string;
  maximumPremiumLimit: string | null;
  notifiablePremiumLimit: string | null;
  shares: { syndicateId: number; sharePercent: string }[];
}

/** What one bound transaction brings from the database (strings as stored). */
export interface BordereauFacts {
  transactionId: number;
  sectionKey: string;
  riskCode: string | null;
  certificateReference: string;
  insuredName: string;
  insuredState: string | null;
  insuredPostcode: string | null;
  insuredCountry: string | null;
  inceptionDate: string;
  expiryDate: string;
  transactionType: number;
  effectiveDate: string;
  /** Bound date in the agreement's time zone (the reporting month). */
  boundDate: string;
  currency: string;
  classId: number | null;
  productName: string;
  grossPremium: string;
  emergencyServicesLevy: string;
  premiumGst: string;
  stampDuty: string;
  gstRate: string | null;
  stampDutyRate: string | null;
  levyRate: string | null;
}

/** A bordereau row: the facts with every amount in cents, computed once. */
export interface BordereauLine {
  facts: BordereauFacts;
  sectionName: string;
  commissionPercent: string;
  settlementCurrency: string;
  gross: number;
  commission: number;
  net: number;
  levy: number;
  gst: number;
  duty: number;
  totalTaxes: number;
  /** Per syndicate of the bordereau's column list (0 when not on this section). */
  syndicates: { percent: string; gross: number; commission: number; net: number }[];
}

const RISK_TRANSACTION_TYPE: Record<number, string> = {
  1: "New",
  2: "Endorsement",
  3: "Cancellation",
  4: "Renewal",
};

/** CRS "Premium Transaction Type": original (NB, REN), additional or return (by sign). */
export function premiumTransactionType(type: number, grossCents: number): string {
  if (type === 1 || type === 4) return grossCents < 0 ? "Return Premium" : "Original Premium";
  return grossCents < 0 ? "Return Premium" : "Additional Premium";
}

export interface SectionPlan {
  section: BordereauSection;
  commissionUnits: number;
  /** Per bordereau syndicate column: its share units on this section, or null. */
  columns: (number | null)[];
  /** Per bordereau syndicate column: its share as a percentage ("37.5"), or "" (made once). */
  percents: string[];
  /** The section's shares in its own order (the split's tie-break order). */
  units: number[];
  /** For each of `units`, its column index. */
  columnOf: number[];
}

/** Prepares a section once per export (percentages parsed, syndicates mapped to columns). */
export function planSection(
  section: BordereauSection,
  syndicates: readonly BordereauSyndicate[],
): SectionPlan {
  const columnIndex = new Map(syndicates.map((s, i) => [s.id, i]));
  const columns: (number | null)[] = syndicates.map(() => null);
  const units = section.shares.map((share) => toPercentUnits(share.sharePercent));
  const columnOf = section.shares.map((share) => columnIndex.get(share.syndicateId) ?? -1);
  columnOf.forEach((column, i) => {
    if (column >= 0) columns[column] = units[i]!;
  });
  return {
    section,
    commissionUnits: toPercentUnits(section.coverholderCommissionPercent),
    columns,
    percents: columns.map((units) => (units === null ? "" : String(units / 10_000))),
    units,
    columnOf,
  };
}

export function bordereauLine(
  facts: BordereauFacts,
  plan: SectionPlan,
  settlementCurrency: string,
): BordereauLine {
  const gross = toCents(facts.grossPremium);
  const commission = percentOfCents(gross, plan.commissionUnits);
  const levy = toCents(facts.emergencyServicesLevy);
  const gst = toCents(facts.premiumGst);
  const duty = toCents(facts.stampDuty);
  const grossParts = splitCents(gross, plan.units);
  const commissionParts = splitCents(commission, plan.units);
  const syndicates = plan.percents.map((percent) => ({
    percent,
    gross: 0,
    commission: 0,
    net: 0,
  }));
  plan.columnOf.forEach((column, i) => {
    const target = syndicates[column];
    if (!target) return;
    target.gross = grossParts[i]!;
    target.commission = commissionParts[i]!;
    target.net = grossParts[i]! - commissionParts[i]!;
  });
  return {
    facts,
    sectionName: plan.section.name,
    commissionPercent: plan.section.coverholderCommissionPercent,
    settlementCurrency,
    gross,
    commission,
    net: gross - commission,
    levy,
    gst,
    duty,
    totalTaxes: levy + gst + duty,
    syndicates,
  };
}

type Col = BordereauColumn<BordereauLine>;
const text = (header: string, key: string, value: (l: BordereauLine) => string): Col => ({
  key,
  header,
  kind: "text",
  value,
});
const date = (header: string, key: string, value: (l: BordereauLine) => string): Col => ({
  key,
  header,
  kind: "date",
  plain: true,
  value,
});
const money = (header: string, key: string, value: (l: BordereauLine) => number): Col => ({
  key,
  header,
  kind: "money",
  plain: true,
  value: (l) => fromCents(value(l)),
});
const percent = (header: string, key: string, value: (l: BordereauLine) => string): Col => ({
  key,
  header,
  kind: "percent",
  plain: true,
  value,
});
/** A stored tax rate (a fraction, "0.1") as a percentage ("10"); the few rates met are kept. */
const ratePercents = new Map<string, string>();
function ratePercent(rate: string | null): string {
  if (rate === null || rate === "") return "";
  let percent = ratePercents.get(rate);
  if (percent === undefined) {
    percent = String(Number((Number(rate) * 100).toFixed(6)));
    if (ratePercents.size < 1000) ratePercents.set(rate, percent);
  }
  return percent;
}
const territory = (f: BordereauFacts) =>
  f.insuredCountry === "NZ" ? "NZ" : (f.insuredState ?? f.insuredCountry ?? "");

const identity: Col[] = [
  text("Section No", "section", (l) => l.sectionName),
  text("Risk Code", "riskCode", (l) => l.facts.riskCode ?? ""),
  text("Certificate Reference", "certificateReference", (l) => l.facts.certificateReference),
  text("Insured Full Name or Company Name", "insured", (l) => l.facts.insuredName),
  text("Insured State, Province, Territory, Canton etc.", "insuredState", (l) =>
    territory(l.facts),
  ),
  text("Insured Postcode, Zip or similar", "insuredPostcode", (l) => l.facts.insuredPostcode ?? ""),
  text("Insured Country", "insuredCountry", (l) => l.facts.insuredCountry ?? ""),
  date("Risk Inception Date", "inceptionDate", (l) => l.facts.inceptionDate),
  date("Risk Expiry Date", "expiryDate", (l) => l.facts.expiryDate),
  text(
    "Risk Transaction Type",
    "riskTransactionType",
    (l) => RISK_TRANSACTION_TYPE[l.facts.transactionType] ?? String(l.facts.transactionType),
  ),
  text(
    "Transaction Type Code",
    "transactionType",
    (l) =>
      transactionTypeCodes[l.facts.transactionType as 1 | 2 | 3 | 4] ??
      String(l.facts.transactionType),
  ),
  date("Effective Date of Transaction", "effectiveDate", (l) => l.facts.effectiveDate),
  date("Date Bound", "boundDate", (l) => l.facts.boundDate),
];

function syndicateColumns(syndicates: readonly BordereauSyndicate[], premium: boolean): Col[] {
  return syndicates.flatMap((s, i) => {
    const share = percent(
      `${s.label} Share %`,
      `syndicate${s.id}Share`,
      (l) => l.syndicates[i]!.percent,
    );
    if (!premium) return [share];
    return [
      share,
      money(`${s.label} Gross Premium`, `syndicate${s.id}Gross`, (l) => l.syndicates[i]!.gross),
      money(
        `${s.label} Commission Amount`,
        `syndicate${s.id}Commission`,
        (l) => l.syndicates[i]!.commission,
      ),
      money(`${s.label} Net Premium`, `syndicate${s.id}Net`, (l) => l.syndicates[i]!.net),
    ];
  });
}

/** The premium bordereau's columns for an agreement period's syndicates. */
export function premiumBordereauColumns(syndicates: readonly BordereauSyndicate[]): Col[] {
  const tax = (
    n: number,
    type: string,
    taxable: (l: BordereauLine) => number,
    rate: (f: BordereauFacts) => string | null,
    amount: (l: BordereauLine) => number,
  ): Col[] => [
    text(`Tax Jurisdiction ${n}`, `taxJurisdiction${n}`, (l) => territory(l.facts)),
    text(`Tax Type ${n}`, `taxType${n}`, () => type),
    money(`Taxable Premium ${n}`, `taxablePremium${n}`, taxable),
    percent(`Tax Rate ${n}`, `taxRate${n}`, (l) => ratePercent(rate(l.facts))),
    money(`Tax Amount ${n}`, `taxAmount${n}`, amount),
  ];
  return [
    ...identity,
    text("Premium Transaction Type", "premiumTransactionType", (l) =>
      premiumTransactionType(l.facts.transactionType, l.gross),
    ),
    text("Original Currency", "originalCurrency", (l) => l.facts.currency.toUpperCase()),
    money("Gross Premium Paid this Time", "grossPremium", (l) => l.gross),
    percent("Commission %", "commissionPercent", (l) => l.commissionPercent),
    money("Commission Amount", "commissionAmount", (l) => l.commission),
    ...tax(
      1,
      "GST",
      (l) => l.gross + l.levy,
      (f) => f.gstRate,
      (l) => l.gst,
    ),
    ...tax(
      2,
      "Stamp Duty",
      (l) => l.gross + l.levy + l.gst,
      (f) => f.stampDutyRate,
      (l) => l.duty,
    ),
    ...tax(
      3,
      "Emergency Services Levy",
      (l) => l.gross,
      (f) => f.levyRate,
      (l) => l.levy,
    ),
    money("Total Taxes and Levies", "totalTaxes", (l) => l.totalTaxes),
    money("Net Premium", "netPremium", (l) => l.net),
    text("Settlement Currency", "settlementCurrency", (l) => l.settlementCurrency.toUpperCase()),
    {
      key: "rateOfExchange",
      header: "Rate of Exchange",
      kind: "number",
      plain: true,
      value: (l) => (l.facts.currency === l.settlementCurrency ? "1" : ""),
    },
    ...syndicateColumns(syndicates, true),
  ];
}

/** The risk bordereau's columns. */
export function riskBordereauColumns(syndicates: readonly BordereauSyndicate[]): Col[] {
  return [
    ...identity,
    text("Class of Business", "classOfBusiness", (l) =>
      l.facts.classId === null
        ? ""
        : (insuranceClassNames[l.facts.classId as keyof typeof insuranceClassNames] ?? ""),
    ),
    text("Product", "product", (l) => l.facts.productName),
    text("Original Currency", "originalCurrency", (l) => l.facts.currency.toUpperCase()),
    money("Gross Premium Paid this Time", "grossPremium", (l) => l.gross),
    ...syndicateColumns(syndicates, false),
  ];
}

export const bordereauKinds = ["risk", "premium"] as const;
export type BordereauKind = (typeof bordereauKinds)[number];
export const bordereauFormats = ["csv", "xlsx"] as const;
export type BordereauFormat = (typeof bordereauFormats)[number];

export function bordereauFileName(
  kind: BordereauKind,
  umr: string,
  dateFrom: string,
  dateTo: string,
  format: BordereauFormat,
): string {
  const safe = umr.replace(/[^\w-]+/g, "_");
  return `${kind}_bordereau_${safe}_${dateFrom.replaceAll("-", "")}_${dateTo.replaceAll("-", "")}.${format}`;
}
