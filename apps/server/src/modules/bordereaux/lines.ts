/**
 * A bordereau's database row as its line (amounts in cents, the syndicates' split): pure, so the
 * CSV workers (`csv-worker.ts`) make lines exactly as the live totals and the xlsx do.
 */
import {
  type BordereauFacts,
  type BordereauKind,
  type BordereauLine,
  type BordereauSection,
  type BordereauSyndicate,
  bordereauLine,
  planSection,
  premiumBordereauColumns,
  riskBordereauColumns,
  type SectionPlan,
} from "@platform/domain/reports/bordereau";

/** A database row of the bordereau's query, its columns in select order. */
export type DbRow = readonly unknown[];

/** What a line needs of the agreement and the period as the reader sees them. */
export interface LineSetup {
  currency: string;
  sections: readonly BordereauSection[];
  syndicates: readonly BordereauSyndicate[];
}

/** What a CSV worker needs: plain data, copied into the thread. */
export interface CsvSetup extends LineSetup {
  kind: BordereauKind;
}

const text = (v: unknown) => (v === null || v === undefined ? null : String(v));

/** The row's columns, in the order `rows.ts` selects them. */
export function bordereauFacts(row: DbRow): BordereauFacts {
  return {
    transactionId: Number(row[0]),
    sectionKey: String(row[1] ?? ""),
    riskCode: text(row[2]),
    certificateReference: String(row[3]),
    insuredName: String(row[4]),
    insuredState: text(row[5]),
    insuredPostcode: text(row[6]),
    insuredCountry: text(row[7]),
    inceptionDate: String(row[8]),
    expiryDate: String(row[9]),
    transactionType: Number(row[10]),
    effectiveDate: String(row[11]),
    boundDate: String(row[12]),
    currency: String(row[13] ?? ""),
    classId: row[14] === null ? null : Number(row[14]),
    productName: String(row[15] ?? ""),
    grossPremium: String(row[16] ?? "0"),
    emergencyServicesLevy: String(row[17] ?? "0"),
    premiumGst: String(row[18] ?? "0"),
    stampDuty: String(row[19] ?? "0"),
    gstRate: text(row[20]),
    stampDutyRate: text(row[21]),
    levyRate: text(row[22]),
  };
}

/** Turns database rows into lines; a row written under a section the reader's version no
 * longer has gets no commission and no split. */
export function lineMaker({
  currency,
  sections,
  syndicates,
}: LineSetup): (row: DbRow) => BordereauLine {
  const plans = new Map<string, SectionPlan>(
    sections.map((s) => [s.key, planSection(s, syndicates)] as const),
  );
  const planOf = (key: string) => {
    let plan = plans.get(key);
    if (!plan) {
      plan = planSection(
        {
          key,
          name: key,
          coverholderCommissionPercent: "0",
          maximumPremiumLimit: null,
          notifiablePremiumLimit: null,
          shares: [],
        },
        syndicates,
      );
      plans.set(key, plan);
    }
    return plan;
  };
  return (row) => {
    const facts = bordereauFacts(row);
    return bordereauLine(facts, planOf(facts.sectionKey), currency);
  };
}

/** The bordereau's columns for its kind. */
export function bordereauColumns(kind: BordereauKind, syndicates: readonly BordereauSyndicate[]) {
  return kind === "premium"
    ? premiumBordereauColumns(syndicates)
    : riskBordereauColumns(syndicates);
}
