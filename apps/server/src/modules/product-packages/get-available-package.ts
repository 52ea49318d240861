import type { Ctx } from "../../platform/context/index.ts";
import { authorizePackages } from "./access.ts";
import { assertBrokerCompany, availablePackageFor } from "./available.ts";

/** One package a broker may place. */
export async function getAvailablePackage(ctx: Ctx, input: { packageId: number }) {
  const { db, actor } = ctx;
  const brokerCompanyId = authorizePackages(actor, "place");
  await assertBrokerCompany(db, brokerCompanyId);
  return availablePackageFor(db, brokerCompanyId, input.packageId, actor.now());
}
