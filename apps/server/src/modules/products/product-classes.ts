/** Product classes: the spec's four insurance classes plus company-defined ones (ManageProductClasses). */
import { type InsuranceClassId, messages } from "@platform/domain";
import { and, count, eq, inArray, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/index.ts";
import { invalid, notFound } from "../../platform/http/errors.ts";
import { type ProductClassRow, productClasses, productVersions } from "./tables.ts";

export async function usageCounts(db: DbOrTx, companyId: number) {
  const rows = await db
    .select({
      classId: sql<number>`(${productVersions.details}->>'productClassId')::int`,
      total: count(),
    })
    .from(productVersions)
    .where(
      and(
        eq(productVersions.companyId, companyId),
        sql`${productVersions.details}->>'productClassId' is not null`,
      ),
    )
    .groupBy(sql`(${productVersions.details}->>'productClassId')::int`);
  return new Map(rows.map((row) => [Number(row.classId), Number(row.total)]));
}

export const presentClass = (row: ProductClassRow, productCount: number) => ({
  id: row.id,
  companyId: row.companyId,
  name: row.name,
  insuranceClassId: row.insuranceClassId as InsuranceClassId | null,
  productCount,
});

/** Ids among `ids` that are not classes of the company (for validation at save). */
export async function unknownProductClassIds(db: DbOrTx, companyId: number, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: productClasses.id })
    .from(productClasses)
    .where(and(eq(productClasses.companyId, companyId), inArray(productClasses.id, ids)));
  const known = new Set(rows.map((row) => row.id));
  return ids.filter((id) => !known.has(id));
}

export async function assertNameFree(
  db: DbOrTx,
  companyId: number,
  name: string,
  exceptId?: number,
) {
  const [row] = await db
    .select({ id: productClasses.id })
    .from(productClasses)
    .where(
      and(
        eq(productClasses.companyId, companyId),
        sql`lower(${productClasses.name}) = lower(${name})`,
        exceptId ? ne(productClasses.id, exceptId) : undefined,
      ),
    );
  if (row) throw invalid({ name: messages.nameInUse });
}

export async function classOrNotFound(db: DbOrTx, companyId: number, id: number) {
  const [row] = await db
    .select()
    .from(productClasses)
    .where(and(eq(productClasses.companyId, companyId), eq(productClasses.id, id)));
  if (!row) throw notFound("Product class not found");
  return row;
}
