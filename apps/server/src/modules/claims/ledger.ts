/**
 * Claims reporting: the claims report of a company (CSV, every claim it sees
 * with paid, outstanding and incurred by movement type today) and the insurer's claims bordereau
 * of one binding agreement and month: each claim on a policy written under the agreement and
 * advised by the month's end, its status and movements as at that day, and control totals that are the sums
 * of the rows. Each is one statement after the access check (two for the bordereau).
 */
import {
  type ClaimStatus,
  type ClaimTotals,
  claimTotals,
  crsClaimStatus,
  type ExportColumn,
  rowWriter,
  type TBordereau,
  toDec,
} from "@platform/domain";
import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import { auditLog } from "../../platform/audit/tables.ts";
import type { DbOrTx } from "../../platform/db/index.ts";
import { claimMovements, claims } from "./tables.ts";

export interface LedgerRow {
  reference: string;
  policyNumber: string | null;
  insuredName: string;
  status: string;
  /** The status as at the report's date (the month's end for a bordereau). */
  monthEndStatus: string;
  crsStatus: string;
  dateOfLoss: string;
  dateFirstAdvised: string;
  totals: ClaimTotals;
}

/**
 * A claim's status as at the end of `asAt` (Australia/Sydney, the market's day): the last status
 * change audited before then; without one, open once a movement was recorded (the first reserve
 * or payment opens a notified claim), else notified. One correlated subquery per column.
 */
function statusAsAt(asAt: string) {
  const cutoff = sql`((${asAt}::date + 1)::timestamp at time zone 'Australia/Sydney')`;
  return {
    lastChange: sql<string | null>`(select ${auditLog.data}->>'to' from ${auditLog}
      where ${auditLog.subjectType} = 'claim' and ${auditLog.subjectId} = ${claims.id}::text
        and ${auditLog.action} = 'claim.statusChanged' and ${auditLog.createdAt} < ${cutoff}
      order by ${auditLog.id} desc limit 1)`,
    moved: sql<boolean>`exists (select 1 from claim_movements earlier
      where earlier.claim_id = ${claims.id} and earlier.created_at < ${cutoff})`,
  };
}

const sumWhere = (column: SQL, category: string) =>
  sql<string>`coalesce(sum(${column}) filter (where ${claimMovements.category} = ${category}), 0)::numeric(14, 2)::text`;

export async function ledgerRows(db: DbOrTx, where: SQL | undefined, asAt: string) {
  const asAtStatus = statusAsAt(asAt);
  const rows = await db
    .select({
      lastChange: asAtStatus.lastChange,
      moved: asAtStatus.moved,
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
  return rows.map((r): LedgerRow => {
    const monthEndStatus = r.lastChange ?? (r.moved ? "open" : "notified");
    return {
      reference: r.reference,
      policyNumber: r.policyNumber,
      insuredName: r.insuredName ?? "",
      status: r.status,
      monthEndStatus,
      crsStatus: crsClaimStatus[monthEndStatus as ClaimStatus] ?? monthEndStatus,
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
    };
  });
}

const money = ["paid", "outstanding", "incurred"] as const;
const cats = ["indemnity", "fees", "total"] as const;
const label = (s: string) => `${s[0]!.toUpperCase()}${s.slice(1)}`;

export const ledgerColumns: ExportColumn<LedgerRow>[] = [
  { key: "reference", header: "Claim reference", value: (r) => r.reference },
  { key: "policyNumber", header: "Policy number", value: (r) => r.policyNumber ?? "" },
  { key: "insuredName", header: "Insured", value: (r) => r.insuredName },
  { key: "status", header: "Status", value: (r) => r.status },
  { key: "monthEndStatus", header: "Status at month end", value: (r) => r.monthEndStatus },
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

export function toCsv(rows: LedgerRow[], control?: TBordereau["controlTotals"]): string {
  // The claims report is as at today: its month-end column would repeat the status.
  const columns = control ? ledgerColumns : ledgerColumns.filter((c) => c.key !== "monthEndStatus");
  const writer = rowWriter<LedgerRow>("csv", columns);
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
        monthEndStatus: "",
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
