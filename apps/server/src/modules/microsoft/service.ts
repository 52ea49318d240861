/**
 * Sign in with Microsoft (OpenID Connect through openid-client) for companies that connected
 * their Microsoft organisation (Entra tenant), and the admin-consent flow that connects one.
 * Each sign-in uses the company's own tenant issuer, so the ID token's issuer is checked
 * exactly (no multi-tenant wildcard).
 */
import { messages, Permission } from "@platform/domain";
import { and, eq } from "drizzle-orm";
import * as oidc from "openid-client";
import type { Config } from "../../config.ts";
import { type AuthUser, assertCan } from "../../platform/access/index.ts";
import type { Actor, RequestOrigin } from "../../platform/actor/index.ts";
import { audit } from "../../platform/audit/index.ts";
import { sign, unsign } from "../../platform/crypto/index.ts";
import type { DbOrTx } from "../../platform/db/index.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { forbidden, invalid, notFound } from "../../platform/http/errors.ts";
import type { HttpSession } from "../../platform/session/http-session.ts";
import { updateSessionData } from "../../platform/session/store.ts";
import { findCompany, findCompanyByHandle } from "../companies/index.ts";
import {
  activeMethods,
  findMethod,
  isTrustedDevice,
  TRUSTED_DEVICE_COOKIE,
  upsertMethod,
} from "../two-factor/index.ts";
import { findUserByEmail, findUserById, loadUserRoles, updateUser } from "../users/index.ts";
import { microsoftConnections, userIdentities } from "./tables.ts";

type Deps = Pick<AppDeps, "db" | "config">;

export const ADMIN_SETUP_LINK_HOURS = 24;
const FLOW_MINUTES = 10;

export const microsoftTokenExpiredMessage = "Your Microsoft sign-in has expired";

export function microsoftEnabled(config: Config) {
  return Boolean(config.microsoft.clientId && config.microsoft.clientSecret);
}

function assertEnabled(config: Config) {
  if (!microsoftEnabled(config)) throw notFound("Microsoft sign-in is not configured");
}

export const issuerFor = (config: Config, tenantId: string) =>
  `${config.microsoft.authority}/${encodeURIComponent(tenantId)}/v2.0`;

const redirectUri = (config: Config, path: string) => `${config.appUrl}/api/microsoft/${path}`;

const configurations = new Map<string, Promise<oidc.Configuration>>();

/** The discovered configuration of one tenant, cached (failures are not). */
function tenantConfiguration(config: Config, tenantId: string): Promise<oidc.Configuration> {
  const issuer = issuerFor(config, tenantId);
  const key = `${issuer}\u0000${config.microsoft.clientId}`;
  let entry = configurations.get(key);
  if (!entry) {
    entry = oidc.discovery(
      new URL(issuer),
      config.microsoft.clientId!,
      config.microsoft.clientSecret!,
      undefined,
      // Only a local stand-in for Microsoft (tests, development) is reached over http.
      issuer.startsWith("http://") ? { execute: [oidc.allowInsecureRequests] } : undefined,
    );
    entry.catch(() => configurations.delete(key));
    configurations.set(key, entry);
  }
  return entry;
}

export async function connectionForCompany(db: DbOrTx, companyId: number) {
  const [row] = await db
    .select()
    .from(microsoftConnections)
    .where(eq(microsoftConnections.companyId, companyId));
  return row ?? null;
}

export async function signInAvailable(deps: Deps, companyHandle: string): Promise<boolean> {
  if (!microsoftEnabled(deps.config)) return false;
  const company = await findCompanyByHandle(deps.db, companyHandle);
  return Boolean(company && (await connectionForCompany(deps.db, company.id)));
}

/** The connected company (of the user's) whose tenant the user's Microsoft account is in. */
async function connectionOfLinkedAccount(db: DbOrTx, userId: number) {
  const identities = await db
    .select()
    .from(userIdentities)
    .where(and(eq(userIdentities.userId, userId), eq(userIdentities.provider, "microsoft")));
  const companyIds = new Set((await loadUserRoles(db, userId)).map((role) => role.companyId));
  for (const identity of identities) {
    const rows = await db
      .select()
      .from(microsoftConnections)
      .where(eq(microsoftConnections.tenantId, identity.tenantId ?? ""));
    const row = rows.find((candidate) => companyIds.has(candidate.companyId));
    if (row) return row;
  }
  return null;
}

/** A relative path on this site, or "/" (no open redirects). */
export function safeReturnPath(value: unknown): string {
  return typeof value === "string" && /^\/(?!\/)[^\s\\]*$/.test(value) ? value : "/";
}

interface PendingFlow {
  intent: "login" | "2fa";
  companyId: number;
  tenantId: string;
  state: string;
  nonce: string;
  codeVerifier: string;
  returnTo: string;
  startedAt: number;
}

