/**
 * Small cookie helpers (SPEC §9: path /, SameSite=Lax, Secure, as the server's cookies: except
 * on a developer's machine, localhost or 127.0.0.1).
 */

export function readCookie(name: string): string | null {
  // No document when the build prerenders a signed-out page: no cookies then.
  if (typeof document === "undefined") return null;
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split(";")) {
    const cookie = part.trim();
    if (cookie.startsWith(prefix)) return decodeURIComponent(cookie.slice(prefix.length));
  }
  return null;
}

/**
 * The root domain (e.g. `.example.com`) that shares cookies with company portal subdomains:
 * `VITE_COOKIE_DOMAIN` at build time, or the server's cookie domain once `/api/portal` answers.
 */
let cookieDomain = import.meta.env.VITE_COOKIE_DOMAIN as string | undefined;

export function setSharedCookieDomain(domain: string | null | undefined) {
  if (domain) cookieDomain = domain;
}

const onLoopback = (hostname: string) =>
  hostname === "localhost" ||
  hostname.endsWith(".localhost") ||
  hostname === "127.0.0.1" ||
  hostname === "[::1]";

function cookieAttributes(domain = cookieDomain): string {
  const secure = onLoopback(window.location.hostname) ? "" : "; Secure";
  return `; path=/; SameSite=Lax${secure}${domain ? `; domain=${domain}` : ""}`;
}

export function writeCookie(name: string, value: string, maxAgeSeconds = 60 * 60 * 24 * 365) {
  if (cookieDomain) {
    // A copy written for this host only (before the shared domain was known) would shadow it.
    // biome-ignore lint/suspicious/noDocumentCookie: see below
    document.cookie = `${encodeURIComponent(name)}=; max-age=0${cookieAttributes("")}`;
  }
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and older Safari
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; max-age=${maxAgeSeconds}${cookieAttributes()}`;
}

export function deleteCookie(name: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: see writeCookie
  document.cookie = `${encodeURIComponent(name)}=; max-age=0${cookieAttributes()}`;
}
