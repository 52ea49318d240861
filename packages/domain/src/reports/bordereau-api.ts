/**
 * The bordereaux API's shapes: the query (period, optional date range within
 * it), the download's kind and format, the live page's totals (control totals, per section
 * against its limits, per syndicate, per month), and the running totals the server adds each
 * row to, with the same cents the export writes, so the page's figures equal the file's.
 */
import { z } from "zod";
import { ZPage } from "../schemas/paging.ts";
import { MAX_ID, zIsoDateOf } from "../schemas/primitives.ts";
import { type BordereauLine, bordereauFormats, bordereauKinds } from "./bordereau.ts";
import { fromCents } from "./cents.ts";

export const bordereauMessages = {
  required: "Required",
  invalidDate: "Enter a date as YYYY-MM-DD",
  toBeforeFrom: "The end date must not be before the start date",
  periodUnknown: "Choose one of the agreement's periods",
} as const;

const isoDate = zIsoDateOf(bordereauMessages.invalidDate);

export const ZBordereauQuery = z
  .object({
    periodId: z.coerce
      .number({ error: bordereauMessages.required })
      .int(bordereauMessages.required)
      .positive(bordereauMessages.required)
      .max(MAX_ID, bordereauMessages.required),
    dateFrom: isoDate.optional(),
    dateTo: isoDate.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.dateFrom && value.dateTo && value.dateTo < value.dateFrom)
      ctx.addIssue({ code: "custom", path: ["dateTo"], message: bordereauMessages.toBeforeFrom });
  });
export type TBordereauQuery = z.output<typeof ZBordereauQuery>;

export const ZBordereauDownloadQuery = z.intersection(
  ZBordereauQuery,
  z.object({ kind: z.enum(bordereauKinds), format: z.enum(bordereauFormats).default("csv") }),
);

const money = z.string();
const ZFigures = z.object({
  transactions: z.number().int(),
  grossPremium: money,
  commission: money,
  taxes: money,
  netPremium: money,
});
export type TBordereauFigures = z.output<typeof ZFigures>;

export const ZBordereauSummary = z.object({
  agreement: z.object({
    id: z.number().int(),
    name: z.string(),
    uniqueMarketReference: z.string(),
    currency: z.string(),
    role: z.enum(["agency", "insurer"]),
  }),
  period: z.object({ id: z.number().int(), dateFrom: z.string(), dateTo: z.string() }),
  dateFrom: z.string(),
  dateTo: z.string(),
  control: ZFigures.extend({
    levy: money,
    gst: money,
    stampDuty: money,
    syndicateGross: money,
    syndicateNet: money,
  }),
  sections: z.array(
    ZFigures.extend({
      key: z.string(),
      name: z.string(),
      maximumPremiumLimit: money.nullable(),
      notifiablePremiumLimit: money.nullable(),
      usedPercent: z.string().nullable(),
    }),
  ),
  syndicates: z.array(
    z.object({
      id: z.number().int(),
      label: z.string(),
      grossPremium: money,
      commission: money,
      netPremium: money,
    }),
  ),
  months: z.array(z.object({ month: z.string(), grossPremium: money, transactions: z.number() })),
});
export type TBordereauSummary = z.output<typeof ZBordereauSummary>;

interface Tally {
  transactions: number;
  gross: number;
  commission: number;
  taxes: number;
  net: number;
}
const tally = (): Tally => ({ transactions: 0, gross: 0, commission: 0, taxes: 0, net: 0 });
const figures = (t: Tally): TBordereauFigures => ({
  transactions: t.transactions,
  grossPremium: fromCents(t.gross),
  commission: fromCents(t.commission),
  taxes: fromCents(t.taxes),
  netPremium: fromCents(t.net),
});

/** Running totals over bordereau lines, in cents (exact whatever the number of rows). */
export class BordereauTotals {
  readonly all = tally();
  levy = 0;
  gst = 0;
  duty = 0;
  readonly sections = new Map<string, Tally>();
  readonly months = new Map<string, { gross: number; transactions: number }>();
  readonly syndicates: { gross: number; commission: number; net: number }[];

