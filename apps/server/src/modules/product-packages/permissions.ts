/**
 * Which connected brokers may use a package: allow all except, or deny all except.
 */
import {
  brokerMayUsePackage,
  type PackagePermissionMode,
  Permission,
  productMessages,
  type TPackagePermissions,
  type TPackagePermissionsRequest,
  ZPackagePermissionsRequest,
} from "@platform/domain";
import { eq } from "drizzle-orm";
import {
  type AuthUser,
  assertCan,
  assertCanAny,
  catalogueReaders,
} from "../../platform/access/index.ts";
import type { Actor } from "../../platform/actor/index.ts";
import type { DbOrTx } from "../../platform/db/index.ts";
import { inTransaction } from "../../platform/db/transaction.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { invalid } from "../../platform/http/errors.ts";
import { connectedBrokers } from "../brokerages/index.ts";
import { packageOrNotFound, record } from "./manage.ts";
import { listedBrokerIds } from "./present.ts";
import { productPackageBrokers, productPackages } from "./tables.ts";

export async function getPackagePermissions(
  db: DbOrTx,
  user: AuthUser,
  companyId: number,
  packageId: number,
): Promise<TPackagePermissions> {
  assertCanAny(user, companyId, catalogueReaders);
  const row = await packageOrNotFound(db, companyId, packageId);
  const listed = await listedBrokerIds(db, packageId);
  const mode = row.permissionMode as PackagePermissionMode;
  return {
    mode,
    brokerCompanyIds: listed,
    brokers: (await connectedBrokers(db, companyId)).map((broker) => ({
      id: broker.id,
      name: broker.name,
      handle: broker.handle,
      allowed: brokerMayUsePackage(mode, listed, broker.id),
    })),
  };
}

export async function setPackagePermissions(
  deps: AppDeps,
  actor: Actor,
  companyId: number,
  packageId: number,
  input: TPackagePermissionsRequest,
) {
  const { user } = actor;
  assertCan(user, companyId, Permission.ManageProducts);
  const data = ZPackagePermissionsRequest.parse(input);
  await inTransaction(deps.db, async (tx) => {
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
    await record(tx, actor, companyId, "productPackage.permissionsChanged", packageId, data);
  });
  return getPackagePermissions(deps.db, user, companyId, packageId);
}
