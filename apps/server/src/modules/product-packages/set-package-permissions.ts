import {
  productMessages,
  type TPackagePermissionsRequest,
  ZPackagePermissionsRequest,
} from "@platform/domain";
import { eq } from "drizzle-orm";
import type { Ctx } from "../../platform/context/index.ts";
import { inTransaction } from "../../platform/db/transaction.ts";
import { invalid } from "../../platform/http/errors.ts";
import { connectedBrokers } from "../brokerages/index.ts";
import { authorizePackages } from "./access.ts";
import { getPackagePermissions } from "./get-package-permissions.ts";
import { packageOrNotFound, record } from "./package-rows.ts";
import { listedBrokerIds } from "./present.ts";
import { productPackageBrokers, productPackages } from "./tables.ts";

export async function setPackagePermissions(
  ctx: Ctx,
  input: TPackagePermissionsRequest & { packageId: number },
) {
  const { db, actor } = ctx;
  const { packageId, ...request } = input;
  const companyId = authorizePackages(actor, "manage");
  const data = ZPackagePermissionsRequest.parse(request);
  await inTransaction(db, async (tx) => {
    await packageOrNotFound(tx, companyId, packageId, true);
    const connected = new Set((await connectedBrokers(tx, companyId)).map((broker) => broker.id));
    // A broker that disconnected may stay listed; only new names must be connected.
    const before = new Set(await listedBrokerIds(tx, packageId));
    if (data.brokerCompanyIds.some((id) => !connected.has(id) && !before.has(id)))
      throw invalid({ brokerCompanyIds: productMessages.unknownBroker });
    await tx
      .update(productPackages)
      .set({ permissionMode: data.mode, updatedAt: new Date() })
      .where(eq(productPackages.id, packageId));
    await tx.delete(productPackageBrokers).where(eq(productPackageBrokers.packageId, packageId));
    if (data.brokerCompanyIds.length > 0) {
      await tx
        .insert(productPackageBrokers)
        .values(data.brokerCompanyIds.map((brokerCompanyId) => ({ packageId, brokerCompanyId })));
    }
    await record(tx, actor, "productPackage.permissionsChanged", packageId, data);
  });
  return getPackagePermissions(ctx, { packageId });
}
