/**
 * Sign in with Microsoft (OpenID Connect through openid-client), or two-factor by Microsoft, for
 * companies that connected their Microsoft organisation.
 */
import { messages } from "@platform/domain";
import * as oidc from "openid-client";
import { audit } from "../../platform/audit/index.ts";
import { notFound } from "../../platform/http/errors.ts";
import type { HttpSession } from "../../platform/session/http-session.ts";
import { updateSessionData } from "../../platform/session/store.ts";
import { findCompany, findCompanyByHandle } from "../companies/index.ts";
import {
  activeMethods,
  findMethod,
  isTrustedDevice,
  TRUSTED_DEVICE_COOKIE,
} from "../two-factor/index.ts";
import { findUserById, updateUser } from "../users/index.ts";
import {
  assertEnabled,
  type Deps,
  FLOW_MINUTES,
  microsoftEnabled,
  redirectUri,
  tenantConfiguration,
} from "./configuration.ts";
import { connectionOfLinkedAccount, resolveUser } from "./identities.ts";
import { connectionForCompany } from "./organisation-connection.ts";

export async function signInAvailable(deps: Deps, companyHandle: string): Promise<boolean> {
  if (!microsoftEnabled(deps.config)) return false;
  const company = await findCompanyByHandle(deps.db, companyHandle);
  return Boolean(company && (await connectionForCompany(deps.db, company.id)));
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
