import type { DbOrTx } from "../../platform/db/index.ts";
import { companyFileVersions } from "../files/index.ts";
import type { DocumentTemplateRow } from "./tables.ts";

export function presentTemplate(row: DocumentTemplateRow) {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    content: row.content,
    dataModelVersion: row.dataModelVersion,
    partIds: row.partIds,
    additionalFileVersionIds: row.additionalFileVersionIds,
    tags: row.tags,
    updatedAt: Math.floor(row.updatedAt.getTime() / 1000),
  };
}

/** One template as its editor reads it: with its additional PDFs' names (one statement). */
export async function presentTemplateWithFiles(
  db: DbOrTx,
  companyId: number,
  row: DocumentTemplateRow,
) {
  const versions = await companyFileVersions(db, companyId, row.additionalFileVersionIds);
  const byId = new Map(versions.map((v) => [v.id, v]));
  return {
    ...presentTemplate(row),
    additionalFiles: row.additionalFileVersionIds.flatMap((id) => {
      const v = byId.get(id);
      return v ? [{ id, name: v.name, mimeType: v.mimeType }] : [];
    }),
  };
}
