/**
 * The checks of one typed row that need no other row: dates in order, money that adds up the way
 * the platform's premium breakdown does (gross = base + other charges − discount charges; the
 * broker's commission is taken out of premium, so it cannot exceed it), and the taxes against the
 * tax tables for the state, class and date (a difference of more than a cent is a warning the
 * user accepts, since a book may carry exemptions the file does not state).
 */
import type { AustralianState, InsuranceClassId } from "../enums.ts";
import { toDec } from "../rating/decimal.ts";
import { formatCents, roundCents } from "../rating/money.ts";
import { gstRateFor, stampDutyFor } from "../rating/taxes.ts";
import { importMessages as m } from "./messages.ts";
import type { ImportRow } from "./parse-row.ts";
import type { ImportIssue, ImportIssueCode } from "./types.ts";

export interface RowCheckContext {
  /** Today where the platform's latest day is (see docs/decisions.md, policy data import). */
  today: string;
  /**
   * The row's product's insurance class (null when the product has none); undefined when the
   * product is unknown, whose row is refused anyway: its taxes are not checked.
   */
  insuranceClass?: InsuranceClassId | null;
}

const ONE_CENT = toDec("0.01");

export function checkImportRow(
  row: ImportRow,
  context: RowCheckContext,
): { errors: ImportIssue[]; warnings: ImportIssue[] } {
  const errors: ImportIssue[] = [];
  const warnings: ImportIssue[] = [];
  const issue = (into: ImportIssue[], column: string, code: ImportIssueCode, message: string) =>
    into.push({ line: row.line, column, code, message });

  if (row.expiryDate <= row.inceptionDate)
    issue(errors, "expiryDate", "expiryNotAfterInception", m.expiryNotAfterInception);
  else if (row.effectiveDate < row.inceptionDate || row.effectiveDate > row.expiryDate)
    issue(errors, "effectiveDate", "effectiveOutsideTerm", m.effectiveOutsideTerm);
  if (row.bindDate > context.today)
    issue(errors, "bindDate", "bindDateInFuture", m.bindDateInFuture);
  if (row.transactionType === "REN" && !row.previousPolicyNumber)
    issue(errors, "previousPolicyNumber", "previousPolicyRequired", m.previousPolicyRequired);

  const base = toDec(row.basePremium);
  const gross = toDec(row.grossPremium);
  const expectedGross = base.plus(row.otherCharges).minus(row.discountCharges);
  if (!gross.eq(expectedGross))
    issue(errors, "grossPremium", "grossMismatch", m.grossMismatch(formatCents(expectedGross)));
  else if (gross.isNegative() && (row.transactionType === "NB" || row.transactionType === "REN"))
    issue(
      errors,
      "grossPremium",
      "premiumSign",
      m.premiumSign(row.transactionType, "zero or more"),
    );
  else if (gross.isPositive() && !gross.isZero() && row.transactionType === "CAN")
    issue(errors, "grossPremium", "premiumSign", m.premiumSign("CAN", "zero or less (a return)"));
  if (toDec(row.brokerCommission).abs().gt(base.abs()))
    issue(errors, "brokerCommission", "commissionExceedsBase", m.commissionExceedsBase);

  if (context.insuranceClass !== undefined)
    checkTaxes(row, context.insuranceClass, gross, (column, code, message) =>
      issue(warnings, column, code, message),
    );
  return { errors, warnings };
}

/** The taxes the tables give for the row: GST on gross, duty on gross + GST (AU only). */
export function expectedTaxes(
  row: Pick<ImportRow, "insuredCountry" | "insuredState" | "effectiveDate" | "grossPremium">,
  insuranceClass: InsuranceClassId | null,
): {
  gst: { amount: string; source: string };
  stampDuty: { amount: string; source: string } | null;
} {
  const gross = toDec(row.grossPremium);
  const gstRow = gstRateFor(row.insuredCountry, row.effectiveDate);
  const gst = roundCents(gross.times(gstRow.rate));
  if (row.insuredCountry === "NZ")
    return {
      gst: { amount: gst.toFixed(2), source: gstRow.source },
      stampDuty: { amount: "0.00", source: gstRow.source },
    };
  if (insuranceClass === null)
    return { gst: { amount: gst.toFixed(2), source: gstRow.source }, stampDuty: null };
  const duty = stampDutyFor(row.insuredState as AustralianState, insuranceClass, row.effectiveDate);
  return {
    gst: { amount: gst.toFixed(2), source: gstRow.source },
    stampDuty: {
      amount: roundCents(gross.plus(gst).times(duty.rate)).toFixed(2),
      source: duty.row.source,
    },
  };
}

function checkTaxes(
  row: ImportRow,
  insuranceClass: InsuranceClassId | null,
  gross: ReturnType<typeof toDec>,
  warn: (column: string, code: ImportIssueCode, message: string) => void,
) {
  let expected: ReturnType<typeof expectedTaxes>;
  try {
    expected = expectedTaxes({ ...row, grossPremium: gross.toFixed(2) }, insuranceClass);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    warn("gst", "noTaxRate", m.noTaxRate("GST or stamp duty"));
    return;
  }
  if (toDec(row.gst).minus(expected.gst.amount).abs().gt(ONE_CENT))
    warn("gst", "gstMismatch", m.gstMismatch(expected.gst.amount, expected.gst.source));
  if (!expected.stampDuty) warn("stampDuty", "noTaxRate", m.noTaxRate("stamp duty"));
  else if (toDec(row.stampDuty).minus(expected.stampDuty.amount).abs().gt(ONE_CENT))
    warn(
      "stampDuty",
      "stampDutyMismatch",
      m.stampDutyMismatch(expected.stampDuty.amount, expected.stampDuty.source),
    );
}
