import { eq, inArray, sql } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { AuthUser } from "../../platform/access/index.ts";
import type { DbOrTx } from "../../platform/db/index.ts";
import type { ForbiddenReason } from "../../platform/http/errors.ts";
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

/** What the security gate reads beyond the session: the policy and whether 2FA is set up. */
export interface GateFacts {
  policy: EffectivePolicy;
  hasTwoFactorMethod: boolean;
}

/**
 * Why a signed-in request may not proceed yet (SPEC §4, §8), in order: two-factor not yet
 * verified in this session; a company requires two-factor and the user has no method;
 * the password is past its maximum age.
 */
export function gateReason(
  user: AuthUser,
  sessionData: Record<string, unknown> | undefined,
  facts: GateFacts,
  now: number = Date.now(),
): ForbiddenReason | null {
  if (user.isTemporaryUser) return null;
  if (sessionTwoFactorState(sessionData) === "pending") return "2fa.verify";
  // A Microsoft sign-in lasts as long as Microsoft's token: then through Microsoft again.
  const microsoftExpiresAt = sessionData?.microsoftExpiresAt;
  if (typeof microsoftExpiresAt === "number" && microsoftExpiresAt <= now) {
    return "microsoftTokenExpired";
  }
  if (facts.policy.requireTwoFactor && !facts.hasTwoFactorMethod) return "2fa.setup";
  const expiresAt = passwordExpiresAt(user.row, facts.policy);
  if (expiresAt && expiresAt.getTime() <= now) return "passwordExpired";
  return null;
}

/**
 * The gate's facts as SQL columns over the `users` row of the enclosing query, so the statement
 * that loads the signed-in user reads them too (the strictest policy over the user's companies).
 */
export function gateFactColumns() {
  return {
    requireTwoFactor: sql<boolean>`coalesce((
      select bool_or(p.require_two_factor)
      from company_security_policies p
      join user_company_roles ucr on ucr.company_id = p.company_id
      where ucr.user_id = "users"."id"
    ), false)`,
    passwordMaxAgeDays: sql<number | null>`(
      select min(p.password_max_age_days)
      from company_security_policies p
      join user_company_roles ucr on ucr.company_id = p.company_id
      where ucr.user_id = "users"."id" and p.password_max_age_days > 0
    )`,
    hasTwoFactorMethod: sql<boolean>`exists(
      select 1 from two_factor_methods m
      where m.user_id = "users"."id" and m.enabled and m.verified_at is not null
    )`,
  };
}

/** The gate's facts from the row `gateFactColumns` selected. */
export function gateFacts(
  config: Config,
  row: {
    requireTwoFactor: boolean;
    passwordMaxAgeDays: number | null;
    hasTwoFactorMethod: boolean;
  },
): GateFacts {
  return {
    policy: {
      requireTwoFactor: Boolean(row.requireTwoFactor),
      passwordMaxAgeDays:
        row.passwordMaxAgeDays === null
          ? config.security.passwordMaxAgeDays
          : Number(row.passwordMaxAgeDays),
    },
    hasTwoFactorMethod: Boolean(row.hasTwoFactorMethod),
  };
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
