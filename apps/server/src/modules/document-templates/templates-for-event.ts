import type { DocumentEvent } from "@platform/domain";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/index.ts";
import { documentTemplates, productDocumentTemplates } from "./tables.ts";

/** The templates (with their parts, in order) a product issues on an event: two statements. */
export async function templatesForEvent(db: DbOrTx, productId: number, event: DocumentEvent) {
  const linked = await db
    .select({ row: documentTemplates })
    .from(productDocumentTemplates)
    .innerJoin(documentTemplates, eq(documentTemplates.id, productDocumentTemplates.templateId))
    .where(
      and(
        eq(productDocumentTemplates.productId, productId),
        eq(productDocumentTemplates.event, event),
      ),
    )
    .orderBy(asc(productDocumentTemplates.position));
  const partIds = [...new Set(linked.flatMap(({ row }) => row.partIds))];
  const parts = partIds.length
    ? await db.select().from(documentTemplates).where(inArray(documentTemplates.id, partIds))
    : [];
  return linked.map(({ row }) => ({
    template: row,
    parts:
      row.type === "combined"
        ? row.partIds.map((id) => parts.find((p) => p.id === id)).filter((p) => p !== undefined)
        : [row],
  }));
}
