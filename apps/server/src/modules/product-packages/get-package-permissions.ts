/**
 * Which connected brokers may use a package: allow all except, or deny all except.
 */
import {
  brokerMayUsePackage,
  type PackagePermissionMode,
  type TPackagePermissions,
} from "@platform/domain";
import type { Ctx } from "../../platform/context/index.ts";
import { connectedBrokers } from "../brokerages/index.ts";
import { authorizePackages } from "./access.ts";
import { packageOrNotFound } from "./package-rows.ts";
import { listedBrokerIds } from "./present.ts";

export async function getPackagePermissions(
  ctx: Ctx,
  input: { packageId: number },
): Promise<TPackagePermissions> {
  const { db, actor } = ctx;
  const { packageId } = input;
  const companyId = authorizePackages(actor, "read");
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
