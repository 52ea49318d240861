/**
 * Company subdomain handles (SPEC §1, §2). A handle is one lower-case DNS label; the company
 * portal lives at `{handle}.{baseHost}`. Labels the platform uses itself are reserved.
 */
import { z } from "zod";
import { messages } from "./messages.ts";

export const HANDLE_MAX_LENGTH = 63;

/**
 * Labels no company may take: the platform's own hosts and common infrastructure names.
 * The deployment's environment labels are added to these (see `HandleOptions`).
 */
export const reservedHandles: readonly string[] = [
  // named in the brief
  "www",
  "app",
  "api",
  "uat",
  "admin",
  "mail",
  "staging",
  "static",
  "assets",
  "socket",
  "system",
  "help",
  "support",
  "status",
  "docs",
  // other environment and infrastructure names
  "dev",
  "test",
  "qa",
  "sandbox",
  "preview",
  "prod",
  "production",
  "localhost",
  "cdn",
  "ws",
  "wss",
  "smtp",
  "imap",
  "pop",
  "ftp",
  "mx",
  "ns1",
  "ns2",
  "webmail",
  "autodiscover",
  "autoconfig",
  "auth",
  "sso",
  "login",
];

/** Environment labels that are never a handle in the first position of a host. */
export const defaultEnvironmentLabels: readonly string[] = ["www", "app", "uat", "staging"];

export interface HandleOptions {
  /** Labels of the deployment's environments (e.g. `uat`), reserved in addition to the list. */
  environmentLabels?: readonly string[];
}

export function isReservedHandle(handle: string, options: HandleOptions = {}): boolean {
  const label = handle.toLowerCase();
  return (
    reservedHandles.includes(label) ||
    (options.environmentLabels ?? []).some((env) => env.toLowerCase() === label)
  );
}

/**
 * The first problem with a handle as typed (no trimming or lower-casing here), or null when it
 * is a valid, unreserved DNS label.
 */
export function handleProblem(handle: string, options: HandleOptions = {}): string | null {
  if (handle.length === 0) return messages.handleRequired;
  if (handle.length > HANDLE_MAX_LENGTH) return messages.handleTooLong;
  // A period would make the handle two host labels (SPEC §5's message).
  if (handle.includes(".")) return messages.noPeriods;
  if (!/^[a-z0-9-]+$/.test(handle)) return messages.handleCharacters;
  if (handle.startsWith("-") || handle.endsWith("-")) return messages.handleHyphenEdge;
  // RFC 5891: "??--" labels are reserved for IDNA (punycode "xn--").
  if (handle.slice(2, 4) === "--") return messages.handlePunycode;
  if (isReservedHandle(handle, options)) return messages.handleReserved(handle);
  return null;
}

export function isValidHandle(handle: string, options: HandleOptions = {}): boolean {
  return handleProblem(handle, options) === null;
}

/**
 * A handle from a form or request: trimmed and lower-cased, then checked. Build one with the
 * deployment's environment labels through `createHandleSchema`.
 */
export function createHandleSchema(options: HandleOptions = {}) {
  return z
    .string({ error: messages.handleRequired })
    .trim()
    .toLowerCase()
    .superRefine((handle, ctx) => {
      const problem = handleProblem(handle, options);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    });
}

/** A handle checked against the built-in reserved list and the default environment labels. */
export const ZHandle = createHandleSchema({ environmentLabels: defaultEnvironmentLabels });

export interface HostOptions {
  /** The platform's own host name, e.g. `placement.example.com.au` (a port is ignored). */
  baseHost: string;
  /** Labels that name an environment rather than a company, e.g. `uat`, `www`, `app`. */
  environmentLabels?: readonly string[];
}

function hostName(host: string): string {
  let name = host.trim().toLowerCase();
  if (name.startsWith("[")) return ""; // IPv6 literal: never a company portal
  const colon = name.indexOf(":");
  if (colon !== -1) name = name.slice(0, colon);
  return name.endsWith(".") ? name.slice(0, -1) : name;
}

/**
 * The company handle a request's host names (SPEC §1/§2): the first dot-separated label of a
 * host under the base host. Null for the base host itself, an environment label in first
 * place (`uat.example.com`), a host outside the base host, and a label that could never be a
 * handle (invalid or reserved). Ports, letter case and a trailing dot are ignored.
 */
export function handleFromHost(host: string, options: HostOptions): string | null {
  const name = hostName(host);
  const base = hostName(options.baseHost);
  if (!name || !base || name === base || !name.endsWith(`.${base}`)) return null;
  const label = name.slice(0, name.indexOf("."));
  const environmentLabels = options.environmentLabels ?? defaultEnvironmentLabels;
  if (environmentLabels.some((env) => env.toLowerCase() === label)) return null;
  return isValidHandle(label, { environmentLabels }) ? label : null;
}

/**
 * A handle suggested from a company name: lower-case ASCII words joined by hyphens ("&" reads
 * "and"), at most 63 characters; a reserved word gets "-co" added. Empty when the name has no
 * letters or digits.
 */
export function suggestHandle(name: string): string {
  const handle = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, HANDLE_MAX_LENGTH)
    .replace(/-+$/, "");
  return handle && isReservedHandle(handle) ? `${handle}-co` : handle;
}
