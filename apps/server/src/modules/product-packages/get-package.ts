import { assertCanAny, catalogueReaders } from "../../platform/access/index.ts";
import { actingCompany } from "../../platform/actor/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { packageOrNotFound } from "./package-rows.ts";
import { presentPackage } from "./present.ts";

export async function getPackage(ctx: Ctx, input: { packageId: number }) {
  const { db, actor } = ctx;
  const companyId = actingCompany(actor);
  assertCanAny(actor.user, companyId, catalogueReaders);
  return presentPackage(db, await packageOrNotFound(db, companyId, input.packageId));
}
