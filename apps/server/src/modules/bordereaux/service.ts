/**
 * Bordereaux for the agency and the managing insurer of a binding agreement:
 * ExecuteCompanyReports in the acting company, and the agreement its own or managed by it
 * (anyone else gets 404). The live summary and the downloads read the same streamed lines, so
 * the page's control totals are the file's totals.
 */
import {
  type BordereauKind,
  type BordereauLine,
  BordereauTotals,
  bordereauMessages,
  Dec,
  Permission,
  pageMeta,
  pageWindow,
  rowWriter,
  type TBordereauQuery,
  type TBordereauSummary,
  type TPageQuery,
} from "@platform/domain";
import { assertCan } from "../../platform/access/index.ts";
import type { Actor } from "../../platform/actor/index.ts";
import type { Database } from "../../platform/db/index.ts";
import { invalid } from "../../platform/http/errors.ts";
import { findVisibleAgreement } from "../binding-agreements/index.ts";
import { copyLines, copyRows, encodeBatches, LineBuffers, streamRows } from "../reports/index.ts";
import { csvInWorkers } from "./csv-workers.ts";
import { bordereauColumns, type LineSetup, lineMaker } from "./lines.ts";
import { agreementsOf, bordereauSource, periodOf } from "./rows.ts";

export type BordereauContext = Awaited<ReturnType<typeof bordereauContext>>;

export async function bordereauContext(
  database: Database,
  actor: Actor,
  companyId: number,
  agreementId: number,
  query: TBordereauQuery,
) {
  assertCan(actor.user, companyId, Permission.ExecuteCompanyReports);
  const { row: agreement, role } = await findVisibleAgreement(database.db, companyId, agreementId);
  const period = await periodOf(database.db, agreementId, query.periodId, role);
  if (!period) throw invalid({ periodId: bordereauMessages.periodUnknown });
  const dateFrom = query.dateFrom ?? period.dateFrom;
  const dateTo = query.dateTo ?? period.dateTo;
  const source = bordereauSource(database.db, {
    agreementId,
    timezone: agreement.timezone,
    periodFrom: period.dateFrom,
    periodTo: period.dateTo,
    dateFrom,
    dateTo,
  });
  return { agreement, role, period, dateFrom, dateTo, source };
}

/** What turning the context's rows into lines needs (plain data: the CSV workers get it too). */
function lineSetup(ctx: BordereauContext): LineSetup {
  return {
    currency: ctx.agreement.currency,
    sections: ctx.period.sections,
    syndicates: ctx.period.syndicates,
  };
}

const lineOf = (ctx: BordereauContext) => lineMaker(lineSetup(ctx));

/**
 * The bordereau's database rows, a batch at a time (turn each into a line with `lineOf`):
 * through `COPY … TO STDOUT` on PostgreSQL (its values are all text or integers), keyset batches
 * on PGlite.
 */
function bordereauRows(database: Database, ctx: BordereauContext) {
  return database.kind === "postgres"
    ? copyRows(database, ctx.source.all())
    : streamRows(database, ctx.source);
}

/**
 * The bordereau as CSV text: on PostgreSQL COPY's lines encoded in worker threads, on PGlite
 * its keyset batches encoded here.
 */
export function bordereauCsv(
  database: Database,
  ctx: BordereauContext,
  kind: BordereauKind,
): AsyncIterable<string> {
  const setup = { ...lineSetup(ctx), kind };
  if (database.kind !== "postgres") {
    const writer = rowWriter("csv", bordereauColumns(kind, setup.syndicates));
    return encodeBatches(streamRows(database, ctx.source), lineMaker(setup), writer);
  }
  const lines = new LineBuffers();
  return csvInWorkers(copyLines(database, ctx.source.all(), lines), lines, setup);
}

/** The bordereau's lines, a database batch at a time. */
export async function* bordereauLines(
  database: Database,
  ctx: BordereauContext,
): AsyncGenerator<BordereauLine[]> {
  const toLine = lineOf(ctx);
  for await (const batch of bordereauRows(database, ctx)) yield batch.map(toLine);
}

export async function bordereauSummary(
  database: Database,
  ctx: BordereauContext,
): Promise<TBordereauSummary> {
  const totals = new BordereauTotals(ctx.period.syndicates.length);
  const toLine = lineOf(ctx);
  for await (const rows of bordereauRows(database, ctx))
    for (const row of rows) totals.add(toLine(row));
  return {
    agreement: {
      id: ctx.agreement.id,
      name: ctx.agreement.name,
      uniqueMarketReference: ctx.agreement.uniqueMarketReference,
      currency: ctx.agreement.currency,
      role: ctx.role,
    },
    period: { id: ctx.period.id, dateFrom: ctx.period.dateFrom, dateTo: ctx.period.dateTo },
    dateFrom: ctx.dateFrom,
    dateTo: ctx.dateTo,
    control: totals.control(),
    sections: ctx.period.sections.map((s) => {
      const figures = totals.section(s.key);
      const maximum = s.maximumPremiumLimit;
      return {
        key: s.key,
        name: s.name,
        maximumPremiumLimit: maximum,
        notifiablePremiumLimit: s.notifiablePremiumLimit,
        usedPercent:
          maximum && !new Dec(maximum).isZero()
            ? new Dec(figures.grossPremium).div(maximum).times(100).toFixed(1)
            : null,
        ...figures,
      };
    }),
    syndicates: ctx.period.syndicates.map((s, i) => ({
      id: s.id,
      label: s.label,
      ...totals.syndicate(i),
    })),
    months: totals.monthsBetween(ctx.dateFrom, ctx.dateTo),
  };
}

export async function listBordereauAgreements(
  database: Database,
  actor: Actor,
  companyId: number,
  query: TPageQuery,
) {
  assertCan(actor.user, companyId, Permission.ExecuteCompanyReports);
  const { limit, offset } = pageWindow(query);
  const { page: rows, shown, total } = await agreementsOf(database.db, companyId, limit, offset);
  return {
    data: rows.map((a) => ({
      id: a.id,
      name: a.name,
      uniqueMarketReference: a.uniqueMarketReference,
      currency: a.currency,
      validFrom: a.validFrom,
      validTo: a.validTo,
      role: a.companyId === companyId ? ("agency" as const) : ("insurer" as const),
      periods: shown
        .filter((p) => p.agreementId === a.id)
        .map((p) => ({ id: p.id, dateFrom: p.dateFrom, dateTo: p.dateTo })),
    })),
    meta: pageMeta(total, query),
  };
}
