/**
 * The one code path of validate and import (SPEC §5): stage the file, then check it set-wise and
 * row by row. The answer lists every error and warning with its line and column, and the
 * reconciliation summary of the rows that could be read.
 */
import {
  checkImportRow,
  type ImportIssue,
  type ImportRow,
  ImportSummary,
  importMessages,
  parseImportRow,
  type TImportReport,
  todayIn,
} from "@platform/domain";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/index.ts";
import { renewalInvitationDays } from "../renewals/index.ts";
import {
  brokeragesByKey,
  productsByKey,
  repeatedLines,
  stagedRows,
  unresolvedReferences,
} from "./lookups.ts";
import { stageFile } from "./stage.ts";
import { policyImportRows } from "./tables.ts";

/** The latest date anywhere the platform serves (docs/decisions.md, policy data import). */
export const IMPORT_TODAY_ZONE = "Pacific/Auckland";

export interface CheckedRow {
  row: ImportRow;
  productId: number;
  brokerCompanyId: number;
}

export interface CheckedFile {
  report: TImportReport;
  /** The rows with no error, for the import. */
  valid: CheckedRow[];
}

const emptySummary = (today: string) => new ImportSummary({ today, daysBefore: 0 }).result();

export async function checkFile(
  db: DbOrTx,
  input: {
    batchId: string;
    companyId: number;
    now: Date;
    text: AsyncIterable<string>;
    /** Keep the valid rows for the import (validation keeps none). */
    keepValid?: boolean;
  },
): Promise<CheckedFile> {
  const { batchId, companyId } = input;
  const today = todayIn(IMPORT_TODAY_ZONE, input.now);
  const staged = await stageFile(db, { batchId, companyId }, input.text);
  const header = staged.header;
  const errors: ImportIssue[] = [...(header?.errors ?? [])];
  const warnings: ImportIssue[] = [...(header?.warnings ?? [])];
  if (!header || staged.rows === 0)
    errors.push({ line: 1, column: "", code: "emptyFile", message: importMessages.emptyFile });
  if (errors.length > 0) {
    await discard(db, batchId);
    return {
      report: { valid: false, rows: staged.rows, errors, warnings, summary: emptySummary(today) },
      valid: [],
    };
  }

  const [products, brokerages, repeated, unresolved, daysBefore] = [
    await productsByKey(db, companyId),
    await brokeragesByKey(db, companyId),
    await repeatedLines(db, batchId),
    await unresolvedReferences(db, batchId, companyId),
    await renewalInvitationDays(db, companyId),
  ];
  const summary = new ImportSummary(
    { today, daysBefore },
    (row) => products.get(row.product.toLowerCase())?.name ?? row.product,
  );
  const valid: CheckedRow[] = [];
  for await (const { line, raw } of stagedRows(db, batchId)) {
    const parsed = parseImportRow(line, raw);
    const rowErrors = [...parsed.errors];
    const product = raw.product ? products.get(raw.product.toLowerCase()) : undefined;
    const brokerage = raw.brokerage ? brokerages.get(raw.brokerage.toLowerCase()) : undefined;
    const issue = (column: string, code: ImportIssue["code"], message: string) =>
      rowErrors.push({ line, column, code, message });
    if (raw.product && !product)
      issue("product", "unknownProduct", importMessages.unknownProduct(raw.product));
    if (raw.brokerage && !brokerage)
      issue("brokerage", "unknownBrokerage", importMessages.unknownBrokerage(raw.brokerage));
    const first = repeated.get(line);
    if (first !== undefined)
      issue("policyNumber", "duplicateTransaction", importMessages.duplicateTransaction(first));
    const ref = unresolved.get(line);
    if (ref !== undefined)
      issue(
        raw.transactionType?.toUpperCase() === "REN" ? "previousPolicyNumber" : "policyNumber",
        "policyNotFound",
        importMessages.policyNotFound(ref),
      );
    if (parsed.row) {
      const checked = checkImportRow(parsed.row, {
        today,
        insuranceClass: product ? product.insuranceClassId : undefined,
      });
      rowErrors.push(...checked.errors);
      warnings.push(...checked.warnings);
      summary.add(parsed.row);
      if (input.keepValid && rowErrors.length === 0 && product && brokerage)
        valid.push({ row: parsed.row, productId: product.id, brokerCompanyId: brokerage.id });
    }
    errors.push(...rowErrors);
  }
  await discard(db, batchId);
  return {
    report: {
      valid: errors.length === 0,
      rows: staged.rows,
      errors,
      warnings,
      summary: summary.result(),
    },
    valid,
  };
}

async function discard(db: DbOrTx, batchId: string) {
  await db.delete(policyImportRows).where(eq(policyImportRows.batchId, batchId));
}
