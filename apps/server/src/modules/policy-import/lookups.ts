/**
 * What the checks need from the database, each one statement whatever the file's size: the
 * company's products by code or name, its connected brokerages by handle or name, the file's
 * repeated transactions, and the references (ADJ, CAN, REN) the file does not resolve itself.
 */
import type { InsuranceClassId } from "@platform/domain";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/index.ts";
import { rowsOf } from "../../platform/db/rows.ts";
import { connectedBrokers } from "../brokerages/index.ts";
import { productImportKeys } from "../products/index.ts";
import { existingPolicyNumbers } from "../risks/index.ts";
import { policyImportRows } from "./tables.ts";

export interface ImportProduct {
  id: number;
  name: string;
  insuranceClassId: InsuranceClassId | null;
}

/** Products by lower-cased name and code (a name wins over another product's code). */
export async function productsByKey(db: DbOrTx, companyId: number) {
  const products = await productImportKeys(db, companyId);
  const byKey = new Map<string, ImportProduct>();
  const entry = (p: (typeof products)[number]): ImportProduct => ({
    id: p.id,
    name: p.name,
    insuranceClassId: (p.insuranceClassId as InsuranceClassId | null) ?? null,
  });
  for (const p of products)
    for (const code of p.codes) if (!byKey.has(code)) byKey.set(code, entry(p));
  for (const p of products) byKey.set(p.name.toLowerCase(), entry(p));
  return byKey;
}

/** Connected brokerages by lower-cased handle and name. */
export async function brokeragesByKey(db: DbOrTx, underwriterCompanyId: number) {
  const brokers = await connectedBrokers(db, underwriterCompanyId);
  const byKey = new Map<string, { id: number; name: string }>();
  for (const b of brokers) {
    byKey.set(b.name.toLowerCase(), { id: b.id, name: b.name });
    byKey.set(b.handle.toLowerCase(), { id: b.id, name: b.name });
  }
  return byKey;
}

/** Lines repeating an earlier line's policy number, transaction type and effective date. */
export async function repeatedLines(db: DbOrTx, batchId: string): Promise<Map<number, number>> {
  const rows = rowsOf<{ line: number; first: number }>(
    await db.execute(sql`
      select line, first from (
        select line, min(line) over (
          partition by raw ->> 'policyNumber', upper(raw ->> 'transactionType'), raw ->> 'effectiveDate'
        ) as first
        from ${policyImportRows}
        where batch_id = ${batchId} and raw ? 'policyNumber'
      ) t
      where line <> first`),
  );
  return new Map(rows.map((r) => [Number(r.line), Number(r.first)]));
}

/**
 * Lines whose ADJ or CAN (its `policyNumber`) or REN (its `previousPolicyNumber`) names a policy
 * that is neither an NB or REN on another line of the file nor already the company's.
 */
export async function unresolvedReferences(
  db: DbOrTx,
  batchId: string,
  companyId: number,
): Promise<Map<number, string>> {
  const open = rowsOf<{ line: number; ref: string }>(
    await db.execute(sql`
      select r.line, r.ref from (
        select line,
               case when upper(raw ->> 'transactionType') = 'REN'
                    then raw ->> 'previousPolicyNumber' else raw ->> 'policyNumber' end as ref
        from ${policyImportRows}
        where batch_id = ${batchId} and upper(raw ->> 'transactionType') in ('ADJ', 'CAN', 'REN')
      ) r
      where r.ref is not null and not exists (
        select 1 from ${policyImportRows} s
        where s.batch_id = ${batchId} and s.line <> r.line
          and s.raw ->> 'policyNumber' = r.ref
          and upper(s.raw ->> 'transactionType') in ('NB', 'REN'))`),
  );
  const onPlatform = await existingPolicyNumbers(db, companyId, [
    ...new Set(open.map((r) => r.ref)),
  ]);
  return new Map(open.filter((r) => !onPlatform.has(r.ref)).map((r) => [Number(r.line), r.ref]));
}

/** The staged rows a page at a time, in line order. */
export async function* stagedRows(db: DbOrTx, batchId: string, pageSize = 1000) {
  let after = 0;
  for (;;) {
    const page = rowsOf<{ line: number; raw: Record<string, string> }>(
      await db.execute(sql`
        select line, raw from ${policyImportRows}
        where batch_id = ${batchId} and line > ${after}
        order by line limit ${pageSize}`),
    );
    for (const row of page) yield { line: Number(row.line), raw: row.raw };
    if (page.length < pageSize) return;
    after = Number(page[page.length - 1]!.line);
  }
}
