import { messages } from "@platform/domain";
import { eq, inArray } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { AuthUser } from "../../platform/access/index.ts";
import type { DbOrTx } from "../../platform/db/index.ts";
import type { ForbiddenReason } from "../../platform/http/errors.ts";
import { activeMethods } from "../two-factor/index.ts";
import { companySecurityPolicies } from "./tables.ts";

/** What the session holds about two-factor: asked at sign-in, then proven. */
export type TwoFactorState = "pending" | "verified";

export const sessionTwoFactorState = (data: Record<string, unknown> | undefined) =>
  (data?.twoFactor as TwoFactorState | undefined) ?? null;

export interface EffectivePolicy {
  requireTwoFactor: boolean;
  /** 0 = passwords do not expire. */
  passwordMaxAgeDays: number;
}

/**
 * The strictest policy over the companies the user belongs to: any company requiring
 * two-factor requires it; the shortest maximum password age wins, else the platform default.
 */
export async function effectivePolicy(
  db: DbOrTx,
  config: Config,
  companyIds: number[],
): Promise<EffectivePolicy> {
  const rows =
    companyIds.length === 0
      ? []
      : await db
          .select()
          .from(companySecurityPolicies)
          .where(inArray(companySecurityPolicies.companyId, companyIds));
  const ages = rows
    .map((row) => row.passwordMaxAgeDays)
    .filter((days): days is number => typeof days === "number" && days > 0);
  return {
    requireTwoFactor: rows.some((row) => row.requireTwoFactor),
    passwordMaxAgeDays: ages.length > 0 ? Math.min(...ages) : config.security.passwordMaxAgeDays,
  };
}

export function passwordExpiresAt(
  user: { passwordHash: string | null; passwordChangedAt: Date | null; createdAt: Date },
  policy: EffectivePolicy,
): Date | null {
  if (!user.passwordHash || policy.passwordMaxAgeDays <= 0) return null;
  const changed = user.passwordChangedAt ?? user.createdAt;
  return new Date(changed.getTime() + policy.passwordMaxAgeDays * 86_400_000);
}

export const gateMessages: Record<ForbiddenReason, string> = {
  "2fa.verify": messages.verifyTwoFactor,
  "2fa.setup": messages.verifyOneMethod,
  passwordExpired: messages.passwordExpired,
  microsoftTokenExpired: "Your Microsoft sign-in has expired. Sign in with Microsoft again",
};

/**
 * Why a signed-in request may not proceed yet (SPEC §4, §8), in order: two-factor not yet
 * verified in this session; a company requires two-factor and the user has no method;
 * the password is past its maximum age.
 */
export async function securityGate(
  db: DbOrTx,
  config: Config,
  user: AuthUser,
  sessionData: Record<string, unknown> | undefined,
): Promise<ForbiddenReason | null> {
  if (user.isTemporaryUser) return null;
  if (sessionTwoFactorState(sessionData) === "pending") return "2fa.verify";
  // A Microsoft sign-in lasts as long as Microsoft's token: then through Microsoft again.
  const microsoftExpiresAt = sessionData?.microsoftExpiresAt;
  if (typeof microsoftExpiresAt === "number" && microsoftExpiresAt <= Date.now()) {
    return "microsoftTokenExpired";
  }
  const policy = await effectivePolicy(
    db,
    config,
    user.roles.map((role) => role.companyId),
  );
  if (policy.requireTwoFactor && (await activeMethods(db, user.id)).length === 0) {
    return "2fa.setup";
  }
  const expiresAt = passwordExpiresAt(user.row, policy);
  if (expiresAt && expiresAt.getTime() <= Date.now()) return "passwordExpired";
  return null;
}

export async function getCompanyPolicy(db: DbOrTx, companyId: number) {
  const [row] = await db
    .select()
    .from(companySecurityPolicies)
    .where(eq(companySecurityPolicies.companyId, companyId));
  return row ?? { companyId, requireTwoFactor: false, passwordMaxAgeDays: null, updatedAt: null };
}

export async function saveCompanyPolicy(
  db: DbOrTx,
  companyId: number,
  values: { requireTwoFactor?: boolean; passwordMaxAgeDays?: number | null },
) {
  const [row] = await db
    .insert(companySecurityPolicies)
    .values({ companyId, ...values })
    .onConflictDoUpdate({
      target: companySecurityPolicies.companyId,
      set: { ...values, updatedAt: new Date() },
    })
    .returning();
  return row!;
}
