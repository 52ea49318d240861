import * as oidc from "openid-client";
import { audit } from "../../platform/audit/index.ts";
import type { OriginCtx } from "../../platform/context/index.ts";
import type { HttpSession } from "../../platform/session/http-session.ts";
import { updateSessionData } from "../../platform/session/store.ts";
import {
  activeMethods,
  findMethod,
  isTrustedDevice,
  TRUSTED_DEVICE_COOKIE,
} from "../two-factor/index.ts";
import { findUserById, updateUser } from "../users/index.ts";
import { assertEnabled, FLOW_MINUTES, redirectUri, tenantConfiguration } from "./configuration.ts";
import { resolveUser } from "./identities.ts";
import type { PendingFlow } from "./sign-in.ts";

const failure = (reason: string) => `/login?microsoft=failed&reason=${encodeURIComponent(reason)}`;

/**
 * The redirect back from Microsoft: checks state, nonce, PKCE and the issuer, links the
 * Microsoft account to the platform user (by verified email, once) and signs in. Answers the
 * path to send the browser to.
 */
export async function finishSignIn(
  ctx: OriginCtx,
  input: {
    callbackPath: string;
    session: HttpSession;
    log: { warn: (details: object, message: string) => void };
  },
): Promise<string> {
  const { callbackPath, session, log } = input;
  assertEnabled(ctx.config);
  const current = session.current;
  const flow = current?.data.microsoft as PendingFlow | undefined;
  if (!current || !flow || Date.now() - flow.startedAt > FLOW_MINUTES * 60_000) {
    return failure("expired");
  }
  const { microsoft: _used, ...rest } = current.data;
  await updateSessionData(ctx.db, current.id, rest);
  current.data = rest;

  let claims: oidc.IDToken | undefined;
  let expiresIn: number | undefined;
  try {
    const configuration = await tenantConfiguration(ctx.config, flow.tenantId);
    const tokens = await oidc.authorizationCodeGrant(
      configuration,
      new URL(`${ctx.config.appUrl}${callbackPath}`),
      { pkceCodeVerifier: flow.codeVerifier, expectedState: flow.state, expectedNonce: flow.nonce },
      { redirect_uri: redirectUri(ctx.config, "callback") },
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

  const userId = await resolveUser(ctx.db, { subject, tid, email, companyId: flow.companyId });
  if (!userId) return failure("no_account");
  const user = await findUserById(ctx.db, userId);
  if (!user || user.isTemporaryUser) return failure("no_account");
  const microsoftExpiresAt = Date.now() + Math.max(300, expiresIn ?? 3600) * 1000;

  if (flow.intent === "2fa") {
    // Second factor by Microsoft: only for the user of this pending session.
    if (current.userId !== user.id || current.data.twoFactor !== "pending") {
      return failure("session");
    }
    const method = await findMethod(ctx.db, user.id, "microsoft");
    if (!method?.enabled) return failure("method");
    await ctx.db.transaction(async (tx) => {
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
  const methods = await activeMethods(ctx.db, user.id);
  const microsoftIsFactor = methods.some((m) => m.method === "microsoft");
  const pending =
    methods.length > 0 &&
    !microsoftIsFactor &&
    !(await isTrustedDevice(
      ctx.db,
      ctx.config.appKey,
      session.cookie(TRUSTED_DEVICE_COOKIE),
      user.id,
    ));
  await ctx.db.transaction(async (tx) => {
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
