/**
 * Sign in with Microsoft (OpenID Connect through openid-client), or two-factor by Microsoft, for
 * companies that connected their Microsoft organisation.
 */

/** A relative path on this site, or "/" (no open redirects). */
export function safeReturnPath(value: unknown): string {
  return typeof value === "string" && /^\/(?!\/)[^\s\\]*$/.test(value) ? value : "/";
}

export interface PendingFlow {
  intent: "login" | "2fa";
  companyId: number;
  tenantId: string;
  state: string;
  nonce: string;
  codeVerifier: string;
  returnTo: string;
  startedAt: number;
}
