/**
 * The signed-in user's two-factor settings: overview, enrolling an authenticator or an
 * emailed/texted code, switching methods on or off and choosing the default.
 */
import type { Ctx } from "../../platform/context/index.ts";
import { effectivePolicy } from "../account-security/index.ts";
import { presentMethod } from "./common.ts";
import { listMethods, listTrustedDevices, unusedRecoveryCodeCount } from "./repo.ts";

export async function twoFactorOverview(ctx: Ctx) {
  const { user } = ctx.actor;
  const [methods, remaining, devices, policy] = await Promise.all([
    listMethods(ctx.db, user.id),
    unusedRecoveryCodeCount(ctx.db, user.id),
    listTrustedDevices(ctx.db, user.id),
    effectivePolicy(
      ctx.db,
      ctx.config,
      user.roles.map((role) => role.companyId),
    ),
  ]);
  return {
    methods: methods.map((row) => presentMethod(row, user.row)),
    recoveryCodesRemaining: remaining,
    required: policy.requireTwoFactor,
    trustedDevices: devices.map((device) => ({
      id: device.id,
      userAgent: device.userAgent,
      ipAddress: device.ipAddress,
      createdAt: Math.floor(device.createdAt.getTime() / 1000),
      expiresAt: Math.floor(device.expiresAt.getTime() / 1000),
      lastUsedAt: device.lastUsedAt ? Math.floor(device.lastUsedAt.getTime() / 1000) : null,
    })),
  };
}
