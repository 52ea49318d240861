import { and, count, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/index.ts";
import { ownedIds } from "../../platform/db/owned.ts";
import { notFound } from "../../platform/http/errors.ts";
import { type DocumentTemplateRow, documentTemplates } from "./tables.ts";

export async function findTemplate(db: DbOrTx, companyId: number, id: number) {
  const [row] = await db
    .select()
    .from(documentTemplates)
    .where(and(eq(documentTemplates.id, id), eq(documentTemplates.companyId, companyId)));
  if (!row) throw notFound("Document template not found");
  return row;
}

/** How many of `ids` are the company's own templates: one statement. */
export async function countOwnTemplates(db: DbOrTx, companyId: number, ids: number[]) {
  if (ids.length === 0) return 0;
  const [found] = await db
    .select({ n: count() })
    .from(documentTemplates)
    .where(and(eq(documentTemplates.companyId, companyId), inArray(documentTemplates.id, ids)));
  return Number(found!.n);
}

/** A template's parts for rendering (itself, or the singles it combines): one statement. */
export async function partsOf(db: DbOrTx, companyId: number, row: DocumentTemplateRow) {
  if (row.type === "single") return [row];
  const parts = row.partIds.length
    ? await db
        .select()
        .from(documentTemplates)
        .where(
          and(
            eq(documentTemplates.companyId, companyId),
            inArray(documentTemplates.id, row.partIds),
          ),
        )
    : [];
  return row.partIds.map((id) => parts.find((p) => p.id === id)).filter((p) => p !== undefined);
}

/** Which of `ids` are the company's own templates (an id in another module's input). */
export const ownTemplateIds = (db: DbOrTx, companyId: number, ids: readonly number[]) =>
  ownedIds(db, documentTemplates, companyId, ids);
