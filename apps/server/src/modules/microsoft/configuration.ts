/**
 * Whether Microsoft sign-in is configured, and each tenant's discovered OpenID configuration.
 * Each sign-in uses the company's own tenant issuer, so the ID token's issuer is checked exactly
 * (no multi-tenant wildcard).
 */
import * as oidc from "openid-client";
import type { Config } from "../../config.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { notFound } from "../../platform/http/errors.ts";

export type Deps = Pick<AppDeps, "db" | "config">;

export const FLOW_MINUTES = 10;

export const microsoftTokenExpiredMessage = "Your Microsoft sign-in has expired";

export function microsoftEnabled(config: Config) {
  return Boolean(config.microsoft.clientId && config.microsoft.clientSecret);
}

export function assertEnabled(config: Config) {
  if (!microsoftEnabled(config)) throw notFound("Microsoft sign-in is not configured");
}

export const issuerFor = (config: Config, tenantId: string) =>
  `${config.microsoft.authority}/${encodeURIComponent(tenantId)}/v2.0`;

export const redirectUri = (config: Config, path: string) =>
  `${config.appUrl}/api/microsoft/${path}`;

const configurations = new Map<string, Promise<oidc.Configuration>>();

/** The discovered configuration of one tenant, cached (failures are not). */
export function tenantConfiguration(config: Config, tenantId: string): Promise<oidc.Configuration> {
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
