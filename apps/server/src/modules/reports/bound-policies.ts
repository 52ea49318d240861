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
import type { Actor } from "../../platform/actor/index.ts";
import type { Db } from "../../platform/db/index.ts";
import { companies } from "../companies/tables.ts";
import { productVersions } from "../products/tables.ts";
import { riskScope } from "../risks/index.ts";
import { riskPackages, risks, riskTransactions } from "../risks/tables.ts";
import type { Row, StreamSource } from "./stream.ts";

const broker = aliasedTable(companies, "broker");
const t = riskTransactions;
const p = riskPackages;

/** Select order: the row array's positions (boundKey and id close it: the keyset). */
function select(db: Db, where: SQL | undefined, limit: number | null) {
  const query = db
    .select({
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
    })
    .from(t)
    .innerJoin(p, eq(p.id, t.riskPackageId))
    .innerJoin(risks, eq(risks.id, t.riskId))
    .innerJoin(productVersions, eq(productVersions.id, risks.productVersionId))
    .innerJoin(broker, eq(broker.id, p.brokerCompanyId))
    .where(where)
    .orderBy(asc(t.boundAt), asc(t.id));
  return limit === null ? query : query.limit(limit);
}

export function boundPolicySource(
  db: Db,
  actor: Actor,
  companyId: number,
  range: { from: Date; to: Date },
): StreamSource {
  const base = and(
    eq(t.status, TransactionStatus.Bound),
    between(t.boundAt, range.from, range.to),
    riskScope(actor),
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
              sql`(${t.boundAt}, ${t.id}) > (${String(last[14])}::timestamptz, ${Number(last[15])})`,
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
  const premium = (
    typeof row[12] === "string" ? JSON.parse(row[12]) : row[12]
  ) as PremiumBreakdown | null;
  if (!premium) return null;
  const classId = row[9] === null ? null : Number(row[9]);
  return {
    reference: String(row[0]),
    policyNumber: asText(row[1]),
    transactionType: Number(row[2]),
    effectiveDate: String(row[3]),
    inceptionDate: String(row[4]),
    expiryDate: String(row[5]),
    insuredName: String(row[6]),
    insuredState: asText(row[7]),
    productName: String(row[8] ?? ""),
    insuranceClass:
      classId === null
        ? null
        : (insuranceClassNames[classId as keyof typeof insuranceClassNames] ?? null),
    brokerName: String(row[10]),
    currency: String(row[11] ?? ""),
    premium,
    boundAt: asDate(row[13]),
  };
}
