import { pageWindow, type TPageQuery } from "@platform/domain";
import type { Ctx } from "../../platform/context/index.ts";
import { toPage } from "../../platform/db/paging.ts";
import { companyNamesByIds } from "../companies/index.ts";
import { pageRiskMessages, riskNotFound, visibleRiskPackage } from "../risks/index.ts";
import { userRefsByIds } from "../users/index.ts";
import { presentMessage } from "./present.ts";

/** The thread, newest first, a page at a time (authors and companies in one statement each). */
export async function pageMessages(ctx: Ctx, input: { riskPackageId: number; query: TPageQuery }) {
  const { db, actor } = ctx;
  const { riskPackageId, query } = input;
  const access = await visibleRiskPackage(db, actor, riskPackageId);
  // The thread is between the agency and the broker: the insurer reads neither side of it.
  if (access.side === "insurer") throw riskNotFound();
  const { limit, offset } = pageWindow(query);
  const rows = await pageRiskMessages(db, riskPackageId, limit, offset);
  const [names, companies] = await Promise.all([
    userRefsByIds(
      db,
      rows.map((row) => row.row.authorUserId),
    ),
    companyNamesByIds(
      db,
      rows.map((row) => row.row.authorCompanyId),
    ),
  ]);
  return toPage(
    rows,
    query,
    (row) => presentMessage(row.row, names, companies),
    async () => (await pageRiskMessages(db, riskPackageId, 1, 0))[0]?.total ?? 0,
  );
}