/** Starts "Sign in with Microsoft" (or two-factor by Microsoft) for a company's organisation. */
export async function startSignIn(
  deps: Deps,
  input: { companyHandle?: string; intent: "login" | "2fa"; returnTo?: string },
  session: HttpSession,
): Promise<string> {
  assertEnabled(deps.config);
  // Without a handle, the company of the session's earlier Microsoft sign-in (re-authentication
  // after microsoftTokenExpired).
  const sessionCompanyId = session.current?.data.companyId;
  const company = input.companyHandle
    ? await findCompanyByHandle(deps.db, input.companyHandle)
    : typeof sessionCompanyId === "number"
      ? await findCompany(deps.db, sessionCompanyId)
      : null;
  let connection = company ? await connectionForCompany(deps.db, company.id) : null;
  const signedInUserId = session.current?.userId;
  if (!company && input.intent === "2fa" && signedInUserId) {
    // Two-factor by Microsoft from the main site: the organisation of the linked account.
    connection = await connectionOfLinkedAccount(deps.db, signedInUserId);
  }
  if (!connection) throw notFound(messages.microsoftFailed);
  const configuration = await tenantConfiguration(deps.config, connection.tenantId);
  const flow: PendingFlow = {
    intent: input.intent,
    companyId: connection.companyId,
    tenantId: connection.tenantId,
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    codeVerifier: oidc.randomPKCECodeVerifier(),
    returnTo: safeReturnPath(input.returnTo),
    startedAt: Date.now(),
  };
  const current =
    session.current ?? (await session.replace(deps.db, { userId: null, remember: false }));
  await updateSessionData(deps.db, current.id, { ...current.data, microsoft: flow });
  return oidc
    .buildAuthorizationUrl(configuration, {
      redirect_uri: redirectUri(deps.config, "callback"),
      scope: "openid profile email",
      response_type: "code",
      state: flow.state,
      nonce: flow.nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(flow.codeVerifier),
      code_challenge_method: "S256",
    })
    .toString();
}

const failure = (reason: string) => `/login?microsoft=failed&reason=${encodeURIComponent(reason)}`;

/**
 * The redirect back from Microsoft: checks state, nonce, PKCE and the issuer, links the
 * Microsoft account to the platform user (by verified email, once) and signs in. Answers the
 * path to send the browser to.
 */
export async function finishSignIn(
  deps: Deps,
  callbackPath: string,
  session: HttpSession,
  log: { warn: (details: object, message: string) => void },
): Promise<string> {
  assertEnabled(deps.config);
  const current = session.current;
  const flow = current?.data.microsoft as PendingFlow | undefined;
  if (!current || !flow || Date.now() - flow.startedAt > FLOW_MINUTES * 60_000) {
    return failure("expired");
  }
  const { microsoft: _used, ...rest } = current.data;
  await updateSessionData(deps.db, current.id, rest);
  current.data = rest;

  let claims: oidc.IDToken | undefined;
  let expiresIn: number | undefined;
  try {
    const configuration = await tenantConfiguration(deps.config, flow.tenantId);
    const tokens = await oidc.authorizationCodeGrant(
      configuration,
      new URL(`${deps.config.appUrl}${callbackPath}`),
      { pkceCodeVerifier: flow.codeVerifier, expectedState: flow.state, expectedNonce: flow.nonce },
      { redirect_uri: redirectUri(deps.config, "callback") },
    );
    claims = tokens.claims();
    expiresIn = tokens.expiresIn();
  } catch (error) {
    log.warn({ err: error }, "Microsoft sign-in failed");
    return failure("rejected");
  }
  if (!claims) return failure("rejected");
  const tid = typeof claims.tid === "string" ? claims.tid : flow.tenantId;
  if (tid !== flow.tenantId) return failure("tenant");
  const subject = `${tid}:${claims.sub}`;
  const email =
    typeof claims.email === "string"
      ? claims.email
      : typeof claims.preferred_username === "string"
        ? claims.preferred_username
        : null;

  const userId = await resolveUser(deps.db, { subject, tid, email, companyId: flow.companyId });
  if (!userId) return failure("no_account");
  const user = await findUserById(deps.db, userId);
  if (!user || user.isTemporaryUser) return failure("no_account");
  const microsoftExpiresAt = Date.now() + Math.max(300, expiresIn ?? 3600) * 1000;

  if (flow.intent === "2fa") {
    // Second factor by Microsoft: only for the user of this pending session.
    if (current.userId !== user.id || current.data.twoFactor !== "pending") {
      return failure("session");
    }
    const method = await findMethod(deps.db, user.id, "microsoft");
    if (!method?.enabled) return failure("method");
    await deps.db.transaction(async (tx) => {
      await session.replace(tx, {
        userId: user.id,
        remember: current.remember,
        data: {
          ...current.data,
          twoFactor: "verified",
          microsoftExpiresAt,
          companyId: flow.companyId,
        },
      });
      await audit(
        tx,
        {
          action: "2fa.verified",
          userId: user.id,
          subjectType: "user",
          subjectId: user.id,
          data: { method: "microsoft" },
        },
        session.origin,
      );
    });
    return flow.returnTo;
  }

  // Sign-in: Microsoft counts as the second factor when the user turned that method on.
  const methods = await activeMethods(deps.db, user.id);
  const microsoftIsFactor = methods.some((m) => m.method === "microsoft");
  const pending =
    methods.length > 0 &&
    !microsoftIsFactor &&
    !(await isTrustedDevice(
      deps.db,
      deps.config.appKey,
      session.cookie(TRUSTED_DEVICE_COOKIE),
      user.id,
    ));
  await deps.db.transaction(async (tx) => {
    await session.replace(tx, {
      userId: user.id,
      remember: false,
      data: {
        ...(pending ? { twoFactor: "pending" } : {}),
        microsoftExpiresAt,
        companyId: flow.companyId,
      },
    });
    await updateUser(tx, user.id, { lastActivityAt: new Date() });
    await audit(
      tx,
      {
        action: "auth.microsoft_login",
        userId: user.id,
        companyId: flow.companyId,
        subjectType: "user",
        subjectId: user.id,
        data: { tenantId: tid },
      },
      session.origin,
    );
  });
  return pending ? "/two-factor-auth/verify" : flow.returnTo;
}

