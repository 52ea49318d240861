import { Permission } from "@platform/domain";
import { assertCanAny } from "../../platform/access/index.ts";
import { actingCompany } from "../../platform/actor/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { assertBrokerCompany, availablePackageFor } from "./available.ts";

/** One package a broker may place. */
export async function getAvailablePackage(ctx: Ctx, input: { packageId: number }) {
  const { db, actor } = ctx;
  const brokerCompanyId = actingCompany(actor);
  assertCanAny(actor.user, brokerCompanyId, [Permission.ManageRisks, Permission.ViewRisks]);
  await assertBrokerCompany(db, brokerCompanyId);
  return availablePackageFor(db, brokerCompanyId, input.packageId);
}
