import { and, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/index.ts";
import { fileVersions } from "./tables.ts";

export async function findFileVersion(db: DbOrTx, companyId: number, id: number) {
  const [row] = await db
    .select()
    .from(fileVersions)
    .where(and(eq(fileVersions.id, id), eq(fileVersions.companyId, companyId)));
  return row ?? null;
}

/** The company's file versions among `ids` (a template's few attachments): one statement. */
export async function companyFileVersions(db: DbOrTx, companyId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(fileVersions)
    .where(and(eq(fileVersions.companyId, companyId), inArray(fileVersions.id, ids)));
}

/** Makes a file version readable before sign-in (a package's promotional image). */
export async function makeFileVersionPublic(tx: DbOrTx, id: number) {
  await tx.update(fileVersions).set({ visibility: 2 }).where(eq(fileVersions.id, id));
}