/** The linked user, else the member of the company with that email (linked now), else null. */
async function resolveUser(
  db: Deps["db"],
  input: { subject: string; tid: string; email: string | null; companyId: number },
): Promise<number | null> {
  const [identity] = await db
    .select()
    .from(userIdentities)
    .where(
      and(eq(userIdentities.provider, "microsoft"), eq(userIdentities.subject, input.subject)),
    );
  if (identity) {
    await db
      .update(userIdentities)
      .set({ lastSignInAt: new Date() })
      .where(eq(userIdentities.id, identity.id));
    return identity.userId;
  }
  if (!input.email) return null;
  const user = await findUserByEmail(db, input.email);
  if (!user) return null;
  const roles = await loadUserRoles(db, user.id);
  if (!roles.some((role) => role.companyId === input.companyId)) return null;
  await db.transaction(async (tx) => {
    await tx.insert(userIdentities).values({
      userId: user.id,
      provider: "microsoft",
      subject: input.subject,
      tenantId: input.tid,
      email: input.email,
      lastSignInAt: new Date(),
    });
    // Linking proves the Microsoft account: it becomes a two-factor method the user may turn on.
    if (!(await findMethod(tx, user.id, "microsoft"))) {
      await upsertMethod(tx, user.id, "microsoft", { verifiedAt: new Date(), enabled: false });
    }
  });
  return user.id;
}

// ---------- connecting a company's organisation (admin consent) ----------

/** A link a company administrator hands to their Microsoft administrator; valid 24 hours. */
export function adminSetupLink(deps: Deps, actor: AuthUser, companyId: number) {
  assertEnabled(deps.config);
  assertCan(actor, companyId, Permission.ManageCompanyDetails);
  const expiresAt = Date.now() + ADMIN_SETUP_LINK_HOURS * 3_600_000;
  const token = sign(
    deps.config.appKey,
    "microsoft-setup",
    `${companyId}.${actor.id}.${expiresAt}`,
  );
  return {
    url: `${deps.config.appUrl}/api/microsoft/admin-consent?token=${encodeURIComponent(token)}`,
    expiresAt: Math.floor(expiresAt / 1000),
  };
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
    assertCan(user, input.companyId, Permission.ManageCompanyDetails);
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
  deps: Deps,
  query: { tenant?: string; admin_consent?: string; state?: string; error?: string },
  origin: RequestOrigin,
): Promise<string> {
  const payload = query.state ? unsign(deps.config.appKey, "microsoft-consent", query.state) : null;
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
      deps.db,
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
  await deps.db.transaction(async (tx) => {
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

export async function disconnect(deps: Deps, actor: Actor, companyId: number) {
  const { user } = actor;
  assertCan(user, companyId, Permission.ManageCompanyDetails);
  await deps.db.transaction(async (tx) => {
    const removed = await tx
      .delete(microsoftConnections)
      .where(eq(microsoftConnections.companyId, companyId))
      .returning();
    if (removed.length === 0)
      throw invalid({ companyId: "No Microsoft organisation is connected" });
    await audit(
      tx,
      {
        action: "microsoft.disconnected",
        companyId,
        userId: user.id,
        subjectType: "company",
        subjectId: companyId,
      },
      actor,
    );
  });
}
