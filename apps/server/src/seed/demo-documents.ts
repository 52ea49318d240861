/**
 * Which demo templates the demo products issue: every main product quotes with the quotation,
 * the PI and motor ones bind with their schedules and issue them again, as endorsement,
 * cancellation and reinstatement schedules, when an adjustment, a cancellation or a
 * reinstatement is bound (add-ons issue none of their own).
 */
import { type DocumentEvent, InsuranceClass, ProductKind } from "@platform/domain";
import { eq } from "drizzle-orm";
import { productDocumentTemplates } from "../modules/document-templates/tables.ts";
import { products } from "../modules/products/tables.ts";
import type { DbOrTx } from "../platform/db/index.ts";

const schedules: Record<number, string> = {
  [InsuranceClass.ProfessionalIndemnity]: "PI policy schedule",
  [InsuranceClass.Motor]: "Motor policy schedule",
};

export async function linkDemoDocumentTemplates(
  tx: DbOrTx,
  companyId: number,
  templates: readonly { id: number; name: string }[],
) {
  const idOf = (name: string) => templates.find((t) => t.name === name)?.id;
  const quotation = idOf("Quotation letter");
  const rows: (typeof productDocumentTemplates.$inferInsert)[] = [];
  const link = (productId: number, event: DocumentEvent, templateId: number | undefined) => {
    if (templateId) rows.push({ productId, event, templateId, position: 0 });
  };
  const owned = await tx
    .select({ id: products.id, insuranceClassId: products.insuranceClassId, kind: products.kind })
    .from(products)
    .where(eq(products.companyId, companyId));
  for (const product of owned) {
    if (product.kind !== ProductKind.Main) continue;
    link(product.id, "quote", quotation);
    const schedule = product.insuranceClassId ? schedules[product.insuranceClassId] : undefined;
    if (schedule) {
      for (const event of ["bind", "adjustment", "cancellation", "reinstatement"] as const)
        link(product.id, event, idOf(schedule));
    }
  }
  if (rows.length > 0) await tx.insert(productDocumentTemplates).values(rows);
}
