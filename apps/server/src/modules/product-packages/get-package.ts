import type { Ctx } from "../../platform/context/index.ts";
import { authorizePackages } from "./access.ts";
import { packageOrNotFound } from "./package-rows.ts";
import { presentPackage } from "./present.ts";

export async function getPackage(ctx: Ctx, input: { packageId: number }) {
  const { db, actor } = ctx;
  const companyId = authorizePackages(actor, "read");
  return presentPackage(db, await packageOrNotFound(db, companyId, input.packageId), actor.now());
}
