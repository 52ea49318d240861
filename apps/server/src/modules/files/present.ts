import type { FileRow, FileVersionRow } from "./tables.ts";

export function presentFile(row: FileVersionRow) {
  return {
    id: row.id,
    companyId: row.companyId,
    name: row.name,
    mimeType: row.mimeType,
    size: row.size,
    visibility: row.visibility,
    url: `/api/companies/${row.companyId}/file-versions/${row.id}`,
    createdAt: Math.floor(row.createdAt.getTime() / 1000),
  };
}

export function presentFolderFile(row: FileRow) {
  return {
    id: row.id,
    folderId: row.folderId,
    name: row.name,
    mimeType: row.mimeType,
    visibility: row.visibility,
    locked: row.locked,
    protected: row.protected,
    versionNumber: row.versionCount,
    currentVersionId: row.currentVersionId,
    url: row.currentVersionId
      ? `/api/companies/${row.companyId}/file-versions/${row.currentVersionId}`
      : null,
    updatedAt: Math.floor(row.updatedAt.getTime() / 1000),
  };
}
