import { messages } from "@platform/domain";
import * as oidc from "openid-client";
import type { OriginCtx } from "../../platform/context/index.ts";
import { notFound } from "../../platform/http/errors.ts";
import type { HttpSession } from "../../platform/session/http-session.ts";
import { updateSessionData } from "../../platform/session/store.ts";
import { findCompany, findCompanyByHandle } from "../companies/index.ts";
import { assertEnabled, redirectUri, tenantConfiguration } from "./configuration.ts";
import { connectionOfLinkedAccount } from "./identities.ts";
import { connectionForCompany } from "./organisation-connection.ts";
import { type PendingFlow, safeReturnPath } from "./sign-in.ts";

/** Starts "Sign in with Microsoft" (or two-factor by Microsoft) for a company's organisation. */
export async function startSignIn(
  ctx: OriginCtx,
  input: {
    companyHandle?: string;
    intent: "login" | "2fa";
    returnTo?: string;
    session: HttpSession;
  },
): Promise<string> {
  const { session } = input;
  assertEnabled(ctx.config);
  // Without a handle, the company of the session's earlier Microsoft sign-in (re-authentication
  // after microsoftTokenExpired).
  const sessionCompanyId = session.current?.data.companyId;
  const company = input.companyHandle
    ? await findCompanyByHandle(ctx.db, input.companyHandle)
    : typeof sessionCompanyId === "number"
      ? await findCompany(ctx.db, sessionCompanyId)
      : null;
  let connection = company ? await connectionForCompany(ctx.db, company.id) : null;
  const signedInUserId = session.current?.userId;
  if (!company && input.intent === "2fa" && signedInUserId) {
    // Two-factor by Microsoft from the main site: the organisation of the linked account.
    connection = await connectionOfLinkedAccount(ctx.db, signedInUserId);
  }
  if (!connection) throw notFound(messages.microsoftFailed);
  const configuration = await tenantConfiguration(ctx.config, connection.tenantId);
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
    session.current ?? (await session.replace(ctx.db, { userId: null, remember: false }));
  await updateSessionData(ctx.db, current.id, { ...current.data, microsoft: flow });
  return oidc
    .buildAuthorizationUrl(configuration, {
      redirect_uri: redirectUri(ctx.config, "callback"),
      scope: "openid profile email",
      response_type: "code",
      state: flow.state,
      nonce: flow.nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(flow.codeVerifier),
      code_challenge_method: "S256",
    })
    .toString();
}