  constructor(syndicateCount: number) {
    this.syndicates = Array.from({ length: syndicateCount }, () => ({
      gross: 0,
      commission: 0,
      net: 0,
    }));
  }

  add(line: BordereauLine): void {
    const key = line.facts.sectionKey;
    const section = this.sections.get(key) ?? tally();
    this.sections.set(key, section);
    for (const t of [this.all, section]) {
      t.transactions += 1;
      t.gross += line.gross;
      t.commission += line.commission;
      t.taxes += line.totalTaxes;
      t.net += line.net;
    }
    this.levy += line.levy;
    this.gst += line.gst;
    this.duty += line.duty;
    const month = line.facts.boundDate.slice(0, 7);
    const m = this.months.get(month) ?? { gross: 0, transactions: 0 };
    m.gross += line.gross;
    m.transactions += 1;
    this.months.set(month, m);
    line.syndicates.forEach((s, i) => {
      const target = this.syndicates[i]!;
      target.gross += s.gross;
      target.commission += s.commission;
      target.net += s.net;
    });
  }

  control() {
    return {
      ...figures(this.all),
      levy: fromCents(this.levy),
      gst: fromCents(this.gst),
      stampDuty: fromCents(this.duty),
      syndicateGross: fromCents(this.syndicates.reduce((sum, s) => sum + s.gross, 0)),
      syndicateNet: fromCents(this.syndicates.reduce((sum, s) => sum + s.net, 0)),
    };
  }

  section(key: string): TBordereauFigures {
    return figures(this.sections.get(key) ?? tally());
  }

  syndicate(index: number) {
    const s = this.syndicates[index] ?? { gross: 0, commission: 0, net: 0 };
    return {
      grossPremium: fromCents(s.gross),
      commission: fromCents(s.commission),
      netPremium: fromCents(s.net),
    };
  }

  /** Every month from `dateFrom` to `dateTo` (YYYY-MM), empty months as zero. */
  monthsBetween(dateFrom: string, dateTo: string) {
    const out: { month: string; grossPremium: string; transactions: number }[] = [];
    let [year, month] = [Number(dateFrom.slice(0, 4)), Number(dateFrom.slice(5, 7))];
    const last = dateTo.slice(0, 7);
    for (let i = 0; i < 120; i += 1) {
      const key = `${year}-${String(month).padStart(2, "0")}`;
      if (key > last) break;
      const m = this.months.get(key);
      out.push({
        month: key,
        grossPremium: fromCents(m?.gross ?? 0),
        transactions: m?.transactions ?? 0,
      });
      month += 1;
      if (month > 12) [year, month] = [year + 1, 1];
    }
    return out;
  }
}

/** An agreement the company writes under or manages, with the periods it sees. */
export const ZBordereauAgreement = z.object({
  id: z.number().int(),
  name: z.string(),
  uniqueMarketReference: z.string(),
  currency: z.string(),
  validFrom: z.string(),
  validTo: z.string(),
  role: z.enum(["agency", "insurer"]),
  periods: z.array(z.object({ id: z.number().int(), dateFrom: z.string(), dateTo: z.string() })),
});
export type TBordereauAgreement = z.output<typeof ZBordereauAgreement>;
export const ZBordereauAgreementPage = ZPage(ZBordereauAgreement);

/** A period's loss ratio as of today (binding-agreements/loss-ratio.ts). */
export const ZPeriodLossRatio = z.object({
  id: z.number().int(),
  dateFrom: z.string(),
  dateTo: z.string(),
  earned: z.string(),
  paid: z.string(),
  outstanding: z.string(),
  incurred: z.string(),
  /** Incurred over earned in percent, one decimal; null while nothing is earned. */
  percent: z.string().nullable(),
});
export type TPeriodLossRatio = z.output<typeof ZPeriodLossRatio>;

/** An agreement the company writes under or manages, with each period's loss ratio. */
export const ZAgreementLossRatios = ZBordereauAgreement.omit({ periods: true }).extend({
  periods: z.array(ZPeriodLossRatio),
});
export type TAgreementLossRatios = z.output<typeof ZAgreementLossRatios>;
export const ZAgreementLossRatioPage = ZPage(ZAgreementLossRatios);
