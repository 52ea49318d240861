import {
  messages,
  pageWindow,
  riskDocumentKinds,
  type TDocumentGenerationState,
  type TPageQuery,
  type TRiskDocumentPage,
} from "@platform/domain";
import { and, count, desc, eq, ne } from "drizzle-orm";
import { actingCompany } from "../../platform/actor/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { toPage, totalRows } from "../../platform/db/paging.ts";
import { linkedEvents } from "../document-templates/index.ts";
import { packageProductIds, visibleRiskPackage } from "../risks/index.ts";
import { toSeconds } from "../users/index.ts";
import { documentGenerations, transactionDocuments } from "./tables.ts";

const base = (companyId: number, riskPackageId: number) =>
  `/api/companies/${companyId}/risks/${riskPackageId}/documents`;

/**
 * The package's documents, newest first, whether more are coming, and the events its products
 * issue documents on (four statements).
 */
export async function pageRiskDocuments(
  ctx: Ctx,
  input: { riskPackageId: number; query: TPageQuery },
): Promise<TRiskDocumentPage> {
  const { db, actor } = ctx;
  const { riskPackageId, query } = input;
  const companyId = actingCompany(actor);
  const access = await visibleRiskPackage(db, actor, riskPackageId);
  const { limit, offset } = pageWindow(query);
  const [rows, generations, issuedOn] = await Promise.all([
    db
      .select({ row: transactionDocuments, total: totalRows() })
      .from(transactionDocuments)
      .where(eq(transactionDocuments.riskPackageId, riskPackageId))
      .orderBy(desc(transactionDocuments.createdAt), desc(transactionDocuments.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ status: documentGenerations.status })
      .from(documentGenerations)
      .where(
        and(
          eq(documentGenerations.riskPackageId, riskPackageId),
          ne(documentGenerations.status, "done"),
        ),
      ),
    linkedEvents(db, packageProductIds(db, riskPackageId)),
  ]);
  const page = await toPage(
    rows,
    query,
    ({ row }) => ({
      id: row.id,
      name: row.name,
      kind: riskDocumentKinds[row.event],
      transactionId: row.transactionId,
      fileVersionId: row.fileVersionId,
      url: `${base(companyId, riskPackageId)}/${row.id}/file`,
      createdAt: toSeconds(row.createdAt),
    }),
    async () =>
      Number(
        (
          await db
            .select({ n: count() })
            .from(transactionDocuments)
            .where(eq(transactionDocuments.riskPackageId, riskPackageId))
        )[0]?.n ?? 0,
      ),
  );
  return {
    ...page,
    generation: generationState(generations, access.side !== "broker"),
    issuedOn,
  };
}

function generationState(
  open: { status: "pending" | "done" | "failed" }[],
  underwriterSide: boolean,
): TDocumentGenerationState {
  if (open.some((g) => g.status === "failed"))
    return { status: "failed", message: messages.documentsFailed, canRetry: underwriterSide };
  if (open.length > 0) return { status: "generating", message: null, canRetry: false };
  return { status: "idle", message: null, canRetry: false };
}
