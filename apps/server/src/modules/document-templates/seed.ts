import { DOCUMENT_DATA_MODEL_VERSION } from "@platform/domain";
import type { DbOrTx } from "../../platform/db/index.ts";
import { demoDocumentTemplates } from "./demo-templates.ts";
import { documentTemplates } from "./tables.ts";

/** The demo PI and motor schedules for an underwriter (the demo seed gives them to Coastal). */
export async function seedDemoDocumentTemplates(db: DbOrTx, companyId: number) {
  return db
    .insert(documentTemplates)
    .values(
      demoDocumentTemplates.map((t) => ({
        companyId,
        name: t.name,
        type: "single" as const,
        content: t.content.trim(),
        dataModelVersion: DOCUMENT_DATA_MODEL_VERSION,
        tags: [...t.tags],
      })),
    )
    .returning({ id: documentTemplates.id, name: documentTemplates.name });
}
