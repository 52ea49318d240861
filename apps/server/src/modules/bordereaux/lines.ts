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

/**
 * The columns of the bordereau's query, in select order: rows arrive as arrays (the streamed
 * exports read them that way, for speed), and are read by name through `cell`.
 */
export const BORDEREAU_COLUMNS = [
  "id",
  "sectionKey",
  "riskCode",
  "certificate",
  "insuredName",
  "state",
  "postcode",
  "country",
  "inception",
  "expiry",
  "type",
  "effective",
  "boundDate",
  "currency",
  "classId",
  "product",
  "gross",
  "levy",
  "gst",
  "duty",
  "gstRate",
  "dutyRate",
  "levyRate",
  "boundKey",
] as const;
export type BordereauColumn = (typeof BORDEREAU_COLUMNS)[number];

/** A database row of the bordereau's query, its columns in `BORDEREAU_COLUMNS` order. */
export type DbRow = readonly unknown[];

const position = Object.fromEntries(BORDEREAU_COLUMNS.map((c, i) => [c, i])) as Record<
  BordereauColumn,
  number
>;

/** One named cell of a row. */
export const cell = (row: DbRow, column: BordereauColumn) => row[position[column]];

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

/** The row's facts, read by column name. */
export function bordereauFacts(row: DbRow): BordereauFacts {
  const at = (column: BordereauColumn) => cell(row, column);
  const classId = at("classId");
  return {
    transactionId: Number(at("id")),
    sectionKey: String(at("sectionKey") ?? ""),
    riskCode: text(at("riskCode")),
    certificateReference: String(at("certificate")),
    insuredName: String(at("insuredName")),
    insuredState: text(at("state")),
    insuredPostcode: text(at("postcode")),
    insuredCountry: text(at("country")),
    inceptionDate: String(at("inception")),
    expiryDate: String(at("expiry")),
    transactionType: Number(at("type")),
    effectiveDate: String(at("effective")),
    boundDate: String(at("boundDate")),
    currency: String(at("currency") ?? ""),
    classId: classId === null ? null : Number(classId),
    productName: String(at("product") ?? ""),
    grossPremium: String(at("gross") ?? "0"),
    emergencyServicesLevy: String(at("levy") ?? "0"),
    premiumGst: String(at("gst") ?? "0"),
    stampDuty: String(at("duty") ?? "0"),
    gstRate: text(at("gstRate")),
    stampDutyRate: text(at("dutyRate")),
    levyRate: text(at("levyRate")),
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
