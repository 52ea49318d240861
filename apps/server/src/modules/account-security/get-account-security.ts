import { and, desc, eq, inArray } from "drizzle-orm";
import type { AuditAction } from "../../platform/audit/index.ts";
import { auditLog } from "../../platform/audit/tables.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { toSeconds } from "../users/index.ts";
import { effectivePolicy, passwordExpiresAt } from "./policies.ts";

/** Security events the user sees on the account page. */
export const securityActions = [
  "auth.login",
  "auth.login_failed",
  "auth.logout",
  "auth.microsoft_login",
  "user.registered",
  "user.password_changed",
  "password.reset_requested",
  "password.reset",
  "password.expired_replaced",
  "2fa.enabled",
  "2fa.disabled",
  "2fa.default_changed",
  "2fa.verified",
  "2fa.failed",
  "2fa.recovery_codes_regenerated",
  "2fa.admin_reset",
] as const satisfies readonly AuditAction[];

/** The account security view: last activity, member since, password age, recent events. */
export async function getAccountSecurity(ctx: Ctx) {
  const { user } = ctx.actor;
  const policy = await effectivePolicy(
    ctx.db,
    ctx.config,
    user.roles.map((role) => role.companyId),
  );
  const events = await ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.userId, user.id), inArray(auditLog.action, [...securityActions])))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(50);
  // An admin reset is recorded against the administrator; show it to its subject too.
  const resets = await ctx.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, "2fa.admin_reset"),
        eq(auditLog.subjectType, "user"),
        eq(auditLog.subjectId, String(user.id)),
      ),
    )
    .orderBy(desc(auditLog.createdAt))
    .limit(10);
  const present = (row: typeof auditLog.$inferSelect) => ({
    id: row.id,
    action: row.action,
    at: toSeconds(row.createdAt),
    ipAddress: row.ipAddress,
    userAgent: row.userAgent,
    method: typeof row.data.method === "string" ? row.data.method : null,
    byAdministrator: row.action === "2fa.admin_reset" && row.userId !== user.id,
  });
  const expiresAt = passwordExpiresAt(user.row, policy);
  return {
    lastActivityAt: user.row.lastActivityAt ? toSeconds(user.row.lastActivityAt) : null,
    memberSince: toSeconds(user.row.createdAt),
    passwordChangedAt: user.row.passwordChangedAt ? toSeconds(user.row.passwordChangedAt) : null,
    passwordExpiresAt: expiresAt ? toSeconds(expiresAt) : null,
    twoFactorRequired: policy.requireTwoFactor,
    recentSignIns: events
      .filter((row) => row.action === "auth.login" || row.action === "auth.microsoft_login")
      .slice(0, 10)
      .map(present),
    events: [...events, ...resets.filter((row) => row.userId !== user.id)]
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .slice(0, 50)
      .map(present),
  };
}
