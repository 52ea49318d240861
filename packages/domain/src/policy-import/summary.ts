/**
 * The reconciliation summary of a file, to check against the previous system before importing:
 * rows by transaction type, by product and by month of effective date, the totals of gross
 * premium, GST, stamp duty and broker commission (exact decimal sums of the file's amounts), and
 * how many terms fall due for renewal: an NB or REN whose expiry lies within the renewal window
 * (today to today + the days before expiry that renewal opens) and that the file neither cancels
 * nor renews.
 */
import { z } from "zod";
import { type Dec, toDec, ZERO } from "../rating/decimal.ts";
import type { ImportRow } from "./parse-row.ts";

export const ZImportTally = z.object({ rows: z.number().int(), grossPremium: z.string() });
export const ZImportSummary = z.object({
  byType: z.record(z.string(), z.number().int()),
  byProduct: z.record(z.string(), ZImportTally),
  byMonth: z.record(z.string(), ZImportTally),
  grossPremium: z.string(),
  gst: z.string(),
  stampDuty: z.string(),
  brokerCommission: z.string(),
  renewalsDue: z.number().int(),
});
export type TImportSummary = z.infer<typeof ZImportSummary>;

interface Tally {
  rows: number;
  gross: Dec;
}

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export class ImportSummary {
  private byType = new Map<string, number>();
  private byProduct = new Map<string, Tally>();
  private byMonth = new Map<string, Tally>();
  private gross: Dec = ZERO;
  private gst: Dec = ZERO;
  private stampDuty: Dec = ZERO;
  private commission: Dec = ZERO;
  private dueTerms = new Set<string>();
  private ended = new Set<string>();
  private readonly windowEnd: string;

  /** `productName` names the product a row's `product` cell resolves to (the cell when unknown). */
  constructor(
    private readonly window: { today: string; daysBefore: number },
    private readonly productName: (row: ImportRow) => string = (row) => row.product,
  ) {
    this.windowEnd = addDays(window.today, window.daysBefore);
  }

  add(row: ImportRow): void {
    const gross = toDec(row.grossPremium);
    this.byType.set(row.transactionType, (this.byType.get(row.transactionType) ?? 0) + 1);
    tally(this.byProduct, this.productName(row), gross);
    tally(this.byMonth, row.effectiveDate.slice(0, 7), gross);
    this.gross = this.gross.plus(gross);
    this.gst = this.gst.plus(row.gst);
    this.stampDuty = this.stampDuty.plus(row.stampDuty);
    this.commission = this.commission.plus(row.brokerCommission);
    const term = `${row.policyNumber}\u0000${row.inceptionDate}`;
    if (row.transactionType === "CAN") this.ended.add(term);
    if (row.transactionType === "REN" && row.previousPolicyNumber)
      this.ended.add(`renewed\u0000${row.previousPolicyNumber}`);
    if (
      (row.transactionType === "NB" || row.transactionType === "REN") &&
      row.expiryDate >= this.window.today &&
      row.expiryDate <= this.windowEnd
    )
      this.dueTerms.add(term);
  }

  result(): TImportSummary {
    let renewalsDue = 0;
    for (const term of this.dueTerms) {
      const policyNumber = term.split("\u0000")[0]!;
      if (!this.ended.has(term) && !this.ended.has(`renewed\u0000${policyNumber}`)) renewalsDue++;
    }
    return {
      byType: Object.fromEntries(this.byType),
      byProduct: present(this.byProduct),
      byMonth: present(new Map([...this.byMonth].sort(([a], [b]) => a.localeCompare(b)))),
      grossPremium: this.gross.toFixed(2),
      gst: this.gst.toFixed(2),
      stampDuty: this.stampDuty.toFixed(2),
      brokerCommission: this.commission.toFixed(2),
      renewalsDue,
    };
  }
}

function tally(map: Map<string, Tally>, key: string, gross: Dec) {
  const t = map.get(key) ?? { rows: 0, gross: ZERO };
  map.set(key, { rows: t.rows + 1, gross: t.gross.plus(gross) });
}

function present(map: Map<string, Tally>) {
  return Object.fromEntries(
    [...map].map(([key, t]) => [key, { rows: t.rows, grossPremium: t.gross.toFixed(2) }]),
  );
}
