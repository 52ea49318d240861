/**
 * What the browser remembers about a session (SPEC §4, §9): the represented company in a
 * cookie, the signed-in email in local storage, and the path to return to after two-factor.
 */
import { deleteCookie, readCookie, writeCookie } from "./cookies.ts";

const representingCompanyCookie = "representingCompanyId";
const rememberedEmailKey = "email";
const intendedPathKey = "intendedPath";

export function storedRepresentingCompanyId(): number | null {
  const value = Number(readCookie(representingCompanyCookie));
  return Number.isInteger(value) && value > 0 ? value : null;
}

export function storeRepresentingCompanyId(companyId: number | null) {
  if (companyId === null) deleteCookie(representingCompanyCookie);
  else writeCookie(representingCompanyCookie, String(companyId));
}

export function rememberedEmail(): string {
  try {
    return localStorage.getItem(rememberedEmailKey) ?? "";
  } catch {
    return "";
  }
}

export function rememberEmail(email: string | null) {
  try {
    if (email) localStorage.setItem(rememberedEmailKey, email);
    else localStorage.removeItem(rememberedEmailKey);
  } catch {
    // Storage can be unavailable (private mode); remembering the email is a convenience only.
  }
}

export function storedIntendedPath(): string | null {
  try {
    return sessionStorage.getItem(intendedPathKey);
  } catch {
    return null;
  }
}

export function storeIntendedPath(path: string | null) {
  try {
    if (path) sessionStorage.setItem(intendedPathKey, path);
    else sessionStorage.removeItem(intendedPathKey);
  } catch {
    // See rememberEmail.
  }
}

/** Forget the represented company and the email: done on logout and on an expired session. */
export function forgetSession() {
  storeRepresentingCompanyId(null);
  rememberEmail(null);
}

/** SPEC §7: a `tempToken` query parameter on the page is sent as a temporary-token header. */
export function temporaryToken(): string | null {
  return new URLSearchParams(window.location.search).get("tempToken");
}
