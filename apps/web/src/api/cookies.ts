/** Small cookie helpers (SPEC §9: path /, SameSite=Lax, Secure when served over https). */

export function readCookie(name: string): string | null {
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split(";")) {
    const cookie = part.trim();
    if (cookie.startsWith(prefix)) return decodeURIComponent(cookie.slice(prefix.length));
  }
  return null;
}

/** `VITE_COOKIE_DOMAIN` (e.g. `.example.com`) shares cookies with company portal subdomains. */
const cookieDomain = import.meta.env.VITE_COOKIE_DOMAIN as string | undefined;

function cookieAttributes(): string {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  const domain = cookieDomain ? `; domain=${cookieDomain}` : "";
  return `; path=/; SameSite=Lax${secure}${domain}`;
}

export function writeCookie(name: string, value: string, maxAgeSeconds = 60 * 60 * 24 * 365) {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and older Safari
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; max-age=${maxAgeSeconds}${cookieAttributes()}`;
}

export function deleteCookie(name: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: see writeCookie
  document.cookie = `${encodeURIComponent(name)}=; max-age=0${cookieAttributes()}`;
}
