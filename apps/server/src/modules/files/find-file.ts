import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/index.ts";
import { notFound } from "../../platform/http/errors.ts";
import { files } from "./tables.ts";

/** One of the company's files; 404 when it is not the company's. */
export async function findFile(db: DbOrTx, companyId: number, fileId: number) {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, fileId), eq(files.companyId, companyId)));
  if (!row) throw notFound("File not found");
  return row;
}
