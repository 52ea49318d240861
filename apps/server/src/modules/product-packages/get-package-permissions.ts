/**
 * Which connected brokers may use a package: allow all except, or deny all except.
 */
import {
  brokerMayUsePackage,
  type PackagePermissionMode,
  type TPackagePermissions,
} from "@platform/domain";
import { assertCanAny, catalogueReaders } from "../../platform/access/index.ts";
import { actingCompany } from "../../platform/actor/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { connectedBrokers } from "../brokerages/index.ts";
import { packageOrNotFound } from "./package-rows.ts";
import { listedBrokerIds } from "./present.ts";

export async function getPackagePermissions(
  ctx: Ctx,
  input: { packageId: number },
): Promise<TPackagePermissions> {
  const { db, actor } = ctx;
  const { packageId } = input;
  const companyId = actingCompany(actor);
  assertCanAny(actor.user, companyId, catalogueReaders);
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
