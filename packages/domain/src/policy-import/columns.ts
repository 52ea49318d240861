/**
 * The policy data import file (SPEC §2, §5): one row per transaction, the columns below in any
 * order, their header names case-insensitive. The catalogue is the single source of the column
 * list: the header mapping, the row parser, the template and the OpenAPI description read it.
 */
import { importMessages } from "./messages.ts";
import type { ImportIssue } from "./types.ts";

export type ImportColumnType =
  | "text"
  | "date"
  | "money"
  | "transactionType"
  | "country"
  | "email"
  | "registrationNumber"
  | "json";

export interface ImportColumn {
  name: string;
  required: boolean;
  type: ImportColumnType;
  help: string;
  sample: string;
}

const column = (
  name: string,
  required: boolean,
  type: ImportColumnType,
  help: string,
  sample: string,
): ImportColumn => ({ name, required, type, help, sample });

export const importColumns = [
  column("policyNumber", true, "text", "The policy's number in the previous system.", "PI-000123"),
  column(
    "transactionType",
    true,
    "transactionType",
    "NB (new business), ADJ (adjustment), CAN (cancellation) or REN (renewal).",
    "NB",
  ),
  column(
    "effectiveDate",
    true,
    "date",
    "The date the transaction takes effect, YYYY-MM-DD.",
    "2026-07-01",
  ),
  column(
    "inceptionDate",
    true,
    "date",
    "The first day of the policy's term, YYYY-MM-DD.",
    "2026-07-01",
  ),
  column(
    "expiryDate",
    true,
    "date",
    "The day the term ends, YYYY-MM-DD, after inception.",
    "2027-07-01",
  ),
  column(
    "bindDate",
    true,
    "date",
    "The day the transaction was bound, YYYY-MM-DD, not in the future.",
    "2026-06-28",
  ),
  column(
    "product",
    true,
    "text",
    "The code or name of one of your products.",
    "Professional Indemnity",
  ),
  column("insuredName", true, "text", "The insured's name.", "Harbour Consulting Pty Ltd"),
  column(
    "insuredState",
    true,
    "text",
    "The insured's state (NSW, VIC, QLD, SA, WA, TAS, ACT, NT) or NZ region.",
    "NSW",
  ),
  column("insuredPostcode", true, "text", "The insured's postcode, 4 digits.", "2000"),
  column("insuredCountry", true, "country", "AU or NZ.", "AU"),
  column(
    "brokerage",
    true,
    "text",
    "The handle or name of a brokerage connected to you.",
    "harbour-brokers",
  ),
  column(
    "basePremium",
    true,
    "money",
    "Base premium, a decimal amount (negative for a return).",
    "1000.00",
  ),
  column(
    "grossPremium",
    true,
    "money",
    "Gross premium: base premium plus other charges minus discounts.",
    "1000.00",
  ),
  column("gst", true, "money", "GST on the premium.", "100.00"),
  column("stampDuty", true, "money", "Stamp duty on premium plus GST.", "55.00"),
  column(
    "currency",
    true,
    "text",
    "AUD for an Australian insured, NZD for a New Zealand one.",
    "AUD",
  ),
  column(
    "insuredRegistrationNumber",
    false,
    "registrationNumber",
    "ABN (AU) or NZBN (NZ), checked.",
    "51824753556",
  ),
  column("insuredAddressLine1", false, "text", "The insured's street address.", "1 George Street"),
  column("insuredCity", false, "text", "The insured's city or suburb.", "Sydney"),
  column(
    "insuredEmail",
    false,
    "email",
    "The insured's email address.",
    "accounts@harbour.example",
  ),
  column(
    "brokerCommission",
    false,
    "money",
    "The broker's commission, taken out of premium.",
    "150.00",
  ),
  column("administrationFee", false, "money", "The agency's administration fee.", "0.00"),
  column(
    "otherCharges",
    false,
    "money",
    "Charges added to base premium (gross = base + other charges − discounts).",
    "0.00",
  ),
  column("discountCharges", false, "money", "Discounts removed from base premium.", "0.00"),
  column("assignedUnderwriterEmail", false, "email", "The email of the underwriter to assign.", ""),
  column(
    "bindingAgreementNumber",
    false,
    "text",
    "The binding agreement the policy was written under.",
    "",
  ),
  column("section", false, "text", "The binding agreement's section.", ""),
  column("riskCode", false, "text", "The Lloyd's risk code.", ""),
  column("previousPolicyNumber", false, "text", "For a renewal: the policy it renews.", ""),
  column("cancellationReason", false, "text", "For a cancellation: why.", ""),
  column("answers", false, "json", "The proposal answers as a JSON object.", '{"employees":4}'),
] as const satisfies readonly ImportColumn[];

export type ImportColumnName = (typeof importColumns)[number]["name"];

const byLowerName = new Map<string, ImportColumn>(
  importColumns.map((c) => [c.name.toLowerCase(), c]),
);

/** Where each known column sits in the file, and what is wrong with the header. */
export interface HeaderMapping {
  /** Position of each known column in a record (unknown and repeated headers are left out). */
  positions: { name: ImportColumnName; index: number }[];
  errors: ImportIssue[];
  warnings: ImportIssue[];
}

/**
 * Maps a header row to the catalogue: names compared trimmed and case-insensitively; a missing
 * required column or a repeated one is an error (line 1), an unknown one a warning (ignored).
 */
export function mapHeader(header: readonly string[]): HeaderMapping {
  const positions: HeaderMapping["positions"] = [];
  const errors: ImportIssue[] = [];
  const warnings: ImportIssue[] = [];
  const seen = new Set<string>();
  header.forEach((raw, index) => {
    const name = raw.trim();
    if (name === "") return;
    const known = byLowerName.get(name.toLowerCase());
    if (!known) {
      warnings.push({
        line: 1,
        column: name,
        code: "unknownColumn",
        message: importMessages.unknownColumn(name),
      });
      return;
    }
    if (seen.has(known.name)) {
      errors.push({
        line: 1,
        column: known.name,
        code: "duplicateColumn",
        message: importMessages.duplicateColumn(name),
      });
      return;
    }
    seen.add(known.name);
    positions.push({ name: known.name as ImportColumnName, index });
  });
  for (const c of importColumns)
    if (c.required && !seen.has(c.name))
      errors.push({
        line: 1,
        column: c.name,
        code: "missingColumn",
        message: importMessages.missingColumn(c.name),
      });
  return { positions, errors, warnings };
}

/** A record's cells by column name (absent and blank cells left out). */
export function cellsOf(mapping: HeaderMapping, record: readonly string[]): Record<string, string> {
  const cells: Record<string, string> = {};
  for (const { name, index } of mapping.positions) {
    const value = record[index]?.trim();
    if (value) cells[name] = value;
  }
  return cells;
}
