/** Product classes: the spec's four insurance classes plus company-defined ones (ManageProductClasses). */
import {
  type InsuranceClassId,
  insuranceClassNames,
  messages,
  Permission,
  type TProductClassList,
  type TProductClassRequest,
  ZProductClassRequest,
} from "@platform/domain";
import { and, asc, count, eq, inArray, ne, sql } from "drizzle-orm";
import { assertCan, assertCanAny, catalogueReaders } from "../../platform/access/index.ts";
import type { Actor } from "../../platform/actor/index.ts";
import { actingCompany } from "../../platform/actor/index.ts";
import { audit } from "../../platform/audit/index.ts";
import type { Db, DbOrTx } from "../../platform/db/index.ts";
import { inTransaction } from "../../platform/db/transaction.ts";
import { conflict, invalid, notFound } from "../../platform/http/errors.ts";
import { type ProductClassRow, productClasses, productVersions } from "./tables.ts";

async function usageCounts(db: DbOrTx, companyId: number) {
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

const present = (row: ProductClassRow, productCount: number) => ({
  id: row.id,
  companyId: row.companyId,
  name: row.name,
  insuranceClassId: row.insuranceClassId as InsuranceClassId | null,
  productCount,
});

export async function listProductClasses(db: DbOrTx, actor: Actor): Promise<TProductClassList> {
  const companyId = actingCompany(actor);
  assertCanAny(actor.user, companyId, catalogueReaders);
  const rows = await db
    .select()
    .from(productClasses)
    .where(eq(productClasses.companyId, companyId))
    .orderBy(asc(productClasses.name));
  const counts = await usageCounts(db, companyId);
  return {
    insuranceClasses: (Object.entries(insuranceClassNames) as [string, string][]).map(
      ([id, name]) => ({ id: Number(id) as InsuranceClassId, name }),
    ),
    data: rows.map((row) => present(row, counts.get(row.id) ?? 0)),
  };
}

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

async function assertNameFree(db: DbOrTx, companyId: number, name: string, exceptId?: number) {
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

export async function createProductClass(db: Db, actor: Actor, input: TProductClassRequest) {
  const companyId = actingCompany(actor);
  assertCan(actor.user, companyId, Permission.ManageProductClasses);
  const data = ZProductClassRequest.parse(input);
  return inTransaction(db, async (tx) => {
    await assertNameFree(tx, companyId, data.name);
    const [row] = await tx
      .insert(productClasses)
      .values({ companyId, name: data.name, insuranceClassId: data.insuranceClassId })
      .returning();
    await audit(
      tx,
      {
        action: "productClass.created",
        userId: actor.user.id,
        companyId,
        subjectType: "product_class",
        subjectId: row!.id,
        data,
      },
      actor,
    );
    return present(row!, 0);
  });
}

async function classOrNotFound(db: DbOrTx, companyId: number, id: number) {
  const [row] = await db
    .select()
    .from(productClasses)
    .where(and(eq(productClasses.companyId, companyId), eq(productClasses.id, id)));
  if (!row) throw notFound("Product class not found");
  return row;
}

export async function updateProductClass(
  db: Db,
  actor: Actor,
  id: number,
  input: TProductClassRequest,
) {
  const companyId = actingCompany(actor);
  assertCan(actor.user, companyId, Permission.ManageProductClasses);
  const data = ZProductClassRequest.parse(input);
  return inTransaction(db, async (tx) => {
    await classOrNotFound(tx, companyId, id);
    await assertNameFree(tx, companyId, data.name, id);
    const [row] = await tx
      .update(productClasses)
      .set({ name: data.name, insuranceClassId: data.insuranceClassId, updatedAt: new Date() })
      .where(eq(productClasses.id, id))
      .returning();
    await audit(
      tx,
      {
        action: "productClass.updated",
        userId: actor.user.id,
        companyId,
        subjectType: "product_class",
        subjectId: id,
        data,
      },
      actor,
    );
    return present(row!, (await usageCounts(tx, companyId)).get(id) ?? 0);
  });
}

/** A class used by any product version (or endorsement) cannot be deleted. */
export async function deleteProductClass(
  db: Db,
  actor: Actor,
  id: number,
  isUsedElsewhere: (db: DbOrTx, companyId: number, classId: number) => Promise<boolean>,
) {
  const companyId = actingCompany(actor);
  assertCan(actor.user, companyId, Permission.ManageProductClasses);
  return inTransaction(db, async (tx) => {
    await classOrNotFound(tx, companyId, id);
    const used = (await usageCounts(tx, companyId)).get(id) ?? 0;
    if (used > 0 || (await isUsedElsewhere(tx, companyId, id)))
      throw conflict(messages.deleteInUse);
    await tx.delete(productClasses).where(eq(productClasses.id, id));
    await audit(
      tx,
      {
        action: "productClass.deleted",
        userId: actor.user.id,
        companyId,
        subjectType: "product_class",
        subjectId: id,
      },
      actor,
    );
    return { message: "Deleted" };
  });
}
