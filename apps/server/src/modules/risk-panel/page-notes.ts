/**
 * Notes of the underwriter panel (SPEC §2): the underwriter company's internal notes on a risk
 * package. The broker side never sees them (404, as if the notes did not exist); adding one
 * needs ManageRisks.
 */
import { pageWindow, type TPageQuery } from "@platform/domain";
import type { Ctx } from "../../platform/context/index.ts";
import { toPage } from "../../platform/db/paging.ts";
import { pageRiskNotes } from "../risks/index.ts";
import { userRefsByIds } from "../users/index.ts";
import { presentNote } from "./present.ts";
import { underwriterPackage } from "./underwriter-package.ts";

/** The package's notes, newest first, a page at a time. */
export async function pageNotes(ctx: Ctx, input: { riskPackageId: number; query: TPageQuery }) {
  const { db } = ctx;
  const { riskPackageId, query } = input;
  await underwriterPackage(ctx, { riskPackageId });
  const { limit, offset } = pageWindow(query);
  const rows = await pageRiskNotes(db, riskPackageId, limit, offset);
  const names = await userRefsByIds(
    db,
    rows.map((row) => row.row.authorUserId),
  );
  return toPage(
    rows,
    query,
    (row) => presentNote(row.row, names),
    async () => (await pageRiskNotes(db, riskPackageId, 1, 0))[0]?.total ?? 0,
  );
}
