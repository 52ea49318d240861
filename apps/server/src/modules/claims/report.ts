/**
 * Claims reporting (issue 16 part 4): the claims report of a company (CSV, every claim it sees
 * with paid, outstanding and incurred by movement type today) and the insurer's claims bordereau
 * of one binding agreement and month: each claim on a policy written under the agreement and
 * advised by the month's end, its movements up to that day, and control totals that are the sums
 * of the rows. Each is one statement after the access check (two for the bordereau).
 */
import {
  type ClaimStatus,
  type ClaimTotals,
  claimTotals,
  crsClaimStatus,
  type ExportColumn,
  monthRange,
  Permission,
  rowWriter,
  type TBordereau,
  toDec,
  ZClaimsBordereauQuery,
} from "@platform/domain";
import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import { assertCanAny } from "../../platform/access/index.ts";
import type { Actor } from "../../platform/actor/index.ts";
import type { DbOrTx } from "../../platform/db/index.ts";
import { findVisibleAgreement } from "../binding-agreements/index.ts";
import { assertClaimReader, claimScope } from "./access.ts";
import { marketToday } from "./policy.ts";
import { claimMovements, claims } from "./tables.ts";

export interface LedgerRow {
  reference: string;
  policyNumber: string | null;
  insuredName: string;
  status: string;
  crsStatus: string;
  dateOfLoss: string;
  dateFirstAdvised: string;
  totals: ClaimTotals;
}

const sumWhere = (column: SQL, category: string) =>
  sql<string>`coalesce(sum(${column}) filter (where ${claimMovements.category} = ${category}), 0)::numeric(14, 2)::text`;

async function ledgerRows(db: DbOrTx, where: SQL | undefined, asAt: string) {
  const rows = await db
    .select({
      reference: claims.reference,
      policyNumber: claims.policyNumber,
      insuredName: claims.insuredName,
      status: claims.status,
      dateOfLoss: claims.dateOfLoss,
      dateFirstAdvised: claims.dateFirstAdvised,
      paidIndemnity: sumWhere(sql`${claimMovements.paidChange}`, "indemnity"),
      outstandingIndemnity: sumWhere(sql`${claimMovements.outstandingChange}`, "indemnity"),
      paidFees: sumWhere(sql`${claimMovements.paidChange}`, "fees"),
      outstandingFees: sumWhere(sql`${claimMovements.outstandingChange}`, "fees"),
    })
    .from(claims)
    .leftJoin(
      claimMovements,
      and(
        eq(claimMovements.claimId, claims.id),
        sql`${claimMovements.movementDate} <= ${asAt}::date`,
      ),
    )
    .where(and(eq(claims.kind, "claim"), where))
    .groupBy(claims.id)
    .orderBy(asc(claims.reference));
  return rows.map(
    (r): LedgerRow => ({
      reference: r.reference,
      policyNumber: r.policyNumber,
      insuredName: r.insuredName ?? "",
      status: r.status,
      crsStatus: crsClaimStatus[r.status as ClaimStatus] ?? r.status,
      dateOfLoss: r.dateOfLoss,
      dateFirstAdvised: r.dateFirstAdvised,
      totals: claimTotals([
        {
          category: "indemnity",
          movementDate: asAt,
          paidChange: r.paidIndemnity,
          outstandingChange: r.outstandingIndemnity,
        },
        {
          category: "fees",
          movementDate: asAt,
          paidChange: r.paidFees,
          outstandingChange: r.outstandingFees,
        },
      ]),
    }),
  );
}

const money = ["paid", "outstanding", "incurred"] as const;
const cats = ["indemnity", "fees", "total"] as const;
const label = (s: string) => `${s[0]!.toUpperCase()}${s.slice(1)}`;

export const ledgerColumns: ExportColumn<LedgerRow>[] = [
  { key: "reference", header: "Claim reference", value: (r) => r.reference },
  { key: "policyNumber", header: "Policy number", value: (r) => r.policyNumber ?? "" },
  { key: "insuredName", header: "Insured", value: (r) => r.insuredName },
  { key: "status", header: "Status", value: (r) => r.status },
  { key: "crsStatus", header: "Claim status (Lloyd's CRS)", value: (r) => r.crsStatus },
  { key: "dateOfLoss", header: "Date of loss", value: (r) => r.dateOfLoss },
  { key: "dateFirstAdvised", header: "Date first advised", value: (r) => r.dateFirstAdvised },
  ...cats.flatMap((c) =>
    money.map((k) => ({
      key: `${k}${label(c)}`,
      header: `${label(k)} ${c === "total" ? "total" : c}`,
      value: (r: LedgerRow) => r.totals[c][k],
    })),
  ),
];

function toCsv(rows: LedgerRow[], control?: TBordereau["controlTotals"]): string {
  const writer = rowWriter<LedgerRow>("csv", ledgerColumns);
  let out = writer.header();
  rows.forEach((row, i) => {
    out += writer.row(row, i);
  });
  if (control) {
    out += writer.row(
      {
        reference: "Control totals",
        policyNumber: `${control.claims} claims`,
        insuredName: "",
        status: "",
        crsStatus: "",
        dateOfLoss: "",
        dateFirstAdvised: "",
        totals: control.totals,
      },
      rows.length,
    );
  }
  return out;
}

/** The claims report of `companyId`: every claim it sees, totals as at today. */
export async function claimsReportCsv(db: DbOrTx, actor: Actor, companyId: number) {
  const side = assertClaimReader(actor, companyId);
  return toCsv(await ledgerRows(db, claimScope(side, companyId), marketToday(actor)));
}

/** Sums of the rows' totals, category by category, in decimal. */
export function controlTotals(rows: LedgerRow[]): TBordereau["controlTotals"] {
  const totals = {} as ClaimTotals;
  for (const c of cats) {
    totals[c] = { paid: "0.00", outstanding: "0.00", incurred: "0.00" };
    for (const k of money) {
      totals[c][k] = rows.reduce((sum, r) => sum.plus(toDec(r.totals[c][k])), toDec(0)).toFixed(2);
    }
  }
  return { claims: rows.length, totals };
}

/** The claims bordereau of one binding agreement and month, for its agency or its insurer. */
export async function claimsBordereau(
  db: DbOrTx,
  actor: Actor,
  companyId: number,
  bindingAgreementId: number,
  input: z.input<typeof ZClaimsBordereauQuery>,
): Promise<{ json: TBordereau; csv: string }> {
  const query = ZClaimsBordereauQuery.parse(input);
  assertCanAny(actor.user, companyId, [Permission.ViewRisks, Permission.ExecuteCompanyReports]);
  const { row: agreement } = await findVisibleAgreement(db, companyId, bindingAgreementId);
  const { dateTo } = monthRange(query.month);
  const rows = await ledgerRows(
    db,
    and(
      eq(claims.bindingAgreementId, agreement.id),
      sql`${claims.dateFirstAdvised} <= ${dateTo}::date`,
    ),
    dateTo,
  );
  const control = controlTotals(rows);
  return {
    json: {
      bindingAgreement: { id: agreement.id, name: agreement.name },
      month: query.month,
      rows,
      controlTotals: control,
    },
    csv: toCsv(rows, control),
  };
}
