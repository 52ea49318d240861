/**
 * Documents on a claim or incident: files in the claim's folder of the files module,
 * owned by the company that writes the policy (docs/decisions.md). Every party that sees the
 * claim lists and downloads them under its own company through the claim's routes; whoever acts
 * on it (`can.upload`) adds them. The claim's access check comes first, so another broker or
 * legal firm gets 404, and a file is only found inside the claim's own folder. A document that is
 * not shared (`claim_documents`) is read by the underwriter and the appointed firm only: to the
 * broker and the insured it does not exist (docs/decisions.md "Claim documents: shared or not").
 */
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/index.ts";
import type { ClaimRole, ClaimSide } from "./access.ts";
import { claimDocuments } from "./tables.ts";

/** Where the acting company `companyId` downloads a document of the claim. */
export const fileUrl = (companyId: number, claimId: number, fileId: number) =>
  `/api/companies/${companyId}/claims/${claimId}/documents/${fileId}/file`;

/** The underwriter's side and the appointed firm read documents that are not shared. */
export const readsUnshared = (side: ClaimSide) =>
  side === "underwriter" || side === "system" || side === "legal";

/** Whoever acts on the claim for the underwriter or the appointed firm shares its documents. */
export const sharesDocuments = (side: ClaimSide, role: ClaimRole) =>
  role !== "reader" && readsUnshared(side);

/** The claim's documents `side` may not read, as a subquery of file ids (none: undefined). */
export function hiddenDocuments(side: ClaimSide, claimId: number): SQL | undefined {
  if (readsUnshared(side)) return undefined;
  return sql`(select ${claimDocuments.fileId} from ${claimDocuments}
    where ${claimDocuments.claimId} = ${claimId} and ${claimDocuments.shared} = false)`;
}

/** Which of the files are not shared (one statement). */
export async function unsharedOf(db: DbOrTx, fileIds: number[]): Promise<Set<number>> {
  if (fileIds.length === 0) return new Set();
  const rows = await db
    .select({ fileId: claimDocuments.fileId })
    .from(claimDocuments)
    .where(and(inArray(claimDocuments.fileId, fileIds), eq(claimDocuments.shared, false)));
  return new Set(rows.map((r) => r.fileId));
}
