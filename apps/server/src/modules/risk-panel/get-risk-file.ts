import type { Ctx } from "../../platform/context/index.ts";
import { riskUploadDetail } from "../files/index.ts";
import { underwriterPackage } from "./underwriter-package.ts";

/** One file of the package with its versions, newest first. */
export async function getRiskFile(ctx: Ctx, input: { riskPackageId: number; fileId: number }) {
  const { riskPackageId, fileId } = input;
  const access = await underwriterPackage(ctx, { riskPackageId });
  return riskUploadDetail(ctx.db, access.row.companyId, riskPackageId, fileId);
}
