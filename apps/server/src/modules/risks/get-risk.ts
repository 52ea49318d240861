/** `GET …/risks/{id}`: one risk package, main risk first, transactions oldest first. */
import type { Ctx } from "../../platform/context/index.ts";
import { loadPackage } from "./load.ts";
import { viewOf } from "./present.ts";

export async function getRisk(ctx: Ctx, input: { riskPackageId: number }) {
  return viewOf(ctx, await loadPackage(ctx.db, ctx.actor, input.riskPackageId));
}
