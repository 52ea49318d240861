/**
 * Connecting a company's Microsoft organisation (Entra tenant) by admin consent, and disconnecting
 * it.
 */
import { messages } from "@platform/domain";
import { eq } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { AuthUser } from "../../platform/access/index.ts";
import { audit } from "../../platform/audit/index.ts";
import type { OriginCtx } from "../../platform/context/index.ts";
import { sign, unsign } from "../../platform/crypto/index.ts";
import type { DbOrTx } from "../../platform/db/index.ts";
import { forbidden } from "../../platform/http/errors.ts";
import { authorizeConsent } from "./access.ts";
import { assertEnabled, type Deps, redirectUri } from "./configuration.ts";
import { microsoftConnections } from "./tables.ts";

export const ADMIN_SETUP_LINK_HOURS = 24;

export async function connectionForCompany(db: DbOrTx, companyId: number) {
  const [row] = await db
    .select()
    .from(microsoftConnections)
    .where(eq(microsoftConnections.companyId, companyId));
  return row ?? null;
}

function readSetupToken(config: Config, token: string) {
  const payload = unsign(config.appKey, "microsoft-setup", token);
  const [companyId, userId, expiresAt] = (payload ?? "").split(".").map(Number);
  if (!payload || !companyId || !expiresAt || expiresAt < Date.now()) return null;
  return { companyId, userId: userId ?? null };
}

/** Where Microsoft's admin consent starts, for a setup link or a signed-in administrator. */
export function adminConsentUrl(
  deps: Deps,
  input: { token?: string; companyId?: number },
  user: AuthUser | null,
): string {
  assertEnabled(deps.config);
  let target: { companyId: number; userId: number | null } | null = null;
  if (input.token) target = readSetupToken(deps.config, input.token);
  else if (input.companyId && user) {
    authorizeConsent(user, input.companyId);
    target = { companyId: input.companyId, userId: user.id };
  }
  if (!target) throw forbidden(messages.microsoftFailed);
  const state = sign(
    deps.config.appKey,
    "microsoft-consent",
    `${target.companyId}.${target.userId ?? 0}.${Date.now() + 3_600_000}`,
  );
  const url = new URL(`${deps.config.microsoft.authority}/organizations/v2.0/adminconsent`);
  url.searchParams.set("client_id", deps.config.microsoft.clientId!);
  url.searchParams.set("redirect_uri", redirectUri(deps.config, "admin-consent-callback"));
  url.searchParams.set("scope", "openid profile email");
  url.searchParams.set("state", state);
  return url.toString();
}

/** Microsoft's answer to admin consent: stores the tenant, or reports the spec's failure. */
export async function finishAdminConsent(
  ctx: OriginCtx,
  query: { tenant?: string; admin_consent?: string; state?: string; error?: string },
): Promise<string> {
  const { origin } = ctx;
  const payload = query.state ? unsign(ctx.config.appKey, "microsoft-consent", query.state) : null;
  const [companyId, userId, expiresAt] = (payload ?? "").split(".").map(Number);
  const ok =
    payload &&
    companyId &&
    expiresAt &&
    expiresAt > Date.now() &&
    !query.error &&
    query.admin_consent?.toLowerCase() === "true" &&
    query.tenant &&
    /^[0-9a-zA-Z.-]{1,64}$/.test(query.tenant);
  if (!ok) {
    await audit(
      ctx.db,
      {
        action: "microsoft.connect_failed",
        companyId: companyId || null,
        userId: userId || null,
        data: { error: query.error ?? "invalid" },
      },
      origin,
    );
    return `/company/security?microsoft=failed&message=${encodeURIComponent(messages.microsoftFailed)}`;
  }
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(microsoftConnections)
      .values({ companyId, tenantId: query.tenant!, connectedByUserId: userId || null })
      .onConflictDoUpdate({
        target: microsoftConnections.companyId,
        set: {
          tenantId: query.tenant!,
          connectedByUserId: userId || null,
          connectedAt: new Date(),
        },
      });
    await audit(
      tx,
      {
        action: "microsoft.connected",
        companyId,
        userId: userId || null,
        subjectType: "company",
        subjectId: companyId,
        data: { tenantId: query.tenant },
      },
      origin,
    );
  });
  return "/company/security?microsoft=connected";
}
