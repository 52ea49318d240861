/**
 * Storage of the underwriter panel's notes and messages (SPEC §2 underwriter panel, §8), for the
 * risk-panel module: inserts and pages of one package's rows, newest first, in one statement.
 */
import { desc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/index.ts";
import { totalRows } from "../../platform/db/paging.ts";
import { riskMessages, riskNotes } from "./tables.ts";

export type RiskNoteRow = typeof riskNotes.$inferSelect;
export type RiskMessageRow = typeof riskMessages.$inferSelect;

export async function insertRiskNote(
  db: DbOrTx,
  values: { riskPackageId: number; authorUserId: number | null; body: string; createdAt: Date },
): Promise<RiskNoteRow> {
  const [row] = await db.insert(riskNotes).values(values).returning();
  return row!;
}

export async function insertRiskMessage(
  db: DbOrTx,
  values: {
    riskPackageId: number;
    authorUserId: number;
    authorCompanyId: number;
    body: string;
    createdAt: Date;
  },
): Promise<RiskMessageRow> {
  const [row] = await db.insert(riskMessages).values(values).returning();
  return row!;
}

/** A page of the package's notes, newest first, each row carrying the total. */
export function pageRiskNotes(db: DbOrTx, riskPackageId: number, limit: number, offset: number) {
  return db
    .select({ row: riskNotes, total: totalRows() })
    .from(riskNotes)
    .where(eq(riskNotes.riskPackageId, riskPackageId))
    .orderBy(desc(riskNotes.id))
    .limit(limit)
    .offset(offset);
}

/** A page of the package's messages, newest first, each row carrying the total. */
export function pageRiskMessages(db: DbOrTx, riskPackageId: number, limit: number, offset: number) {
  return db
    .select({ row: riskMessages, total: totalRows() })
    .from(riskMessages)
    .where(eq(riskMessages.riskPackageId, riskPackageId))
    .orderBy(desc(riskMessages.id))
    .limit(limit)
    .offset(offset);
}
