/**
 * The Bound Policy Data Report (SPEC §2, §7): one row per bound transaction
 * (NB, ADJ, CAN, REN, whatever its type, from its stored premium lines) of the risks the acting
 * company sees, bound in the range, oldest first. One query, streamed (see stream.ts).
 */
import {
  type BoundTransactionFacts,
  insuranceClassNames,
  type PremiumBreakdown,
  TransactionStatus,
} from "@platform/domain";
import { aliasedTable, and, asc, between, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/index.ts";
import { companies } from "../companies/tables.ts";
import { productVersions } from "../products/tables.ts";
import { riskPackages, risks, riskTransactions } from "../risks/tables.ts";
import { cellsOf, type Row, type StreamSource } from "./stream.ts";

const broker = aliasedTable(companies, "broker");
const t = riskTransactions;
const p = riskPackages;

/** The report's columns, in select order: a streamed row is an array in this order. */
function selection() {
  return {
    reference: p.reference,
    policyNumber: p.policyNumber,
    type: t.type,
    effectiveDate: sql<string>`${t.effectiveDate}::text`,
    inceptionDate: sql<string>`${p.inceptionDate}::text`,
    expiryDate: sql<string>`${p.expiryDate}::text`,
    insuredName: p.insuredName,
    insuredState: p.insuredState,
    productName: sql<string>`${productVersions.details} ->> 'name'`,
    classId: p.classId,
    brokerName: broker.name,
    currency: sql<string>`${productVersions.details} ->> 'currency'`,
    premium: t.premium,
    boundAt: t.boundAt,
    // The keyset in full precision (a Date keeps milliseconds, the column microseconds).
    boundKey: sql<string>`${t.boundAt}::text`,
    id: t.id,
  };
}

/** One named cell of a streamed row. */
const cell = cellsOf(selection());

function select(db: Db, where: SQL | undefined, limit: number | null) {
  const query = db
    .select(selection())
    .from(t)
    .innerJoin(p, eq(p.id, t.riskPackageId))
    .innerJoin(risks, eq(risks.id, t.riskId))
    .innerJoin(productVersions, eq(productVersions.id, risks.productVersionId))
    .innerJoin(broker, eq(broker.id, p.brokerCompanyId))
    .where(where)
    .orderBy(asc(t.boundAt), asc(t.id));
  return limit === null ? query : query.limit(limit);
}

/** The bound transactions in the range of the risks `scope` admits (the acting company's). */
export function boundPolicySource(
  db: Db,
  scope: SQL | undefined,
  range: { from: Date; to: Date },
): StreamSource {
  const base = and(
    eq(t.status, TransactionStatus.Bound),
    between(t.boundAt, range.from, range.to),
    scope,
  );
  const toQuery = (where: SQL | undefined, limit: number | null) => {
    const q = select(db, where, limit).toSQL();
    return { sql: q.sql, params: q.params };
  };
  return {
    all: () => toQuery(base, null),
    after: (last, limit) =>
      toQuery(
        last
          ? and(
              base,
              sql`(${t.boundAt}, ${t.id}) > (${String(cell(last, "boundKey"))}::timestamptz, ${Number(cell(last, "id"))})`,
            )
          : base,
        limit,
      ),
  };
}

const asDate = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));
const asText = (value: unknown) => (value === null || value === undefined ? null : String(value));

/** One streamed row as the report's facts (money lines from the stored premium breakdown). */
export function boundPolicyFacts(row: Row): BoundTransactionFacts | null {
  const stored = cell(row, "premium");
  const premium = (
    typeof stored === "string" ? JSON.parse(stored) : stored
  ) as PremiumBreakdown | null;
  if (!premium) return null;
  const classId = cell(row, "classId") === null ? null : Number(cell(row, "classId"));
  return {
    reference: String(cell(row, "reference")),
    policyNumber: asText(cell(row, "policyNumber")),
    transactionType: Number(cell(row, "type")),
    effectiveDate: String(cell(row, "effectiveDate")),
    inceptionDate: String(cell(row, "inceptionDate")),
    expiryDate: String(cell(row, "expiryDate")),
    insuredName: String(cell(row, "insuredName")),
    insuredState: asText(cell(row, "insuredState")),
    productName: String(cell(row, "productName") ?? ""),
    insuranceClass:
      classId === null
        ? null
        : (insuranceClassNames[classId as keyof typeof insuranceClassNames] ?? null),
    brokerName: String(cell(row, "brokerName")),
    currency: String(cell(row, "currency") ?? ""),
    premium,
    boundAt: asDate(cell(row, "boundAt")),
  };
}
