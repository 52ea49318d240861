import { pageMeta, pageWindow, type TPageQuery } from "@platform/domain";
import type { Ctx } from "../../platform/context/index.ts";
import type { VersionKey } from "../product-designer/index.ts";
import { datasetRowsPage } from "./repo.ts";
import { readableScope } from "./scope.ts";
import { findInScope } from "./write.ts";

/** A page of one dataset's rows, sliced in SQL. */
export async function listDatasetRows(
  ctx: Ctx,
  input: { version: VersionKey | null; datasetId: number; query: TPageQuery },
) {
  const { db } = ctx;
  const { datasetId, query } = input;
  const scope = await readableScope(ctx, input.version);
  await findInScope(db, scope, datasetId);
  const { total, rows } = await datasetRowsPage(db, datasetId, pageWindow(query));
  return { data: rows, meta: pageMeta(total, query) };
}
