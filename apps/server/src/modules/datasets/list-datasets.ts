import { pageMeta, pageWindow, type TPageQuery } from "@platform/domain";
import type { Ctx } from "../../platform/context/index.ts";
import type { VersionKey } from "../product-designer/index.ts";
import { datasetSummariesPage, datasetsPage } from "./repo.ts";
import { readableScope } from "./scope.ts";
import { present, presentListRow } from "./write.ts";

/**
 * A page of a scope's datasets without their cells (a version has a handful); `withRows` adds
 * the cells, for the designer's preview that resolves dataset-backed options.
 */
export async function listDatasets(
  ctx: Ctx,
  input: { version: VersionKey | null; query: TPageQuery & { include?: "rows" } },
) {
  const { db } = ctx;
  const { query } = input;
  const scope = await readableScope(ctx, input.version);
  const window = pageWindow(query);
  if (query.include === "rows") {
    const { rows, total } = await datasetsPage(db, scope, window);
    return { data: rows.map(present), meta: pageMeta(total, query) };
  }
  const { rows, total } = await datasetSummariesPage(db, scope, window);
  return { data: rows.map(presentListRow), meta: pageMeta(total, query) };
}
