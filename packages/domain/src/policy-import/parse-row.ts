/**
 * One row of the file read into typed values: dates `YYYY-MM-DD`, money as decimal strings with
 * at most two decimals (never floats), the transaction type, the insured's country, state,
 * postcode and registration number (ABN or NZBN check digits), emails and the answers' JSON.
 * Every cell that cannot be read is an issue on its line and column.
 */
import { type AustralianState, australianStates, type Country, countries } from "../enums.ts";
import { parseIsoDate } from "../rating/dates.ts";
import { isValidAbn, isValidNzbn, normaliseRegistrationNumber } from "../registration.ts";
import { importColumns } from "./columns.ts";
import { importMessages as m } from "./messages.ts";
import type { ImportIssue, ImportIssueCode } from "./types.ts";

export const importTransactionTypes = ["NB", "ADJ", "CAN", "REN"] as const;
export type ImportTransactionType = (typeof importTransactionTypes)[number];

export const currencyOfCountry: Record<Country, string> = { AU: "AUD", NZ: "NZD" };

/** Longest text accepted in a cell (a name, an address, a reason). */
export const MAX_TEXT = 500;

export interface ImportRow {
  line: number;
  policyNumber: string;
  transactionType: ImportTransactionType;
  effectiveDate: string;
  inceptionDate: string;
  expiryDate: string;
  bindDate: string;
  product: string;
  insuredName: string;
  insuredState: string;
  insuredPostcode: string;
  insuredCountry: Country;
  brokerage: string;
  basePremium: string;
  grossPremium: string;
  gst: string;
  stampDuty: string;
  currency: string;
  insuredRegistrationNumber: string | null;
  insuredAddressLine1: string | null;
  insuredCity: string | null;
  insuredEmail: string | null;
  brokerCommission: string;
  administrationFee: string;
  otherCharges: string;
  discountCharges: string;
  assignedUnderwriterEmail: string | null;
  bindingAgreementNumber: string | null;
  section: string | null;
  riskCode: string | null;
  previousPolicyNumber: string | null;
  cancellationReason: string | null;
  answers: Record<string, unknown>;
}

const MONEY = /^-?\d{1,12}(\.\d{1,2})?$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const POSTCODE = /^\d{4}$/;

/** Reads a row's cells (by column name, blanks absent); the row, or null with its issues. */
export function parseImportRow(
  line: number,
  cells: Readonly<Record<string, string>>,
): { row: ImportRow | null; errors: ImportIssue[] } {
  const errors: ImportIssue[] = [];
  const fail = (column: string, code: ImportIssueCode, message: string) => {
    errors.push({ line, column, code, message });
    return null;
  };
  const values: Record<string, unknown> = {};
  for (const c of importColumns) {
    const raw = cells[c.name];
    if (raw === undefined || raw === "") {
      if (c.required) fail(c.name, "required", m.required(c.name));
      else values[c.name] = c.type === "money" ? "0.00" : c.type === "json" ? {} : null;
      continue;
    }
    values[c.name] = readCell(c.name, c.type, raw, fail);
  }
  const country = values.insuredCountry as Country | null | undefined;
  if (country) checkInsured(country, values, fail);
  if (errors.length > 0) return { row: null, errors };
  return { row: { line, ...values } as unknown as ImportRow, errors };
}

type Fail = (column: string, code: ImportIssueCode, message: string) => null;

function readCell(
  name: string,
  type: (typeof importColumns)[number]["type"],
  raw: string,
  fail: Fail,
): unknown {
  switch (type) {
    case "date":
      return parseIsoDate(raw) !== undefined && raw.length === 10
        ? raw
        : fail(name, "invalidDate", m.invalidDate(name));
    case "money":
      return MONEY.test(raw)
        ? normaliseMoney(raw)
        : fail(name, "invalidAmount", m.invalidAmount(name));
    case "transactionType": {
      const code = raw.toUpperCase();
      return (importTransactionTypes as readonly string[]).includes(code)
        ? code
        : fail(name, "invalidTransactionType", m.invalidTransactionType);
    }
    case "country": {
      const code = raw.toUpperCase();
      return (countries as readonly string[]).includes(code)
        ? code
        : fail(name, "invalidCountry", m.invalidCountry);
    }
    case "email":
      return EMAIL.test(raw) && raw.length <= 254
        ? raw.toLowerCase()
        : fail(name, "invalidEmail", m.invalidEmail(name));
    case "registrationNumber":
      return raw;
    case "json":
      return readAnswers(raw, name, fail);
    default:
      return raw.length <= MAX_TEXT ? raw : fail(name, "tooLong", m.tooLong(name, MAX_TEXT));
  }
}

/** `"12.5"` → `"12.50"`, `"-0"` → `"0.00"`: two decimals, digits kept as written. */
function normaliseMoney(raw: string): string {
  const negative = raw.startsWith("-");
  const [whole, cents = ""] = (negative ? raw.slice(1) : raw).split(".");
  const digits = `${BigInt(whole!)}.${cents.padEnd(2, "0")}`;
  return negative && /[1-9]/.test(digits) ? `-${digits}` : digits;
}

function readAnswers(raw: string, name: string, fail: Fail): unknown {
  try {
    const value: unknown = JSON.parse(raw);
    if (value && typeof value === "object" && !Array.isArray(value)) return value;
  } catch {
    // reported below
  }
  return fail(name, "invalidAnswers", m.invalidAnswers);
}

/** State, postcode, currency and registration number, which depend on the insured's country. */
function checkInsured(country: Country, values: Record<string, unknown>, fail: Fail) {
  const state = values.insuredState as string | null | undefined;
  if (country === "AU" && state) {
    const upper = state.toUpperCase();
    if ((australianStates as readonly string[]).includes(upper))
      values.insuredState = upper as AustralianState;
    else fail("insuredState", "invalidState", m.invalidState);
  }
  const postcode = values.insuredPostcode as string | null | undefined;
  if (postcode && !POSTCODE.test(postcode))
    fail("insuredPostcode", "invalidPostcode", m.invalidPostcode);
  const currency = values.currency as string | null | undefined;
  if (currency) {
    const expected = currencyOfCountry[country];
    if (currency.toUpperCase() !== expected)
      fail("currency", "invalidCurrency", m.invalidCurrency(expected));
    else values.currency = expected;
  }
  const registration = values.insuredRegistrationNumber as string | null | undefined;
  if (registration) {
    const valid = country === "AU" ? isValidAbn(registration) : isValidNzbn(registration);
    if (valid) values.insuredRegistrationNumber = normaliseRegistrationNumber(registration);
    else
      fail(
        "insuredRegistrationNumber",
        "invalidRegistrationNumber",
        country === "AU" ? m.invalidAbn : m.invalidNzbn,
      );
  }
}
