import { and, eq } from "drizzle-orm";
import type { Ctx } from "../../platform/context/index.ts";
import { notFound } from "../../platform/http/errors.ts";
import { findFileVersion } from "../files/index.ts";
import { visibleRiskPackage } from "../risks/index.ts";
import { transactionDocuments } from "./tables.ts";

/** One document's file, for any party to the risk (the file belongs to the underwriter). */
export async function riskDocumentFile(
  ctx: Ctx,
  input: { riskPackageId: number; documentId: number },
) {
  const { db, actor } = ctx;
  const { riskPackageId, documentId } = input;
  await visibleRiskPackage(db, actor, riskPackageId);
  const [doc] = await db
    .select()
    .from(transactionDocuments)
    .where(
      and(
        eq(transactionDocuments.id, documentId),
        eq(transactionDocuments.riskPackageId, riskPackageId),
      ),
    );
  const file = doc ? await findFileVersion(db, doc.companyId, doc.fileVersionId) : null;
  if (!file) throw notFound("File not found");
  return { file, data: await ctx.storage.stream(file.storageKey) };
}
