import { pageWindow, type TPageQuery } from "@platform/domain";
import { count, desc } from "drizzle-orm";
import type { Ctx } from "../../platform/context/index.ts";
import { toPage } from "../../platform/db/paging.ts";
import { riskPackages } from "../risks/index.ts";
import {
  actingClient,
  clientPolicyColumns,
  clientPolicyWhere,
  presentClientPolicies,
} from "./client-policy-view.ts";

/** The client company's quotations and policies, newest first (its page and its home count). */
export async function listClientPolicies(ctx: Ctx, input: { query: TPageQuery }) {
  const { db, actor } = ctx;
  const { query } = input;
  const where = clientPolicyWhere(actingClient(actor));
  const { limit, offset } = pageWindow(query);
  const rows = await db
    .select(clientPolicyColumns)
    .from(riskPackages)
    .where(where)
    .orderBy(desc(riskPackages.updatedAt), desc(riskPackages.id))
    .limit(limit)
    .offset(offset);
  const views = await presentClientPolicies(ctx, rows);
  return toPage(
    views.map((view, i) => ({ view, total: rows[i]!.total })),
    query,
    ({ view }) => view,
    async () => (await db.select({ n: count() }).from(riskPackages).where(where))[0]!.n,
  );
}
