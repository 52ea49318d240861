import type { TPageQuery } from "@platform/domain";
import type { Ctx } from "../../platform/context/index.ts";
import { pageRiskUploads } from "../files/index.ts";
import { underwriterPackage } from "./underwriter-package.ts";

/** The files the underwriter keeps on the package, by name, a page at a time. */
export async function pageRiskFiles(
  ctx: Ctx,
  input: { riskPackageId: number; query: TPageQuery & { search?: string } },
) {
  const { riskPackageId, query } = input;
  const access = await underwriterPackage(ctx, { riskPackageId });
  return pageRiskUploads(ctx.db, access.row.companyId, riskPackageId, query);
}
