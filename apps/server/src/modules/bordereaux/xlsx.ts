/**
 * A bordereau as an Excel workbook, written by exceljs's streaming WorkbookWriter: each row is
 * committed as it is added (the sheet's XML goes out as it is written; shared strings off so
 * nothing grows with the row count). Money and percentages are numbers in the cells (two and
 * four decimals shown), dates real dates, text as text; a line of control totals closes the sheet.
 * The writer's output waits for the client (drain) between database batches.
 */
import { PassThrough } from "node:stream";
import type { BordereauColumn, BordereauLine } from "@platform/domain";
import ExcelJS from "exceljs";

type Column = BordereauColumn<BordereauLine>;

function cell(column: Column, line: BordereauLine): unknown {
  const value = column.value(line);
  if (value === "") return null;
  switch (column.kind) {
    case "money":
    case "percent":
    case "number":
      return Number(value);
    case "date":
      return new Date(`${value}T00:00:00Z`);
    default:
      return value;
  }
}

const formats: Record<Column["kind"], string | undefined> = {
  money: "#,##0.00;-#,##0.00",
  percent: "0.####",
  number: "0.######",
  date: "yyyy-mm-dd",
  text: undefined,
};

export function xlsxStream(
  sheetName: string,
  columns: readonly Column[],
  batches: AsyncIterable<BordereauLine[]>,
  onError: (error: unknown) => void,
): PassThrough {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({
    header: c.header,
    key: c.key,
    width: Math.min(Math.max(c.header.length + 2, 12), 40),
    style: formats[c.kind] ? { numFmt: formats[c.kind] } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  const run = async () => {
    for await (const lines of batches) {
      for (const line of lines) sheet.addRow(columns.map((c) => cell(c, line))).commit();
      if (out.writableNeedDrain) await new Promise((resolve) => out.once("drain", resolve));
    }
    await sheet.commit();
    await workbook.commit();
  };
  run().catch((error) => {
    onError(error);
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return out;
}
