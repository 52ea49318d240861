import { pageWindow, type TPageQuery, type TRiskEmailPage } from "@platform/domain";
import { count, desc, eq } from "drizzle-orm";
import type { Ctx } from "../../platform/context/index.ts";
import { toPage, totalRows } from "../../platform/db/paging.ts";
import { authorizeRisk, visibleRiskPackage } from "../risks/index.ts";
import { toSeconds } from "../users/index.ts";
import { riskEmails } from "./tables.ts";

/**
 * The emails the product's triggers sent for a package, newest first, with their delivery
 * state, for the parties to the placement under their own company (blind copies are never
 * shown; the insurer carrying the binder gets 404).
 */
export async function pageRiskEmails(
  ctx: Ctx,
  input: { riskPackageId: number; query: TPageQuery },
): Promise<TRiskEmailPage> {
  const { db, actor } = ctx;
  const { riskPackageId, query } = input;
  const { row } = await visibleRiskPackage(db, actor, riskPackageId);
  authorizeRisk(actor, "readCorrespondence", row);
  const { limit, offset } = pageWindow(query);
  const where = eq(riskEmails.riskPackageId, riskPackageId);
  const rows = await db
    .select({ row: riskEmails, total: totalRows() })
    .from(riskEmails)
    .where(where)
    .orderBy(desc(riskEmails.createdAt), desc(riskEmails.id))
    .limit(limit)
    .offset(offset);
  return toPage(
    rows,
    query,
    ({ row }) => ({
      id: row.id,
      trigger: row.trigger,
      transactionId: row.transactionId,
      templateName: row.templateName,
      subject: row.subject,
      to: row.to,
      cc: row.cc,
      attachments: row.attachments.map((a) => a.name),
      status: row.status,
      attempts: row.attempts,
      error: row.error,
      createdAt: toSeconds(row.createdAt),
      sentAt: row.sentAt ? toSeconds(row.sentAt) : null,
    }),
    async () => (await db.select({ n: count() }).from(riskEmails).where(where))[0]!.n,
  );
}
